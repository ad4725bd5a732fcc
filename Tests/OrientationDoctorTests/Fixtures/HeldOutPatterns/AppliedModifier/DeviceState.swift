import SwiftUI

/// isowords (held-out set 97): a view modifier that observes the device and hands its orientation down.
public struct DeviceStateModifier: ViewModifier {
    @State var orientation: UIDeviceOrientation = .unknown

    public init() {}

    public func body(content: Content) -> some View {
        content
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: ORI-716
                orientation = UIDevice.current.orientation // expect: ORI-719
            }
    }
}
