import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientationLock: UIInterfaceOrientationMask = .portrait // expect: ORI-706

    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        Self.orientationLock
    }
}

// A view's own helpers, named for the video rather than the lock (held-out set 88's MovieApp), called
// from the modifiers: each call sets the lock.
struct PlayerView: View {
    var body: some View {
        Text("Video")
            .onAppear {
                enterVideoMode() // expect: ORI-708
                refreshTitle()
            }
            .onDisappear {
                self.exitVideoMode() // expect: ORI-708
            }
    }

    private func enterVideoMode() {
        AppDelegate.orientationLock = .landscape // expect: ORI-707
    }

    private func exitVideoMode() {
        AppDelegate.orientationLock = .portrait // expect: ORI-707
    }

    private func refreshTitle() {}
}
