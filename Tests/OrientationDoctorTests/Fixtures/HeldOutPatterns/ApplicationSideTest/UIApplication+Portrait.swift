import UIKit

// A side test on the application that asks it for the app's orientations: each read of it, in any file, asks too.
extension UIApplication {
    static var isPortraitOnly: Bool {
        let orientations = UIApplication.shared.supportedInterfaceOrientations(for: nil) // expect: ORI-737
        return !(orientations.contains(.landscapeLeft) || orientations.contains(.landscapeRight))
    }

    static var isIdle: Bool {
        UIApplication.shared.applicationState == .inactive
    }
}
