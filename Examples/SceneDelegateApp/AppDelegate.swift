#if canImport(UIKit)
import OrientationKit
import UIKit

/// An app with the scene life cycle (required by the iOS 27 SDK). The app
/// delegate still answers UIKit's orientation question for iOS 26 and
/// earlier, which never ask the scene delegate; iOS 27 asks the scene
/// delegate (see ``SceneDelegate``). Both give the same answer.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Say it, never swallow it: a refused lock is shown to the user.
        OrientationManager.shared.refusalHandler = { refusal in
            RefusalBanner.show(refusal)
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    // iOS 26 and earlier (deprecated in iOS 27, where the scene delegate answers).
    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        OrientationManager.shared.supportedInterfaceOrientations(for: window)
    }
}
#endif
