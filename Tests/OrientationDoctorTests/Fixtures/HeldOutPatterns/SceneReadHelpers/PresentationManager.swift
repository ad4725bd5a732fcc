import UIKit

final class PresentationManager {
    static let shared = PresentationManager()
    weak var window: UIWindow?

    // A banner's inset from its scene's orientation: the read is a site, its callers are listed with it.
    func enqueueBanner(_ text: String) {
        let landscape = window?.windowScene?.interfaceOrientation.isLandscape ?? false // expect: ORI-715
        print(text, landscape ? 8 : 44)
    }

    // Named for the orientation: it decides by it, and its calls are reported.
    func isLandscapeScene() -> Bool {
        window?.windowScene?.interfaceOrientation.isLandscape ?? false // expect: ORI-715
    }
}

final class DogsViewController: UIViewController {
    func saved() {
        PresentationManager.shared.enqueueBanner("Saved") // expect: caller
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if PresentationManager.shared.isLandscapeScene() { // expect: ORI-715
            view.layoutMargins = .zero
        }
    }
}
