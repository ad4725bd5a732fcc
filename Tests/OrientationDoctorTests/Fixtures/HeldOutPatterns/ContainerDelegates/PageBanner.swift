import SwiftUI
import UIKit

struct PageBanner: UIViewControllerRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: UIPageViewController, context: Context) {}

    final class Coordinator: NSObject, UIPageViewControllerDelegate {
        func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask { // expect: ORI-701
            .portrait
        }

        func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation { // expect: ORI-703
            .portrait
        }

        // Not UIKit's: a helper of the same name with two parameters.
        func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController, fallback: Int) -> Int {
            fallback
        }
    }
}

final class TabsDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { // expect: ORI-704
        tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

/// The split view controller's delegate spelling (Brave's playlist).
final class PlaylistSplitDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { // expect: ORI-701
        .allButUpsideDown
    }

    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation { // expect: ORI-703
        .portrait
    }
}
