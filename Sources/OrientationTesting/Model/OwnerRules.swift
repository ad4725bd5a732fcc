/// Which view controller UIKit asks for a window (rules 5-7), under the
/// model's ``UIKitAssumptions``.
struct OwnerRules {
    /// The idiom (popovers and sheets adapt in compact width).
    var idiom: Idiom
    /// The iOS major version (sheets before 13, `.automatic`).
    var os: Int
    /// The choices for uncertain rules.
    var assumptions: UIKitAssumptions
    /// What the device can show (rule 4), to compare masks.
    var deviceMask: InterfaceOrientationMask

    /// The style after adaptation (rule 7): `.automatic` is a page sheet from
    /// iOS 13 (full screen before); sheets below 13 and popovers on a phone
    /// adapt to full screen, per the assumptions.
    func effectiveStyle(_ style: PresentationStyle) -> PresentationStyle {
        switch style {
        case .automatic:
            return os >= 13 ? .pageSheet : .fullScreen
        case .pageSheet, .formSheet:
            return os < 13 && idiom == .phone && assumptions.sheetsAdaptToFullScreenOnPhoneBefore13
                ? .fullScreen : style
        case .popover:
            return idiom == .phone && assumptions.popoverAdaptsToFullScreenOnPhone ? .fullScreen : style
        default:
            return style
        }
    }

    /// True when presenting with this (effective) style removes the
    /// presenter's views from the window (rules 6-7).
    func removesPresentersView(_ style: PresentationStyle) -> Bool {
        switch style {
        case .fullScreen: true
        case .overFullScreen: assumptions.overFullScreen == .presentedOwns
        case .currentContext, .overCurrentContext: assumptions.currentContext == .presentedOwns
        case .custom: assumptions.customRemovesPresentersView
        case .pageSheet, .formSheet, .popover, .automatic: false
        }
    }

    /// The owner: the first controller of the chain whose view is still in
    /// the window (rule 6); then, with ``UIKitAssumptions/OverFullScreenOwnership/narrowsWhenSubset``,
    /// each `.overFullScreen` controller directly above it whose mask is a
    /// strict subset of the owner's takes over (the article's observations).
    /// During a transition the presenter keeps its views: a controller being
    /// presented owns nothing yet, and one being dismissed is already left
    /// out (the walk stops at its presenter).
    ///
    /// With `afterTransitions`, the owner once every transition in progress
    /// has ended (presented controllers settled, dismissed ones gone), as for
    /// a copy of the window after ``ModelWindow/finishTransitions()``.
    /// One pass over the presentations, without copying them: a step over
    /// a deep chain asks this several times.
    func owner(of window: ModelWindow, afterTransitions: Bool = false) -> String {
        // The chain is the root, then each presentation not being dismissed;
        // a controller's view leaves the window when the presentation just
        // above it is settled and removes the presenter's view.
        let presentations = window.presentations
        var owner = window.root
        var above = next(after: -1, in: presentations)
        while above < presentations.count {
            let presentation = presentations[above]
            guard
                settled(presentation, afterTransitions)
                    && removesPresentersView(effectiveStyle(presentation.style))
            else { break }
            owner = presentation.screen
            above = next(after: above, in: presentations)
        }
        guard assumptions.overFullScreen == .narrowsWhenSubset else { return owner }
        // Each `.overFullScreen` controller directly above whose mask is a
        // strict subset takes over, while it stays in the window.
        var mask = supported(owner, in: window)
        while above < presentations.count {
            let presentation = presentations[above]
            guard effectiveStyle(presentation.style) == .overFullScreen, settled(presentation, afterTransitions)
            else { break }
            let following = next(after: above, in: presentations)
            if following < presentations.count, settled(presentations[following], afterTransitions),
                removesPresentersView(effectiveStyle(presentations[following].style))
            {
                break
            }
            let candidate = supported(presentation.screen, in: window)
            if !candidate.isEmpty && mask.isStrictSuperset(of: candidate) {
                owner = presentation.screen
                mask = candidate
            }
            above = following
        }
        return owner
    }

    /// The index of the first presentation after `index` not being dismissed
    /// (`presentations.count` when there is none).
    private func next(after index: Int, in presentations: [ModelPresentation]) -> Int {
        var candidate = index + 1
        while candidate < presentations.count && presentations[candidate].phase == .dismissing { candidate += 1 }
        return candidate
    }

    /// True when a presentation counts as finished: it is, or every
    /// transition is taken as ended.
    private func settled(_ presentation: ModelPresentation, _ afterTransitions: Bool) -> Bool {
        afterTransitions || presentation.phase == .presented
    }

    private func supported(_ id: String, in window: ModelWindow) -> InterfaceOrientationMask {
        (window.controllers[id]?.supported(idiom: idiom) ?? idiom.defaultMask).intersection(deviceMask)
    }
}
