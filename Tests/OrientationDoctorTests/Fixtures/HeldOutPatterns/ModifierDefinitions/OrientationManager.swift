import UIKit

// A lock manager kept as a singleton (Pongmatch, held-out set 181): its `set(_:)` writes the lock, requests a
// geometry update and tells UIKit the orientations changed.
final class OrientationManager {
    static let shared = OrientationManager()
    private init() {}

    var supportedOrientations: UIInterfaceOrientationMask = .portrait // expect: ORI-706

    func set(_ mask: UIInterfaceOrientationMask) {
        supportedOrientations = mask // expect: ORI-707
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) { error in // expect: ORI-711, ORI-725
                print(error)
            }
        }
        UIApplication.shared.windows.first?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations() // expect: ORI-712
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) // expect: ORI-705, ORI-732
        -> UIInterfaceOrientationMask
    {
        OrientationManager.shared.supportedOrientations
    }
}
