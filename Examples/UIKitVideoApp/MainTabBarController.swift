#if canImport(UIKit)
import OrientationKit
import UIKit

/// Four tabs, each a navigation stack. The opt-in forwarding containers make
/// the status bar follow the player; orientation would work with plain
/// `UITabBarController` and `UINavigationController` too.
final class MainTabBarController: OrientationTabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let titles = ["Home", "Shows", "Downloads", "Me"]
        viewControllers = titles.enumerated().map { index, title in
            let list = HomeListViewController(section: title)
            let navigation = OrientationNavigationController(rootViewController: list)
            navigation.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
            return navigation
        }
    }
}
#endif
