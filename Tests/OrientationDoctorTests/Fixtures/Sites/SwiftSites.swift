// Every Swift site `orientation doctor` reports, each marked with the codes
// expected on its line ("expect:" followed by codes). Not compiled.
import UIKit

var globalOrientationLock: UIInterfaceOrientationMask = .portrait // expect: ORI-706

final class OrientationStore {
    static let shared = OrientationStore()
    var allowsLandscape = false // expect: ORI-706
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.portrait // expect: ORI-706
    var isPlayerVisible = false // expect: ORI-706
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        return true
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705
        if isPlayerVisible || OrientationStore.shared.allowsLandscape { return .allButUpsideDown }
        return AppDelegate.orientationLock.union(globalOrientationLock)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate { // expect: ORI-732
    var window: UIWindow?
}

final class ForwardingNavigationController: UINavigationController {
    override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true } // expect: ORI-704
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-704
        guard let top = topViewController else { return .portrait }
        return top.supportedInterfaceOrientations
    }
}

extension UITabBarController {
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-704
        selectedViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

class BaseViewController: UIViewController {
    override var shouldAutorotate: Bool { false } // expect: ORI-702
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        isEditing ? .portrait : .allButUpsideDown
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait } // expect: ORI-703
}

final class PlayerViewController: BaseViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } // expect: ORI-701

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        AppDelegate.orientationLock = .landscape // expect: ORI-707
        globalOrientationLock = .landscape // expect: ORI-707
        (UIApplication.shared.delegate as? AppDelegate)?.isPlayerVisible = true // expect: ORI-707
        OrientationStore.shared.allowsLandscape = true // expect: ORI-707
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") // expect: ORI-709@9
        UIDevice.current.setValue(UIDeviceOrientation.landscapeLeft.rawValue, forKeyPath: "orientation") // expect: ORI-709
        UIDevice.current.perform(Selector(("setOrientation:")), with: 3) // expect: ORI-709
        _ = NSSelectorFromString("setOrientation:") // expect: ORI-709
        UIViewController.attemptRotationToDeviceOrientation() // expect: ORI-710 ORI-726
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations() // expect: ORI-712
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) // expect: ORI-711
        }
    }

    func readOrientation() -> Bool {
        let bar = UIApplication.shared.statusBarOrientation // expect: ORI-713 ORI-726
        UIApplication.shared.statusBarOrientation = .portrait // expect: ORI-714
        UIApplication.shared.setStatusBarOrientation(.portrait, animated: false) // expect: ORI-714
        let scene = view.window?.windowScene?.interfaceOrientation // expect: ORI-715 ORI-726
        let geometry = view.window?.windowScene?.effectiveGeometry.interfaceOrientation // expect: ORI-715
        return bar.isLandscape && scene == geometry
    }

    @objc func statusBarChanged(_ note: Notification) {
        let raw = note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? Int // expect: ORI-713 ORI-726
        print(raw ?? 0)
        NotificationCenter.default.addObserver(forName: UIApplication.willChangeStatusBarOrientationNotification, object: nil, queue: .main) { note in // expect: ORI-713 ORI-726
            print(note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] ?? 0)
        }
    }

    func observe() {
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UIDevice.orientationDidChangeNotification, object: nil) // expect: ORI-716
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: NSNotification.Name.UIDeviceOrientationDidChange, object: nil) // expect: ORI-716
    }

    @objc func changed() {
        let overlay = UIWindow(frame: view.bounds) // expect: ORI-717
        overlay.isHidden = false
    }
}

final class Rotator {
    private var device: UIDevice { UIDevice.current }
    private lazy var key: String = ["orien", "tation"].joined()

    func spin() {
        device.setValue(3, forKey: key) // expect: ORI-709
    }
}

enum OrientationHelper {
    /// A helper named like UIKit's method, with other parameters.
    static func setNeedsUpdateOfSupportedInterfaceOrientations(_ controller: UIViewController, _ animated: Bool) {
        if #available(iOS 16.0, *) {
            controller.setNeedsUpdateOfSupportedInterfaceOrientations() // expect: ORI-712
        }
    }
}

// A chain over several lines: reported on its orientation member's line.
func dynamicIslandOnLeft() -> Bool {
    UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .first?
        .interfaceOrientation == .landscapeRight // expect: ORI-715@10 ORI-726
}

extension LegacyLayoutViewController {
    var isShownInPortrait: Bool {
        interfaceOrientation.isPortrait == true && self.interfaceOrientation != .unknown // expect: ORI-727
    }
}

final class LegacyLayoutViewController: UIViewController {}
