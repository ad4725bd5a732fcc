import UIKit

final class HostDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) { // expect: ORI-713
        NotificationCenter.default.post(name: .init("layout"), object: nil)
    }
}
