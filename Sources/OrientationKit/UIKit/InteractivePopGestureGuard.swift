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
    private weak var navigationController: UINavigationController?
    /// The pop recognizers wired to wait for this one (the driver's `PopGestureWiring`).
    private var wiring = PopGestureWiring<UIGestureRecognizer>()

    private init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    /// Guards the pop gestures of a navigation controller: adds the guard
    /// to its view once, and wires any pop recognizer not wired yet (the
    /// content pop recognizer may appear later).
    @MainActor
    static func install(on navigation: UINavigationController) {
        guard let view = navigation.viewIfLoaded else { return }
        let existing = view.gestureRecognizers?.lazy.compactMap { $0 as? InteractivePopGestureGuard }.first
        let guardRecognizer = existing ?? InteractivePopGestureGuard(navigationController: navigation)
        if existing == nil { view.addGestureRecognizer(guardRecognizer) }
        for recognizer in popRecognizers(of: navigation)
        where guardRecognizer.wiring.needsWiring(recognizer, to: guardRecognizer) {
            recognizer.require(toFail: guardRecognizer)
        }
    }

    /// The edge pop recognizer and, from iOS 26, the content pop recognizer.
    @MainActor
    private static func popRecognizers(of navigation: UINavigationController) -> [UIGestureRecognizer] {
        var recognizers: [UIGestureRecognizer] = []
        if let edge = navigation.interactivePopGestureRecognizer { recognizers.append(edge) }
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let content = navigation.interactiveContentPopGestureRecognizer {
            recognizers.append(content)
        }
        #endif
        return recognizers
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if let navigation = navigationController, OrientationManager.shared.driver.popWouldRotate(navigation) {
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
