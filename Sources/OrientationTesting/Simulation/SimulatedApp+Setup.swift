extension SimulatedApp {
    /// The window built from declarations, and what was wrong with them.
    struct Setup {
        var window: ModelWindow
        var notes: [String]
    }

    /// Builds the view controllers: each declared once, each child given to
    /// the first container that lists it. A view controller's overrides are
    /// the `overrides:` argument's, else the declaration's, else (plain mode)
    /// the policy's. Problems become notes, never traps.
    static func makeWindow(
        screens: [ScreenDeclaration], root: String, library: Bool,
        overrides: [String: ViewControllerOverrides]
    ) -> Setup {
        var notes: [String] = []
        var controllers: [String: ModelViewController] = [:]
        for declaration in screens {
            guard controllers[declaration.id] == nil else {
                notes.append("screen '\(declaration.id)' is declared twice; the first declaration is used")
                continue
            }
            var vc = ModelViewController(id: declaration.id, kind: declaration.kind)
            vc.shown = declaration.visible
            if let own = overrides[declaration.id] {
                vc.overrides = own
            } else if let declared = declaration.overrides {
                vc.overrides = declared
            } else if !library {
                let plain = plainOverrides(for: declaration.policy)
                vc.overrides = plain
                if declaration.policy?.matchesPresenting == true {
                    notes.append(
                        "'\(declaration.id)': matchPresenting has no plain-UIKit meaning; the view controller keeps UIKit's defaults"
                    )
                }
            }
            controllers[declaration.id] = vc
        }
        if controllers[root] == nil {
            notes.append("the root '\(root)' is not declared; an empty view controller stands in")
            controllers[root] = ModelViewController(id: root, kind: .plain)
        }
        var claimed: Set<String> = [root]
        var seen: Set<String> = []
        for declaration in screens where seen.insert(declaration.id).inserted {
            for child in declaration.children {
                if controllers[child] == nil {
                    notes.append("'\(declaration.id)' lists '\(child)', which is not declared; ignored")
                } else if !claimed.insert(child).inserted {
                    notes.append("'\(declaration.id)' lists '\(child)', which already has a parent; ignored")
                } else {
                    controllers[declaration.id]?.children.append(child)
                }
            }
        }
        return Setup(window: ModelWindow(controllers: controllers, root: root), notes: notes)
    }

    /// Plain mode: a policy as the view controller's own overrides. The
    /// supported mask is the policy's; the preferred orientation for
    /// presentation is its lock, else its preferred orientation;
    /// `matchPresenting` (and no policy) leave UIKit's defaults.
    static func plainOverrides(for policy: OrientationPolicy?) -> ViewControllerOverrides {
        guard let policy, !policy.matchesPresenting else { return ViewControllerOverrides() }
        return ViewControllerOverrides(
            supported: policy.supported,
            preferredForPresentation: policy.locked ?? policy.preferred)
    }
}
