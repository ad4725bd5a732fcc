// Code that looks like the workarounds but is not orientation: nothing here
// may be reported. Not compiled.
import AVFoundation
import UIKit

final class ToastPresenter {
    private var toastWindow: UIWindow?

    func show(_ message: String, in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene)
        window.windowLevel = .alert + 1
        window.rootViewController = UIViewController()
        window.isHidden = false
        toastWindow = window
    }
}

final class Spinner: UIView {
    func spin() {
        UIView.animate(withDuration: 0.3) {
            self.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
    }
}

final class DocumentWindowController: UIViewController {
    func resize() {
        if #available(iOS 16.0, *) {
            view.window?.windowScene?.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 800, height: 600)))
            let preferences = UIWindowScene.GeometryPreferences.Mac(systemFrame: .zero)
            view.window?.windowScene?.requestGeometryUpdate(preferences)
        }
    }

    func showAlert() {
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
        dismiss(animated: true)
    }
}

extension UIViewController {
    static func swizzleAppearance() {
        guard let original = class_getInstanceMethod(self, #selector(viewWillAppear(_:))),
            let swizzled = class_getInstanceMethod(self, #selector(tracked_viewWillAppear(_:)))
        else { return }
        method_exchangeImplementations(original, swizzled)
    }

    @objc func tracked_viewWillAppear(_ animated: Bool) {}
}

final class Downloader {
    let lock = NSLock()
    func fetch() {
        lock.lock()
        defer { lock.unlock() }
    }
}

/// A circle shown under each touch for demos: a window with no root that is never made key, however
/// much the code around it talks of rotation (GoMap's touch windows).
final class TouchCircles {
    private var circles: [UIWindow] = []

    func show(at point: CGPoint, in scene: UIWindowScene) {
        // Translate the point in case the screen is rotated.
        let circle = UIWindow(windowScene: scene)
        circle.frame = CGRect(x: point.x - 20, y: point.y - 20, width: 40, height: 40)
        circle.windowLevel = .statusBar
        circle.isHidden = false
        circle.layer.setAffineTransform(CGAffineTransform(rotationAngle: -.pi / 4))
        circles.append(circle)
    }
}
