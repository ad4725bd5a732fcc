#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// Portrait until the toggle allows landscape; turning it off again while in
/// landscape rotates back to portrait at once.
struct LandscapeToggleView: View {
    @State private var isLandscapeAllowed = false
    @ObservedObject private var coordinator = InterfaceOrientationCoordinator.shared

    var body: some View {
        Form {
            Toggle("Allow landscape", isOn: $isLandscapeAllowed)
            Text("Allowed now: \(InterfaceOrientationMask(coordinator.supportedOrientations).description)")
            Text("Current: \(coordinator.interfaceOrientation.name)")
        }
        .interfaceOrientations(isLandscapeAllowed ? [.portrait, .landscape] : .portrait)
    }
}
#endif
