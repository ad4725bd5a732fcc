// SwiftUI code that sets the app delegate's lock. Not compiled.
import SwiftUI

struct PlayerScreen: View {
    var body: some View {
        Color.black
            .onAppear {
                AppDelegate.orientationLock = .landscape // expect: ORI-708
                UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") // expect: ORI-709
            }
            .onDisappear {
                DispatchQueue.main.async {
                    AppDelegate.orientationLock = .portrait // expect: ORI-708
                }
            }
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in } // expect: ORI-716
    }
}
