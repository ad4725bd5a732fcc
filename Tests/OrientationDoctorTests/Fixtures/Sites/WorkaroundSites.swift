// What apps write around the orientation APIs, marked like SwiftSites.swift. Not compiled.
import AVFoundation
import SwiftUI
import UIKit

final class HeaderViewController: UIViewController {
    private var headerHeight: NSLayoutConstraint?

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if UIDevice.current.orientation.isLandscape { // expect: ORI-719
            headerHeight?.constant = 44
        }
        let device = UIDevice.current
        let isPortrait = device.orientation == .portrait // expect: ORI-719
        headerHeight?.isActive = isPortrait
    }

    @objc func deviceRotated(_ note: Notification) {
        let deviceOrientation = (note.object as? UIDevice)?.orientation ?? .unknown // expect: ORI-719
        if deviceOrientation.isLandscape { // expect: ORI-719
            UIDevice.current.beginGeneratingDeviceOrientationNotifications() // expect: ORI-716
        }
        UIDevice.current.endGeneratingDeviceOrientationNotifications() // expect: ORI-716
    }

    func forceRequery() {
        let dummy = UIViewController()
        present(dummy, animated: false) { // expect: ORI-721
            dummy.dismiss(animated: false)
        }
    }

    func rotatePlayer(_ playerView: UIView, to orientation: UIDeviceOrientation) {
        let angle: CGFloat = orientation == .landscapeLeft ? .pi / 2 : -.pi / 2
        playerView.transform = CGAffineTransform(rotationAngle: angle) // expect: ORI-722
    }

    func requestByName() {
        let preferences: AnyClass? = NSClassFromString("UIWindowSceneGeometryPreferencesIOS") // expect: ORI-711
        print(preferences as Any)
        if #available(iOS 16.0, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { _ in } // expect: ORI-711 ORI-725
        }
    }

    @objc func showFullScreenPlayer() {
        let window = UIWindow(windowScene: view.window!.windowScene!) // expect: ORI-717
        window.rootViewController = FullScreenPlayerController()
        window.makeKeyAndVisible()
    }
}

final class FullScreenPlayerController: UIViewController {}

extension UIDevice {
    static var isLandscapeNow: Bool { current.orientation.isLandscape } // expect: ORI-719
}

extension UIViewController {
    static func swizzleOrientation() {
        guard let original = class_getInstanceMethod(self, #selector(getter: supportedInterfaceOrientations)),
            let swizzled = class_getInstanceMethod(self, #selector(getter: swizzledOrientations))
        else { return }
        method_exchangeImplementations(original, swizzled) // expect: ORI-720
    }

    @objc var swizzledOrientations: UIInterfaceOrientationMask { .portrait }
}

final class WrongSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-723
        .all
    }
}

final class TabletAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: ORI-705
        window!.rootViewController?.supportedInterfaceOrientations ?? .all // expect: ORI-724
    }
}

final class LockedRotationFollower {
    private let motion = CMMotionManager()
    private(set) var deviceOrientation: UIDeviceOrientation = .portrait

    func start() {
        motion.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in // expect: ORI-728
            guard let gravity = motion?.gravity else { return }
            self?.deviceOrientation = abs(gravity.x) > abs(gravity.y) ? .landscapeLeft : .portrait
        }
    }
}

final class FullScreenButtonController: UIViewController {
    func turnToLandscape() {
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") // expect: ORI-709
    }

    @objc func fullScreenTapped() {
        turnToLandscape() // expect: ORI-734
    }
}

// A camera's connection turned from the device's orientation: the device was right, so a note naming iOS 17's
// rotation coordinator, and each call of the helper is a helper call.
final class CameraController: NSObject {
    let output = AVCapturePhotoOutput()

    func capture() {
        updateConnectionOrientation() // expect: caller
    }

    func updateConnectionOrientation() {
        let connection = output.connection(with: .video)
        connection?.videoOrientation = AVCaptureVideoOrientation(rawValue: UIDevice.current.orientation.rawValue) ?? .portrait // expect: ORI-736
    }
}

// A toast window asks the application for the app delegate's answer, deprecated in iOS 27.
final class ToastWindow: UIWindow {
    var followsEveryOrientation: Bool {
        UIApplication.shared.supportedInterfaceOrientations(for: self) == .all // expect: ORI-737
    }
}
