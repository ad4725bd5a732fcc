import SwiftUI
import UIKit

class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.portrait // expect: ORI-706

    func application( // expect: ORI-705, ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        AppDelegate.orientationLock
    }

    static func setOrientation(to orientation: UIInterfaceOrientation) {
        lockOrientation(.landscape, andRotateTo: orientation) // expect: ORI-734
    }

    static func lockOrientation(_ mask: UIInterfaceOrientationMask, andRotateTo orientation: UIInterfaceOrientation) {
        orientationLock = mask // expect: ORI-707
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation") // expect: ORI-709
    }
}

struct ScorecardView: View {
    @State private var wide = false

    var body: some View {
        Text("Scorecard")
            .onChange(of: wide) { value in
                AppDelegate.setOrientation(to: .landscapeRight) // expect: ORI-708, ORI-709
            }
    }
}
