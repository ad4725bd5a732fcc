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
    /// Set it in `init` or `viewDidLoad`; nothing to subclass. Setting it on
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
            if newValue != nil {
                OrientationProbeViewController.install(in: self)
            } else {
                OrientationProbeViewController.remove(from: self)
            }
            if old != newValue {
                for diagnostic in newValue?.diagnostics ?? [] {
                    OrientationManager.shared.report(diagnostic)
                }
                OrientationManager.shared.setNeedsUpdate(for: self)
            }
        }
    }
}
#endif
