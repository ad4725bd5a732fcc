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
            return os < 13 && idiom == .phone && assumptions.sheetsAdaptToFullScreenOnPhoneBefore13 ? .fullScreen : style
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
    func owner(of window: ModelWindow) -> String {
        let chain = window.chain
        let presentations = window.settledPresentations
        var inWindow = Array(repeating: true, count: chain.count)
        let styles = presentations.map { effectiveStyle($0.style) }
        for (offset, style) in styles.enumerated()
        where presentations[offset].phase == .presented && removesPresentersView(style) {
            inWindow[offset] = false
        }
        var owner = inWindow.firstIndex(of: true) ?? chain.count - 1
        if assumptions.overFullScreen == .narrowsWhenSubset {
            var mask = supported(chain[owner], in: window)
            var next = owner + 1
            while next < chain.count, styles[next - 1] == .overFullScreen, presentations[next - 1].phase == .presented,
                  inWindow[next] {
                let candidate = supported(chain[next], in: window)
                if !candidate.isEmpty && mask.isStrictSuperset(of: candidate) {
                    owner = next
                    mask = candidate
                }
                next += 1
            }
        }
        return chain[owner]
    }

    private func supported(_ id: String, in window: ModelWindow) -> InterfaceOrientationMask {
        (window.controllers[id]?.supported(idiom: idiom) ?? idiom.defaultMask).intersection(deviceMask)
    }
}
