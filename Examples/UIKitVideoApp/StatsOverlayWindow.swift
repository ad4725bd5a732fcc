#if canImport(UIKit)
import OrientationKit
import UIKit

/// A frame-rate HUD as an analytics or debugging SDK ships it: a window of
/// its own above the app (`.alert + 1`), letting touches through, with a
/// root view controller the app does not own.
///
/// UIKit asks the topmost visible window about the scene's orientation
/// (UIKit rules 50-52), so it asks the app delegate about this window. The
/// manager answers for the whole scene from the app's own window: the HUD's
/// landscape policy never decides, and the portrait list stays portrait.
final class StatsOverlayWindow: UIWindow {
    /// Shows the HUD above `appWindow`, in its scene (`nil` while the app
    /// window is in none).
    static func show(above appWindow: UIWindow) -> StatsOverlayWindow? {
        guard let scene = appWindow.windowScene else { return nil }
        let overlay = StatsOverlayWindow(windowScene: scene)
        overlay.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
        overlay.rootViewController = StatsHUDViewController()
        overlay.isHidden = false
        return overlay
    }

    /// Touches on the HUD's empty area reach the app below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === rootViewController?.view ? nil : hit
    }
}

/// The HUD's screen: a small label in a corner. Its authors wanted
/// landscape; in this scene that never moves the app.
final class StatsHUDViewController: UIViewController {
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        orientationPolicy = .landscape
        view.backgroundColor = .clear
        label.text = "60 fps"
        label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -4),
        ])
    }
}
#endif
