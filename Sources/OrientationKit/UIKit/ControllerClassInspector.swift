#if canImport(UIKit) && os(iOS)
import ObjectiveC
import OrientationCore
import OrientationDriver
import UIKit

/// What a view controller's class is, read with public Objective-C runtime
/// introspection (no swizzling, no private API) and kept per class: the
/// UIKit container it derives from, whether it hosts SwiftUI, whether it
/// implements the orientation getters itself, and the bundle it comes
/// from. The driver decides what follows (UIKit rules 38 and 41).
@MainActor
enum ControllerClassInspector {
    private static var cache: [ObjectIdentifier: ControllerKind] = [:]

    /// The kind of a view controller.
    static func kind(of controller: UIViewController) -> ControllerKind {
        let cls: AnyClass = type(of: controller)
        if let known = cache[ObjectIdentifier(cls)] { return known }
        let base: AnyClass = uikitBase(of: cls)
        let kind = ControllerKind(
            container: container(of: controller), isHosting: isHostingClass(cls),
            isProbe: controller is OrientationProbeViewController || controller is HostingProbeController,
            overridesSupported: implements(
                #selector(getter: UIViewController.supportedInterfaceOrientations), cls, base),
            overridesPreferred: implements(
                #selector(getter: UIViewController.preferredInterfaceOrientationForPresentation), cls, base),
            origin: origin(of: cls),
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

    /// The bundle the class comes from.
    private static func origin(of cls: AnyClass) -> ControllerKind.Origin {
        let bundle = Bundle(for: cls)
        if bundle == Bundle.main { return .app }
        if bundle.bundleIdentifier == "com.apple.AVKit" { return .avKit }
        return bundle == Bundle(for: UIViewController.self) ? .uikit : .framework
    }

    /// True when a SwiftUI hosting controller is in the class's ancestry.
    private static func isHostingClass(_ cls: AnyClass) -> Bool {
        var current: AnyClass? = cls
        while let candidate = current {
            if NSStringFromClass(candidate).contains("UIHostingController") { return true }
            current = class_getSuperclass(candidate)
        }
        return false
    }

    /// The nearest UIKit class among the containers and `UIViewController`.
    private static func uikitBase(of cls: AnyClass) -> AnyClass {
        let bases: [AnyClass] = [
            UINavigationController.self, UITabBarController.self, UISplitViewController.self,
            UIPageViewController.self, UIViewController.self,
        ]
        var current: AnyClass? = cls
        while let candidate = current {
            if bases.contains(where: { $0 === candidate }) { return candidate }
            current = class_getSuperclass(candidate)
        }
        return UIViewController.self
    }

    /// True when `cls` answers `selector` with another implementation than `base`.
    private static func implements(_ selector: Selector, _ cls: AnyClass, _ base: AnyClass) -> Bool {
        guard cls !== base else { return false }
        return class_getMethodImplementation(cls, selector) != class_getMethodImplementation(base, selector)
    }
}
#endif
