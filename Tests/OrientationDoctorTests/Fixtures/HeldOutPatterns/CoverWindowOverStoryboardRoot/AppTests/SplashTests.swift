import UIKit
import XCTest

// A test's window rooted in a controller that answers nothing is no main window of the app's: the
// screens beneath the cover still answer (DuckDuckGo's tests).
final class SplashTests: XCTestCase {
    var window: UIWindow?

    func testSplash() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PlainHostController()
        window?.makeKeyAndVisible()
    }
}

final class PlainHostController: UIViewController {}
