import OrientationCore

extension WindowSnapshot {
    /// Rule 6: the root, or the first presented controller whose presenter's
    /// view left the window: the controller UIKit asks now.
    static func currentOwner(root: Controller, platform: Platform) -> Controller {
        var owner = root
        var steps = 0
        while platform.window(of: owner) == nil, let next = platform.presented(by: owner), steps < maximumDepth {
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
    /// adapts to full screen in these traits (rule 7). A controller
    /// presented `overFullScreen` whose own mask is a strict subset of the
    /// owner's takes over too (rule 7).
    ///
    /// With `stoppingAtFirstKeeper`, the other reading of rule 6: the walk
    /// ends at the first sheet, popover or custom presentation that keeps
    /// its presenter's view, so nothing presented above it owns, even where
    /// a presentation above took the views beneath out of the window.
    static func settledOwner(
        root: Controller, window: Platform.Window, platform: Platform, stoppingAtFirstKeeper: Bool = false
    ) -> Controller {
        var owner = root
        var presenter = root
        var steps = 0
        while let presented = platform.presented(by: presenter), steps < maximumDepth {
            steps += 1
            let facts = platform.presentation(of: presented, in: window)
            if facts.isBeingDismissed || (stoppingAtFirstKeeper && keepsPresentersView(facts)) { break }
            if removesPresentersView(facts, presenter: presenter, platform: platform) {
                owner = presented
            } else if facts.style == .overFullScreen, let own = mask(of: presented, platform: platform),
                let current = mask(of: owner, platform: platform), current.isStrictSuperset(of: own)
            {
                owner = presented
            }
            presenter = presented
        }
        return owner
    }

    /// A sheet or popover that does not adapt to full screen, or a custom
    /// presentation that keeps the presenter's views: its presenter's view
    /// stays beneath it (rule 7).
    private static func keepsPresentersView(_ facts: PresentationFacts) -> Bool {
        switch facts.style {
        case .popover, .pageSheet, .formSheet, .automatic: !facts.adaptsToFullScreen
        case .custom: !facts.removesPresentersView
        default: false
        }
    }

    private static func removesPresentersView(
        _ facts: PresentationFacts, presenter: Controller, platform: Platform
    ) -> Bool {
        guard facts.isBeingPresented else { return platform.window(of: presenter) == nil }
        switch facts.style {
        case .fullScreen: return true
        case .custom: return facts.removesPresentersView
        case .popover, .pageSheet, .formSheet, .automatic: return facts.adaptsToFullScreen
        default: return false
        }
    }
}
