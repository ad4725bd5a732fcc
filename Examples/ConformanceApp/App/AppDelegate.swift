#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// The ConformanceApp replays conformance plans (`orientation plan`) with
/// real view controllers and records what UIKit does after each step.
///
/// Its Info.plist lists all four orientations, so that the app's answer
/// to UIKit (``OrientationAnswer``) decides: the plan's Info.plist mask in
/// plain mode, the library's in library mode.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        CrashGuard.install()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        OrientationManager.shared.diagnosticHandler = { diagnostic in
            DiagnosticLog.shared.append(diagnostic.description)
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

    // Rule 14: the app delegate's answer replaces the Info.plist list.
    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        OrientationAnswer.shared.answer(for: window)
    }
}

/// The library's diagnostics as they are reported, drained after each step.
@MainActor
final class DiagnosticLog {
    /// The app's log.
    static let shared = DiagnosticLog()
    private var entries: [String] = []

    /// Adds a diagnostic's text.
    func append(_ text: String) { entries.append(text) }

    /// Returns the diagnostics since the last drain and forgets them.
    func drain() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}
#endif
