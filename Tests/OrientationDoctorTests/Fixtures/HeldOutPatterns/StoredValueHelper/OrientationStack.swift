import SwiftUI
import UIKit

// MultiList (held-out set 73): a stack that seeds its axis from the device's orientation in a stored property's
// first value, which every initializer computes: each view that builds the stack reads the device through it.
struct OrientationStack<Content: View>: View {
    let spacing: CGFloat?
    let content: () -> Content
    @State private var orientation = UIDevice.current.orientation // expect: ORI-719

    init(spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        Group {
            if orientation.isLandscape {
                HStack(spacing: spacing, content: content)
            } else {
                VStack(spacing: spacing, content: content)
            }
        }
    }
}

// A lazy first value is computed on first use, not with the instance: making the model reads nothing.
final class HeaderModel {
    lazy var side = UIDevice.current.orientation // expect: ORI-719
    var title = "Header"
}
