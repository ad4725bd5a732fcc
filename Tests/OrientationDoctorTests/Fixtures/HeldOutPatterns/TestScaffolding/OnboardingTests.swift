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
}

final class OnboardingViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: ORI-701
}
