#if canImport(UIKit) && os(iOS)
import ObjectiveC
import UIKit

/// The key of the associated policy box. Only its address is used.
nonisolated(unsafe) private var orientationPolicyKey: UInt8 = 0

/// Holds a policy as an Objective-C associated object.
private final class OrientationPolicyBox: NSObject {
    let policy: OrientationPolicy
    init(_ policy: OrientationPolicy) { self.policy = policy }
}

extension UIViewController {
    /// What orientations this screen allows, or `nil` (the default): the
    /// screen is transparent and its container or presenter decides.
    ///
    /// Set it in `init` or `viewDidLoad`; nothing to subclass. On one of
    /// UIKit's containers it counts, but a tab switch or page turn in it is
    /// seen late (`ORI-307`): give it to the screens inside instead. Setting it on
    /// a visible screen re-evaluates the window at once, rotating if the
    /// current orientation is no longer allowed. The app delegate must answer
    /// `application(_:supportedInterfaceOrientationsFor:)` with
    /// ``OrientationManager/supportedInterfaceOrientations(for:)-(UIWindow?)``.
    ///
    /// ```swift
    /// final class PlayerViewController: UIViewController {
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         orientationPolicy = .remembered("player", supported: [.portrait, .landscape])
    ///     }
    /// }
    /// ```
    @MainActor
    public var orientationPolicy: OrientationPolicy? {
        get {
            (objc_getAssociatedObject(self, &orientationPolicyKey) as? OrientationPolicyBox)?.policy
        }
        set {
            let old = orientationPolicy
            objc_setAssociatedObject(
                self, &orientationPolicyKey, newValue.map(OrientationPolicyBox.init),
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            OrientationManager.shared.driver.policyDidChange(on: self, from: old)
        }
    }
}
#endif
