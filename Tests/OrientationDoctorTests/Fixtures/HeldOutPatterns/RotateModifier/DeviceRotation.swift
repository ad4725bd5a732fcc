import SwiftUI

// The widespread `onRotate` snippet (sets 25 and 56: Suwatte, SpotLight): a view modifier whose body
// observes the device, applied by a `View` extension every screen calls.
struct DeviceRotationViewModifier: ViewModifier {
    let action: (UIDeviceOrientation) -> Void

    func body(content: Content) -> some View {
        content
            .onAppear()
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: ORI-716
                action(UIDevice.current.orientation) // expect: ORI-719
            }
    }
}

extension View {
    func onRotate(perform action: @escaping (UIDeviceOrientation) -> Void) -> some View {
        modifier(DeviceRotationViewModifier(action: action))
    }

    // A rotation effect is no observation of the device.
    func rotated(by degrees: Double) -> some View {
        rotationEffect(.degrees(degrees))
    }
}
