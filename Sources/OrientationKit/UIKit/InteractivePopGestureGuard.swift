#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Keeps a navigation controller's interactive pop gestures from beginning
/// when popping would turn the interface, as predicted by the engine on the
/// scene's snapshot with the top screen popped.
///
/// It never touches the gestures' delegates (UIKit's own, or the app's):
/// apps that compare `interactivePopGestureRecognizer.delegate` with their
/// own objects keep working, and no proxy can be left answering for a freed
/// delegate (UIKIT rule 58). Instead it is a recognizer of its own on the
/// navigation controller's view that the pop gestures must see fail first
/// (`require(toFail:)`, rule 59), the edge pop and, from iOS 26, the
/// content pop. On each touch it decides at once: it fails (the pop may
/// begin, with no delay) or it recognizes (the pop fails). It prevents no
/// other recognizer, cannot be prevented, and leaves touches alone.
final class InteractivePopGestureGuard: UIGestureRecognizer {
    private weak var navigation: UIViewController?

    /// A guard for a navigation controller's pop gestures; where it goes
    /// and which recognizers wait for it is the driver's
    /// (`OrientationDriver.guardPopGestures(of:)`, `PopGestureWiring`).
    init(navigation: UIViewController) {
        self.navigation = navigation
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if let navigation, OrientationManager.shared.driver.popWouldRotate(navigation) {
            state = .recognized
        } else {
            state = .failed
        }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
#endif
