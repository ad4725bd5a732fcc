/// The simulated driver of library mode: it feeds the engine what the UIKit
/// driver would and executes each command through
/// ``OrientationCommand/platformCalls(osMajorVersion:)``, call by call.
extension SimulatedApp {
    /// Launch: the engine learns the device orientation and the screens
    /// first (the app delegate is asked while UIKit launches), then UIKit
    /// launches, then the engine's commands run.
    func launch() {
        step("start", line: 0) {
            if runShipped({ $0.launch() }) { return }
            guard engine != nil else {
                model.launch()
                return
            }
            if let note = app.authority.diagnostic(osMajorVersion: device.os) { stepNotes.append(note.description) }
            _ = send(.sceneChanged(model.scene.conditions))
            if model.rotationLocked {
                // Rule 56: the lock's portrait is all UIDevice reports.
                _ = send(.deviceRotated(.portrait))
                if app.reportsRotationLock { _ = send(.deviceRotationLockChanged(true)) }
            } else {
                _ = send(.deviceRotated(physicalOrientation))
            }
            syncOwnerMask()
            let commands = sendScreens()
            model.launch()
            execute(commands)
            feedback()
        }
    }

    /// A hierarchy change. A presentation or dismissal is a transition: the
    /// engine hears about it when it starts (the presented screen in phase
    /// `presenting`, the dismissed one `dismissing`) and its commands run
    /// while UIKit still asks the old owner (rule 6); then the transition
    /// ends, UIKit re-resolves (rule 21) and the engine sees the settled
    /// screens. Pushes, pops and tab switches are reported once.
    func hierarchyChanged(_ change: HierarchyChange) {
        if runShipped({ $0.hierarchyChanged(change) }) { return }
        guard engine != nil else {
            model.window.finishTransitions()
            model.hierarchyDidChange(change)
            return
        }
        if change != .containment {
            syncOwnerMask()
            execute(sendScreens())
            model.window.finishTransitions()
            model.hierarchyDidChange(change)
        }
        syncOwnerMask()
        execute(sendScreens())
        feedback()
    }

    /// Runs `body` with the shipped driver's bridge when it drives library
    /// mode; false when the simulated driver (or none) runs.
    func runShipped(_ body: @MainActor (ShippedDriverBridge) -> Void) -> Bool {
        guard let shipped else { return false }
        runOnMainActor { body(shipped) }
        return true
    }

    /// Sends an event to the engine and keeps its diagnostics.
    func send(_ event: OrientationEvent) -> [OrientationCommand] {
        guard let engine else { return [] }
        let believed = engine.currentOrientation
        let commands = engine.handle(event)
        return received(commands, for: event.decisionName, believed: believed)
    }

    /// Tells the engine the screens changed, editing the tree it holds in place.
    func send(editing edit: (inout ScreenTree) -> Void) -> [OrientationCommand] {
        guard let engine else { return [] }
        let believed = engine.currentOrientation
        let commands = engine.handleScreensEdit(edit)
        return received(commands, for: OrientationEvent.screensChanged(ScreenTree()).decisionName, believed: believed)
    }

    /// Keeps what the engine said about an event it handled.
    private func received(
        _ commands: [OrientationCommand], for event: String, believed: InterfaceOrientation?
    ) -> [OrientationCommand] {
        guard let engine else { return commands }
        lastDecision = EngineDecision(
            event: event, appActive: engine.isActive,
            duringInteractiveTransition: engine.isInteractiveTransitionInProgress)
        lastDecision.believedBefore = believed
        for note in engine.diagnostics.map(\.description) where !stepNotes.contains(note) {
            stepNotes.append(note)
        }
        noteRotations(of: engine)
        return commands
    }

    /// Executes commands call by call; geometry errors go back to the engine.
    func execute(_ commands: [OrientationCommand]) {
        guard !commands.isEmpty else { return }
        var decision = lastDecision
        decision.orientationBefore = model.interfaceOrientation
        let index = stepDecisions.count
        stepDecisions.append(decision)
        for command in commands {
            let calls = command.platformCalls(osMajorVersion: device.os)
            stepDecisions[index].calls += calls
            stepDecisions[index].idleCalls += execute(calls)
        }
        stepDecisions[index].orientationAfter = model.interfaceOrientation
    }

    /// Executes calls against the model; returns the ones that changed
    /// nothing there (the same mask published, no turn, no error, no lock
    /// preference read differently).
    @discardableResult
    func execute(_ calls: [PlatformCall]) -> [PlatformCall] {
        var idle: [PlatformCall] = []
        for call in calls {
            stepCalls.append(call)
            let before = (model.interfaceOrientation, model.publishedMask, model.orientationLockHeld)
            let error = model.perform(call)
            if error == nil, before == (model.interfaceOrientation, model.publishedMask, model.orientationLockHeld) {
                idle.append(call)
            }
            if let error, engine != nil {
                _ = send(.geometryRequestFailed(code: error.code, message: error.message))
            }
        }
        return idle
    }

