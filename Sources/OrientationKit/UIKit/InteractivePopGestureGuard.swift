#if canImport(UIKit) && os(iOS)
import ObjectiveC
import UIKit

/// The key of the guard retained by its navigation controller.
nonisolated(unsafe) private var popGestureGuardKey: UInt8 = 0

/// Stands between a navigation controller's interactive pop gesture and its
/// delegate (UIKit's own, or the app's). It forwards every delegate call to
/// that original delegate and adds one veto: the gesture does not begin when
/// popping would rotate the interface, as predicted by the engine on the
/// window's snapshot with the top screen popped.
///
/// The navigation controller retains the guard (the gesture's delegate is
/// weak); the guard holds the original delegate and the navigation
/// controller weakly. If the app replaces the gesture's delegate later, the
/// next snapshot wraps the new one.
final class InteractivePopGestureGuard: NSObject, UIGestureRecognizerDelegate {
    // Read from the nonisolated Objective-C forwarding hooks; written only on
    // the main actor when the guard is made.
    nonisolated(unsafe) private weak var original: (any UIGestureRecognizerDelegate)?
    private weak var navigationController: UINavigationController?

    private init(original: (any UIGestureRecognizerDelegate)?, navigationController: UINavigationController) {
        self.original = original
        self.navigationController = navigationController
        super.init()
    }

    /// Wraps the pop gesture's delegate of each navigation controller that
    /// is not wrapped yet.
    @MainActor
    static func install(on navigationControllers: [UINavigationController]) {
        for navigation in navigationControllers {
            guard let gesture = navigation.interactivePopGestureRecognizer,
                  !(gesture.delegate is InteractivePopGestureGuard) else { continue }
            let wrapper = InteractivePopGestureGuard(original: gesture.delegate, navigationController: navigation)
            objc_setAssociatedObject(navigation, &popGestureGuardKey, wrapper, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            gesture.delegate = wrapper
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let navigation = navigationController,
           OrientationManager.shared.popWouldRotate(navigation) {
            return false
        }
        if let original, original.responds(to: #selector(gestureRecognizerShouldBegin(_:))) {
            return original.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
        }
        return (navigationController?.viewControllers.count ?? 0) > 1
    }

    override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return original?.responds(to: aSelector) ?? false
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let original, original.responds(to: aSelector) { return original }
        return super.forwardingTarget(for: aSelector)
    }
}

extension OrientationManager {
    /// True when popping `navigation`'s top screen would leave the interface
    /// in another orientation than it shows now.
    func popWouldRotate(_ navigation: UINavigationController) -> Bool {
        guard let window = navigation.viewIfLoaded?.window else { return false }
        // Commands (if the snapshot changed) wait for the next turn: UIKit is
        // deciding whether a gesture begins.
        refresh(window, executeNow: false)
        let session = session(for: window)
        guard let current = session.engine.currentOrientation,
              let tree = session.lastTree,
              let popped = tree.poppingTop(of: ScreenTreeSnapshot.id(of: navigation)) else { return false }
        return session.engine.predictedOrientation(after: popped) != current
    }
}
#endif
