#if canImport(UIKit) && os(iOS)
import UIKit

extension ScreenTreeSnapshot {
    /// Rule 6: the root, or the first presented controller whose presenter's
    /// view left the window: the controller UIKit asks now. Its mask always
    /// counts, UIKit's defaults included: UIKit intersects it with the app
    /// delegate's answer (rule 16), and on iPhone the default leaves out
    /// portraitUpsideDown (rule 9).
    static func currentOwner(root: UIViewController) -> UIViewController {
        var owner = root
        var steps = 0
        while owner.viewIfLoaded?.window == nil, let next = owner.presentedViewController, steps < maximumDepth {
            owner = next
            steps += 1
        }
        return owner
    }

    /// Rule 39: the controller UIKit asks once the transition in progress
    /// ends. Along the presented chain (a controller being dismissed and
    /// what it presents are left out), a settled presentation owns when its
    /// presenter's view left the window; one being presented owns when its
    /// style will remove the presenter's views: full screen, a custom
    /// presentation whose controller says so, or a sheet or popover that
    /// adapts to full screen in these traits (rule 7). A controller presented
    /// `overFullScreen` whose own mask is a strict subset of the owner's
    /// takes over too, as observed (rule 7,
    /// `UIKitAssumptions.overFullScreen`'s default): letting it decide is
    /// safe under either reading, since its mask is inside the owner's.
    static func settledOwner(root: UIViewController, traits: UITraitCollection) -> UIViewController {
        var owner = root
        var presenter = root
        var steps = 0
        while let presented = presenter.presentedViewController, steps < maximumDepth {
            steps += 1
            if presented.isBeingDismissed { break }
            if removesPresentersView(presented, presenter: presenter, traits: traits) {
                owner = presented
            } else if presented.modalPresentationStyle == .overFullScreen, let own = mask(of: presented),
                let current = mask(of: owner), current.isStrictSuperset(of: own)
            {
                owner = presented
            }
            presenter = presented
        }
        return owner
    }

    private static func removesPresentersView(
        _ presented: UIViewController, presenter: UIViewController,
        traits: UITraitCollection
    ) -> Bool {
        guard presented.isBeingPresented else { return presenter.viewIfLoaded?.window == nil }
        switch presented.modalPresentationStyle {
        case .fullScreen:
            return true
        case .custom:
            return presented.presentationController?.shouldRemovePresentersView ?? false
        case .popover, .pageSheet, .formSheet, .automatic:
            return presented.presentationController?.adaptivePresentationStyle(for: traits) == .fullScreen
        default:
            return false
        }
    }
}
#endif