    /// Tells the engine the mask of the view controller UIKit asks once
    /// the transition in progress ends (its override or UIKit's default),
    /// and of the one it asks until then when that is another, so that its
    /// answer never shares nothing with either (rules 17, 39). Both live in
    /// the window UIKit asks about (rule 51).
    func syncOwnerMask() {
        // Also where the scene ignores masks, as the UIKit driver does:
        // UIKit asks again the moment they count (a fold, the end of
        // multitasking), before the driver hears of it.
        guard let engine else { return }
        let window = model.orientationWindow
        let owner = settledOwner(of: window)
        let current = model.owner
        engine.setOwnerMask(
            mask(of: owner, in: window),
            duringTransition: current == owner ? nil : mask(of: current, in: window))
    }

    /// A view controller's own `supportedInterfaceOrientations` (override or default).
    private func mask(of id: String, in window: ModelWindow) -> InterfaceOrientationMask {
        window.controllers[id]?.supported(idiom: device.idiom) ?? device.idiom.defaultMask
    }

    /// The view controller UIKit asks in `window` once every transition in
    /// progress has ended (rules 5-7): what the UIKit driver predicts from
    /// the presentation styles (rule 39).
    func settledOwner(of window: ModelWindow) -> String {
        model.ownerRules.owner(of: window, afterTransitions: true)
    }

    /// After UIKit settles, reports the orientation its scene shows, as the
    /// scene's geometry callback does: when the engine believes otherwise or
    /// waits for a rotation it asked for (rule 72).
    func feedback() {
        guard let engine, needsReport(engine) else { return }
        // The engine may answer with a rotation back to the orientation it
        // chose for a screen that just became deciding (at most once).
        execute(send(.interfaceOrientationChanged(model.interfaceOrientation)))
        if needsReport(engine) {
            _ = send(.interfaceOrientationChanged(model.interfaceOrientation))
        }
    }

    private func needsReport(_ engine: OrientationEngine) -> Bool {
        engine.currentOrientation != model.interfaceOrientation || engine.awaitingGeometry != nil
    }

    /// The window's screens as the engine sees them: containers with the
    /// children they show, presentations, policies, the owner UIKit will ask
    /// and what each class overrides (the UIKit driver reads the owner's).
    func snapshot() -> ScreenTree {
        let window = model.window
        let tree = snapshotReusing(window)
        snapshotCheck?(tree, snapshot(of: window))
        return tree
    }

    /// The screens of one window as the engine sees them, built from scratch.
    func snapshot(of window: ModelWindow) -> ScreenTree {
        var tree = ScreenTree(capacity: window.controllers.count)
        var indices = [String: Int](minimumCapacity: window.controllers.count)
        _ = build(window, into: &tree, indices: &indices)
        if let owner = indices[settledOwner(of: window)] { tree.setOwner(owner) }
        return tree
    }

    /// Adds the root's screens, then each presentation's, to `tree`; returns
    /// the node of each presentation added (`nil` for one left out), or
    /// `nil` when the root is not declared (the tree stays empty).
    func build(
        _ window: ModelWindow, from start: Int = 0, into tree: inout ScreenTree,
        indices: inout [String: Int], previous known: Int? = nil
    ) -> [Int?]? {
        var previous: Int
        if let known {
            previous = known
        } else {
            guard let root = add(window.root, in: window, to: &tree, indices: &indices) else { return nil }
            tree.setRoot(root)
            previous = root
        }
        var added: [Int?] = []
        for presentation in window.presentations[start...] {
            guard let index = add(presentation.screen, in: window, to: &tree, indices: &indices) else {
                added.append(nil)
                continue
            }
            tree.present(index, from: previous, style: presentation.style, phase: presentation.phase)
            previous = index
            added.append(index)
        }
        return added
    }

    /// Adds a screen and the screens its containers hold; `nil` when it is
    /// not declared or is in the tree already.
    func add(
        _ id: String, in window: ModelWindow, to tree: inout ScreenTree,
        indices: inout [String: Int]
    ) -> Int? {
        guard let vc = window.controllers[id], indices[id] == nil else { return nil }
        let index = tree.add(
            ScreenID(id), kind: vc.kind, policy: policies[id],
            overrides: vc.overrides.screenOverrides(idiom: device.idiom))
        indices[id] = index
        var children: [Int] = []
        var positions: [String: Int] = [:]
        for child in vc.children {
            guard let childIndex = add(child, in: window, to: &tree, indices: &indices) else { continue }
            positions[child] = children.count
            children.append(childIndex)
        }
        if !children.isEmpty {
            tree.setChildren(children, of: index, showing: vc.visibleChildren.compactMap { positions[$0] })
        }
        return index
    }
}

extension ViewControllerOverrides {
    /// What the class answers UIKit, as the engine's tree carries it; `nil`
    /// when it overrides neither `supportedInterfaceOrientations` nor
    /// `preferredInterfaceOrientationForPresentation`.
    func screenOverrides(idiom: Idiom) -> ScreenOverrides? {
        guard supported != nil || preferredForPresentation != nil else { return nil }
        return ScreenOverrides(
            supported: supported ?? idiom.defaultMask,
            preferredForPresentation: preferredForPresentation)
    }
}
