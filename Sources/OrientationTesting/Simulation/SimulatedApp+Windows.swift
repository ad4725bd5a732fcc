/// The scene's other windows (rules 50-55) in the simulated app.
extension SimulatedApp {
    /// The extra windows built from declarations, and what was wrong with
    /// them. Each window holds its own copy of the declared controllers.
    static func makeExtraWindows(
        _ declarations: [WindowDeclaration], from app: ModelWindow
    )
        -> (windows: [ModelExtraWindow], notes: [String])
    {
        var windows: [ModelExtraWindow] = []
        var notes: [String] = []
        let appHierarchy = app.hierarchy
        var used: Set<String> = []
        for declaration in declarations {
            guard !windows.contains(where: { $0.id == declaration.id }) else {
                notes.append("window '\(declaration.id)' is declared twice; the first declaration is used")
                continue
            }
            guard app.controllers[declaration.root] != nil, !appHierarchy.contains(declaration.root),
                used.insert(declaration.root).inserted
            else {
                notes.append(
                    "window '\(declaration.id)': its root '\(declaration.root)' is not a free declared screen; the window is ignored"
                )
                continue
            }
            let order = declaration.hidden ? 0 : windows.count + 1
            windows.append(
                ModelExtraWindow(
                    id: declaration.id, level: declaration.level, isHidden: declaration.hidden,
                    becomesKey: declaration.key, isSystem: declaration.system, shownOrder: order,
                    content: ModelWindow(controllers: app.controllers, root: declaration.root)))
        }
        return (windows, notes)
    }

    /// Shows an extra window.
    @discardableResult
    public func showWindow(_ id: String, line: Int = 0) -> StepRecord {
        step("showWindow \(id)", line: line) { windowVisibilityChanged(id, hidden: false) }
    }

    /// Hides an extra window.
    @discardableResult
    public func hideWindow(_ id: String, line: Int = 0) -> StepRecord {
        step("hideWindow \(id)", line: line) { windowVisibilityChanged(id, hidden: true) }
    }

    /// UIKit asks the app delegate about the window now on top (rules 51-52,
    /// 55). The library answers every window of the scene from the engine
    /// of the app's own window, told the mask of the controller UIKit asks
    /// (rule 16): other windows never decide and never request a rotation.
    private func windowVisibilityChanged(_ id: String, hidden: Bool) {
        if let problem = model.setWindow(id, hidden: hidden) {
            stepNotes.append(problem)
            return
        }
        if runShipped({ $0.windowVisibilityChanged() }) { return }
        model.orientationWindowDidChange()
    }
}
