import SwiftUI
import UIKit

final class AppHostingViewController<Content: View>: UIHostingController<Content> {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        if UserDefaults.standard.object(forKey: Constants.orientationLock) != nil {
            let raw = UserDefaults.standard.integer(forKey: Constants.orientationLock)
            return raw == UIDeviceOrientation.landscapeLeft.rawValue ? .landscape : .portrait
        }
        return .all
    }
}
