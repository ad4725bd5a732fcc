import UIKit
import XCTest

@testable import App

final class OnboardingTests: XCTestCase {
    func testShowsTheDialog() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = OnboardingViewController()
        window.makeKeyAndVisible()
        XCTAssertNotNil(window.rootViewController)
    }

    func testFollowsTheDevice() {
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        XCTAssertTrue(UIDevice.current.orientation.isValidInterfaceOrientation)
    }
}

/// A test double: test code ships in no app, so its override is no finding either.
final class OnboardingViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
