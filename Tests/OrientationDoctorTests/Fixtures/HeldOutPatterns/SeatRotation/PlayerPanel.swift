import SwiftUI

/// Which way a player's panel faces the player sitting at that side of the table.
enum OrientationLayout {
    case normal, inverted, left, right

    func toAngle() -> Angle {
        switch self {
        case .normal: return .degrees(0)
        case .right: return .degrees(90)
        case .inverted: return .degrees(180)
        case .left: return .degrees(270)
        }
    }
}

struct PlayerPanel: View {
    let orientation: OrientationLayout
    let life: Int

    var body: some View {
        Text("\(life)")
            .rotationEffect(orientation.toAngle())
    }
}
