import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.portrait // expect: ORI-706

    static func updateOrientationLock(_ lock: UIInterfaceOrientationMask) {
        orientationLock = lock // expect: ORI-707
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705 ORI-732
        AppDelegate.orientationLock
    }
}

// A tab view whose own functions call the app delegate's lock helper: their calls from each tab's onAppear are where
// the view sets the lock. A button's action calling one sets it too.
struct RootTabView: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            Text("Main")
                .onAppear {
                    if tab == 0 { forcePortrait() } // expect: ORI-708
                }
            Text("Stats")
                .onAppear { forceLandscape() } // expect: ORI-708
            Button("Portrait") { forcePortrait() } // expect: ORI-707
        }
    }

    private func forcePortrait() {
        AppDelegate.updateOrientationLock(.portrait) // expect: ORI-707
    }

    private func forceLandscape() {
        AppDelegate.updateOrientationLock(.landscape) // expect: ORI-707
    }
}
