#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI
import UIKit

/// The SwiftUI variant: the scene delegate hosts the views in an
/// ``OrientationHostingController``, which answers the orientation lock
/// preference (iOS 26) for `.orientationPolicy(.locked(...))` views.
final class HostedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = OrientationHostingController(rootView: HostedFilmView())
        window.makeKeyAndVisible()
        self.window = window
    }

    @objc(supportedInterfaceOrientationsForWindowScene:)
    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        OrientationManager.shared.supportedInterfaceOrientations(for: windowScene)
    }
}

/// A landscape-locked view that lays out from the space it gets.
struct HostedFilmView: View {
    var body: some View {
        GeometryReader { proxy in
            Text(proxy.size.width > proxy.size.height ? "Wide" : "Tall")
                .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .orientationPolicy(.locked(.landscapeRight))
    }
}
#endif
