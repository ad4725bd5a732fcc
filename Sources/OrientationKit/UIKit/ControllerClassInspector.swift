#if canImport(UIKit) && os(iOS)
import ObjectiveC
import OrientationCore
import OrientationDriver
import UIKit

/// What a view controller's class is, read with public Objective-C runtime
/// introspection (no swizzling, no private API) and kept per class: the
/// UIKit container it derives from, its ancestry (names, UIKit's bases,
/// the orientation getters' implementations) and its bundle. What follows
/// is the driver's `ControllerKind(container:ancestry:...)` (UIKit rules 38
/// and 41).
@MainActor
enum ControllerClassInspector {
    private static var cache: [ObjectIdentifier: ControllerKind] = [:]
    private static let bases: [AnyClass] = [
        UINavigationController.self, UITabBarController.self, UISplitViewController.self,
        UIPageViewController.self, UIViewController.self,
    ]

    /// The kind of a view controller.
    static func kind(of controller: UIViewController) -> ControllerKind {
        let cls: AnyClass = type(of: controller)
        if let known = cache[ObjectIdentifier(cls)] { return known }
        let bundle = Bundle(for: cls)
        let kind = ControllerKind(
            container: container(of: controller), ancestry: sequence(first: cls, next: class_getSuperclass).map(level),
            isProbe: controller is ProbeController,
            origin: .init(
                isMainBundle: bundle == .main, bundleIdentifier: bundle.bundleIdentifier,
                isUIKitBundle: bundle == Bundle(for: UIViewController.self)),
            isLibraryContainer: controller is OrientationNavigationController
                || controller is OrientationTabBarController)
        cache[ObjectIdentifier(cls)] = kind
        return kind
    }

    private static func container(of controller: UIViewController) -> ControllerKind.Container {
        switch controller {
        case is UINavigationController: .navigation
        case is UITabBarController: .tabBar
        case is UISplitViewController: .split
        case is UIPageViewController: .page
        default: .none
        }
    }

    /// One class of the ancestry, as the runtime describes it.
    private static func level(_ cls: AnyClass) -> ControllerKind.ClassLevel<IMP> {
        ControllerKind.ClassLevel(
            name: NSStringFromClass(cls), isUIKitBase: bases.contains { $0 === cls },
            supportedGetter: class_getMethodImplementation(
                cls, #selector(getter: UIViewController.supportedInterfaceOrientations)),
            preferredGetter: class_getMethodImplementation(
                cls, #selector(getter: UIViewController.preferredInterfaceOrientationForPresentation)))
    }
}
#endif
