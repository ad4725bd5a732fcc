#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
import OrientationKit

private class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        InterfaceOrientationCoordinator.shared.supportedOrientations
    }
}

/// `App` is iOS 14+; the iOS 18 SDK makes it `@MainActor`, said here for the 16.5 SDK.
@available(iOS 14.0, *)
@MainActor
struct SeedApp: App {
    @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate

    var body: some Scene {
        WindowGroup {
            VStack {
                MyView()
                MultipleViews()
            }
        }
    }
}

/// The coordinator's other members, as that package's users write them.
struct CoordinatorUsage: View {
    @ObservedObject private var coordinator = InterfaceOrientationCoordinator.shared

    var body: some View {
        Text(coordinator.currentOrientation.isLandscape ? "Landscape" : "Portrait")
            .onAppear {
                InterfaceOrientationCoordinator.shared.defaultOrientations = .portrait
                InterfaceOrientationCoordinator.shared.allowOverridingDefaultOrientations = true
            }
    }
}
#endif
