// Nothing in this file may be reported: comments, strings, #if false,
// and members that only share a name with UIKit's. Not compiled.
import UIKit

// UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
/* override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } */
/// Call `UIViewController.attemptRotationToDeviceOrientation()` after `UIApplication.shared.statusBarOrientation`.
let documentation = "UIViewController.attemptRotationToDeviceOrientation(); UIApplication.shared.statusBarOrientation"
let multiline = """
    override var shouldAutorotate: Bool { false }
    UIDevice.current.setValue(3, forKey: "orientation")
    """

#if false
final class DisabledPlayer: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    func rotate() { UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation") }
}
#elseif DEBUG
let debugOnly = ProcessInfo.processInfo.arguments
#endif

#if true
let kept = 1
#else
let rotated: Void = UIViewController.attemptRotationToDeviceOrientation()
#endif

final class Gauge {
    var shouldAutorotate = true
    var supportedInterfaceOrientations: UIInterfaceOrientationMask = .all
    var statusBarOrientation = 0
    var settings = NSMutableDictionary()

    func update() {
        let supportedInterfaceOrientations: UIInterfaceOrientationMask = .portrait
        print(supportedInterfaceOrientations, statusBarOrientation)
        settings.setValue(1, forKey: "orientation")
    }
}

class Root { var shouldAutorotate: Bool { true } }
class Leaf: Root { override var shouldAutorotate: Bool { false } }

struct Model { var interfaceOrientation = 1 }
func layout(_ model: Model) -> Int { model.interfaceOrientation }

final class Person { var isPlayerVisible = false }
func toggle(_ person: Person) { person.isPlayerVisible = true }

final class DocumentWindowFactory {
    func make() -> UIWindowScene.ActivationRequestOptions { UIWindowScene.ActivationRequestOptions() }
}

final class MainWindow: UIWindow {
    static let shared = MainWindow()
}

final class WindowHolder {
    var window: UIWindow?
    func attach() { window = MainWindow.shared }
}

func shadowing() {
    var orientationLock = UIInterfaceOrientationMask.all
    orientationLock = .portrait
    ExternalBanner.allowsLandscape = true
    print(orientationLock)
}

func shadowingParameter(isPlayerVisible: Bool) {
    var isPlayerVisible = isPlayerVisible
    isPlayerVisible = false
    print(isPlayerVisible)
}

/// A model of UIKit with methods of UIKit's names, and a key that names an orientation.
final class UIKitModel {
    static let orientationLock = "UISupportedInterfaceOrientations"
    enum Call { case requestGeometryUpdate(Int), attemptRotationToDeviceOrientation }
    func attemptRotationToDeviceOrientation() {}
    func requestGeometryUpdate(_ mask: Int) {}
    func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    func perform(_ call: Call) {
        switch call {
        case .requestGeometryUpdate(let mask): requestGeometryUpdate(mask)
        case .attemptRotationToDeviceOrientation: attemptRotationToDeviceOrientation()
        }
        setNeedsUpdateOfSupportedInterfaceOrientations()
        _ = Call.requestGeometryUpdate(2)
    }
}
