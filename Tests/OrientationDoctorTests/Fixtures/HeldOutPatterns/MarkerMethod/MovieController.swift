import UIKit

// A marker in a file that says nothing else about rotation.
final class MovieController: UIViewController {}

extension MovieController {
    @objc func canRotate() {} // expect: ORI-706
}
