import UIKit

final class SearchViewController: UIViewController {
    let card = CardView()

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard UIDevice.current.portraitOrLandscape else { return } // expect: ORI-719
        if card.isLandscapeShaped { view.setNeedsLayout() }
    }
}
