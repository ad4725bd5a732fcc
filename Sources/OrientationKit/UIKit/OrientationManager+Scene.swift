#if canImport(UIKit) && os(iOS)
import UIKit

extension OrientationManager {
    // MARK: - The scene delegate's answer (iOS 27)

    /// The mask to return from the scene delegate's
    /// `supportedInterfaceOrientations(for:)`, asked by iOS 27 for each
    /// scene (rule 70): the answer for the scene's app window. Declare it
    /// with its Objective-C name so that it builds with SDKs older than 27:
    ///
    /// ```swift
    /// @objc(supportedInterfaceOrientationsForWindowScene:)
    /// func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
    ///     OrientationManager.shared.supportedInterfaceOrientations(for: windowScene)
    /// }
    /// ```
    ///
    /// iOS 26 and earlier never ask the scene delegate: keep answering from
    /// the app delegate too while the app supports them.
    public func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(driver.supportedInterfaceOrientations(forScene: windowScene))
    }

    // MARK: - Geometry callbacks

    /// Tells the manager that a scene's geometry changed. Call it from the
    /// scene delegate's `windowScene(_:didUpdateEffectiveGeometry:)` (iOS
    /// 26) or `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`
    /// (iOS 13-15); on iOS 16 and later the manager also observes
    /// `effectiveGeometry` by itself, and a second report changes nothing.
    public func windowSceneDidUpdateGeometry(_ windowScene: UIWindowScene) {
        driver.sceneGeometryDidChange(windowScene)
    }

    // MARK: - The orientation lock preference (iOS 26)

    /// What `prefersInterfaceOrientationLocked` should answer for a view
    /// controller in a window the manager drives (rule 68): true while the
    /// deciding screen's policy is locked, the scene ignores masks but can
    /// hold the lock, and the interface shows the locked orientation.
    /// Override it in a view controller of your own with this answer:
    ///
    /// ```swift
    /// override var prefersInterfaceOrientationLocked: Bool {
    ///     OrientationManager.shared.prefersOrientationLock(for: self)
    /// }
    /// ```
    ///
    /// ``OrientationNavigationController``, ``OrientationTabBarController``
    /// and ``OrientationHostingController`` already do.
    public func prefersOrientationLock(for viewController: UIViewController) -> Bool {
        driver.prefersOrientationLock(for: viewController)
    }

    /// True when the library decides the orientation lock of the window
    /// showing `viewController` (a screen on screen states a policy), so
    /// containers answer themselves instead of forwarding to a child.
    public func decidesOrientationLock(for viewController: UIViewController) -> Bool {
        driver.decidesOrientationLock(for: viewController)
    }
}

/// Reaches a scene delegate's `supportedInterfaceOrientationsForWindowScene:`
/// (iOS 27) through the Objective-C runtime, so that code built with older
/// SDKs can ask it too (rule 70).
@MainActor
public enum SceneDelegateAuthority {
    /// The Objective-C name of the iOS 27 scene delegate method.
    public static let selector = NSSelectorFromString("supportedInterfaceOrientationsForWindowScene:")

    /// True when the scene's delegate implements the method.
    public static func answers(for windowScene: UIWindowScene) -> Bool {
        (windowScene.delegate as? NSObject)?.responds(to: selector) ?? false
    }

    /// The scene delegate's answer for its scene, or `nil` when it does not
    /// implement the method.
    public static func answer(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask? {
        guard let delegate = windowScene.delegate as? NSObject, delegate.responds(to: selector) else { return nil }
        typealias Method = @convention(c) (AnyObject, Selector, UIWindowScene) -> UInt
        let implementation = unsafeBitCast(delegate.method(for: selector), to: Method.self)
        return UIInterfaceOrientationMask(rawValue: implementation(delegate, selector, windowScene))
    }
}
#endif
