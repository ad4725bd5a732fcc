/// A scene with several windows (rules 50-55): one interface orientation for
/// all of them, decided by the window UIKit asks.
extension UIKitModel {
    /// The window UIKit asks about orientation (rule 51): `nil` for the app's
    /// own window, else an extra window's id. Hidden windows (rule 53) and
    /// UIKit's own windows (rule 54) never decide.
    var orientationWindowID: String? {
        let candidates = extraWindows.filter { !$0.isHidden && !$0.isSystem }
        switch assumptions.sceneOrientationWindow {
        case .topmostVisible:
            // The app's window is at the normal level and was shown first.
            let top = candidates.max { lower, upper in
                (lower.level, lower.shownOrder) < (upper.level, upper.shownOrder)
            }
            guard let top, (top.level, top.shownOrder) > (0, 0) else { return nil }
            return top.id
        case .keyWindow:
            return candidates.filter(\.becomesKey).max { $0.shownOrder < $1.shownOrder }?.id
        }
    }

    /// The view controllers of the window UIKit asks about.
    var orientationWindow: ModelWindow {
        guard let id = orientationWindowID, let extra = extraWindows.first(where: { $0.id == id }) else {
            return window
        }
        return extra.content
    }

    /// Shows or hides an extra window; returns a problem or `nil`. UIKit
    /// then looks again: call ``orientationWindowDidChange()`` (rule 55).
    func setWindow(_ id: String, hidden: Bool) -> String? {
        guard let index = extraWindows.firstIndex(where: { $0.id == id }) else {
            return "\(hidden ? "hideWindow" : "showWindow"): no window '\(id)' is declared"
        }
        guard extraWindows[index].isHidden != hidden else {
            return "\(hidden ? "hideWindow" : "showWindow"): '\(id)' is already \(hidden ? "hidden" : "visible")"
        }
        extraWindows[index].isHidden = hidden
        if !hidden {
            extraWindows[index].shownOrder = (extraWindows.map(\.shownOrder).max() ?? 0) + 1
        }
        return nil
    }

    /// Rule 55: a window appearing or leaving makes UIKit ask the window now
    /// on top; the interface turns only when its mask excludes what is shown.
    func orientationWindowDidChange() {
        cite(50, 51, 55, for: .orientation)
        guard owner != lastOwner else { return }
        guard let mask = evaluateAndPublish(), !masksIgnored else { return }
        if !mask.contains(interfaceOrientation) { show(fallback(in: mask)) }
    }

    /// Replaces a view controller's overrides in every window (plain mode's
    /// `setPolicy`): each window keeps its own copy of the declarations.
    func setOverrides(_ overrides: ViewControllerOverrides, of id: String) {
        window.controllers[id]?.overrides = overrides
        for index in extraWindows.indices {
            extraWindows[index].content.controllers[id]?.overrides = overrides
        }
    }
}
