// An app whose hook answers from its own lock manager's computed property.
// Marked like Sites/SwiftSites.swift. Not compiled.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        PlayerOrientationManager.shared.supportedOrientations
    }
}
