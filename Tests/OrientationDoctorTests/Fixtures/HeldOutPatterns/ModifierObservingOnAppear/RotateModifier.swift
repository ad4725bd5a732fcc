import SwiftUI

// The modifier's `body` hands its own function to `onAppear`, which starts observing the device.
struct RotateModifier: ViewModifier {
    let action: (UIDeviceOrientation) -> Void

    func body(content: Content) -> some View {
        content
            .onAppear(perform: subscribe)
    }

    private func subscribe() {
        NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, // expect: ORI-716
            object: nil,
            queue: .main
        ) { _ in
            action(UIDevice.current.orientation) // expect: ORI-719
        }
    }
}

extension View {
    func onRotate(perform action: @escaping (UIDeviceOrientation) -> Void) -> some View {
        self.modifier(RotateModifier(action: action))
    }
}
