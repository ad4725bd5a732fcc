#if canImport(UIKit) && os(iOS)
import ObjectiveC
import OrientationCore
import UIKit

/// What a view controller's class is, found with public Objective-C runtime
/// introspection (no swizzling, no private API) and kept per class.
///
/// A class overrides `supportedInterfaceOrientations` or
/// `preferredInterfaceOrientationForPresentation` when its implementation
/// differs from the one of the UIKit class it derives from (navigation, tab
/// bar, split or page view controller, else `UIViewController`): an image
/// picker, a system video player, a third-party screen, or an app's own
/// legacy class. UIKit asks such a class when it owns the window, so the
/// library respects what it answers then (UIKit rules 38 and 41).
@MainActor
enum ControllerClassInspector {
    /// What one class is.
    struct Traits {
        /// A SwiftUI hosting controller (or a subclass): its content is the app's.
        var isHosting: Bool
        /// It implements `supportedInterfaceOrientations` itself.
        var overridesSupported: Bool
        /// It implements `preferredInterfaceOrientationForPresentation` itself.
        var overridesPreferred: Bool
    }

    private static var cache: [ObjectIdentifier: Traits] = [:]

    /// The traits of a view controller's class.
    static func traits(of viewController: UIViewController) -> Traits {
        let cls: AnyClass = type(of: viewController)
        if let known = cache[ObjectIdentifier(cls)] { return known }
        let base: AnyClass = uikitBase(of: cls)
        let traits = Traits(
            isHosting: isHostingClass(cls),
            overridesSupported: implements(
                #selector(getter: UIViewController.supportedInterfaceOrientations),
                cls, base),
            overridesPreferred: implements(
                #selector(getter: UIViewController.preferredInterfaceOrientationForPresentation), cls, base))
        cache[ObjectIdentifier(cls)] = traits
        return traits
    }

    /// What a controller without a policy answers UIKit, when its class
    /// overrides the getters; `nil` for the app's own screens with UIKit's
    /// defaults, for hosting controllers (SwiftUI content is the app's) and
    /// for controllers with a policy.
    static func overrides(of viewController: UIViewController) -> ScreenOverrides? {
        guard viewController.effectiveOrientationPolicy == nil else { return nil }
        let traits = traits(of: viewController)
        guard !traits.isHosting, traits.overridesSupported || traits.overridesPreferred else { return nil }
        let supported = InterfaceOrientationMask(viewController.supportedInterfaceOrientations)
        guard !supported.isEmpty else { return nil }
        var preferred: InterfaceOrientation?
        if traits.overridesPreferred {
            let value = InterfaceOrientation(viewController.preferredInterfaceOrientationForPresentation)
            preferred = value == .unknown ? nil : value
        }
        return ScreenOverrides(supported: supported, preferredForPresentation: preferred)
    }

    /// What the owner answers UIKit: its own overrides, else, for a
    /// navigation controller of a system framework or an SDK (the image
    /// picker), those of the controller on top of its stack. Crash reports
    /// name the picker's inner album list as the controller UIKit asked
    /// (rule 38); taking the top's answers is safe under either reading,
    /// since the answer then stays inside what the top allows.
    static func ownerOverrides(of owner: UIViewController) -> ScreenOverrides? {
        if let own = overrides(of: owner) { return own }
        guard owner.effectiveOrientationPolicy == nil, let navigation = owner as? UINavigationController,
            type(of: navigation) != UINavigationController.self, !(navigation is OrientationNavigationController),
            Bundle(for: type(of: navigation)) != Bundle.main, let top = navigation.topViewController
        else { return nil }
        return overrides(of: top)
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
