#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI
import UIKit

/// Answers UIKit's question with the orientation engine, which sees both
/// the `orientationPolicy` screens and the views' `interfaceOrientations`
/// (their intersection is the default of screens that state no policy),
/// and lets AVKit's own full-screen player turn with the device.
final class GalleryAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        OrientationManager.shared.fullScreenPlayerPolicy = .allButUpsideDown
        return true
    }

    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        OrientationManager.shared.supportedInterfaceOrientations(for: window)
    }
}

/// The gallery: a portrait list leading to a landscape-locked player (with a
/// portrait sign-in sheet) and to a screen whose toggle allows landscape.
/// `App` exists from iOS 14; on iOS 13 host ``GalleryRootView`` in a
/// `UIHostingController` from a scene delegate (see ``GallerySceneDelegate``).
@available(iOS 14.0, *)
@main
@MainActor
struct GalleryApp: App {
    @UIApplicationDelegateAdaptor(GalleryAppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            GalleryRootView()
                .tracksInterfaceOrientation()
        }
    }
}

/// The iOS 13 path: a UIKit scene delegate hosting the same SwiftUI views.
final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: GalleryRootView().tracksInterfaceOrientation())
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
