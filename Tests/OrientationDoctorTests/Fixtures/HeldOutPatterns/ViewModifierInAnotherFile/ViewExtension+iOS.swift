import SwiftUI

// The `View` extension that applies it, in another file, beside members that have nothing to do with it.
extension View {
    func detectOrientation(_ orientation: Binding<UIDeviceOrientation>) -> some View {
        modifier(DetectOrientation(orientation: orientation))
    }

    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding()
    }
}
