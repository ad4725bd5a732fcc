import CaptureKit
import UIKit

// The hook returns on a flag of an SDK's shared object, which the project does not declare
// (ContoursAI's `ContoursAIFramework.shared.isLandscape`): the writes through that object are the lock's.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        CaptureKit.shared.isLandscape ? .landscapeRight : .portrait
    }
}
