import SwiftUI

// The view modifier that observes the device, in a file of its own (held-out set 77's Vultisig).
struct DetectOrientation: ViewModifier {
    @Binding var orientation: UIDeviceOrientation

    func body(content: Content) -> some View {
        content
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: ORI-716
                orientation = UIDevice.current.orientation // expect: ORI-719
            }
    }
}
