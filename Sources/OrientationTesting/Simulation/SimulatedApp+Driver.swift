/// The simulated driver of library mode: it feeds the engine what the UIKit
/// driver would and executes each command through
/// ``OrientationCommand/platformCalls(osMajorVersion:)``, call by call.
extension SimulatedApp {
    /// Launch: the engine learns the device orientation and the screens
    /// first (the app delegate is asked while UIKit launches), then UIKit
    /// launches, then the engine's commands run.
    func launch() {
        step("start", line: 0) {
            guard engine != nil else {
                model.launch()
                return
            }
            if let note = app.authority.diagnostic(osMajorVersion: device.os) { stepNotes.append(note.description) }
            _ = send(.sceneChanged(model.scene.conditions))
            _ = send(.deviceRotated(physicalOrientation))
            syncOwnerMask()
            let commands = send(.screensChanged(snapshot()))
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
        guard engine != nil else {
            model.window.finishTransitions()
            model.hierarchyDidChange(change)
            return
        }
        if change != .containment {
            syncOwnerMask()
            execute(send(.screensChanged(snapshot())))
            model.window.finishTransitions()
            model.hierarchyDidChange(change)
        }
        syncOwnerMask()
        execute(send(.screensChanged(snapshot())))
        feedback()
    }

    /// Sends an event to the engine and keeps its diagnostics.
    func send(_ event: OrientationEvent) -> [OrientationCommand] {
        guard let engine else { return [] }
        let commands = engine.handle(event)
        for note in engine.diagnostics.map(\.description) where !stepNotes.contains(note) {
            stepNotes.append(note)
        }
        return commands
    }

    /// Executes commands call by call; geometry errors go back to the engine.
    func execute(_ commands: [OrientationCommand]) {
        for command in commands {
            execute(command.platformCalls(osMajorVersion: device.os))
        }
    }

    /// Executes calls against the model.
    func execute(_ calls: [PlatformCall]) {
        for call in calls {
            stepCalls.append(call)
            if let error = model.perform(call), engine != nil {
                _ = send(.geometryRequestFailed(code: error.code, message: error.message))
            }
        }
    }

    /// Tells the engine the mask of the view controller UIKit asks once
    /// the transition in progress ends (its override or UIKit's default),
    /// and of the one it asks until then when that is another, so that its
    /// answer never shares nothing with either (rules 17, 39). Both live in
    /// the window UIKit asks about (rule 51).
    func syncOwnerMask() {
        guard let engine else { return }
        guard !model.masksIgnored else {
            engine.setOwnerMask(nil)
            return
        }
        let window = model.orientationWindow
        let owner = settledOwner(of: window)
        let current = model.owner
        engine.setOwnerMask(mask(of: owner, in: window),
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
        var settled = window
        settled.finishTransitions()
        return model.ownerRules.owner(of: settled)
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
        snapshot(of: model.window)
    }

    /// The screens of one window as the engine sees them.
    func snapshot(of window: ModelWindow) -> ScreenTree {
        var tree = ScreenTree(capacity: window.controllers.count)
        var indices = [String: Int](minimumCapacity: window.controllers.count)
        guard var previous = add(window.root, in: window, to: &tree, indices: &indices) else { return tree }
        tree.setRoot(previous)
        for presentation in window.presentations {
            guard let index = add(presentation.screen, in: window, to: &tree, indices: &indices) else { continue }
            tree.present(index, from: previous, style: presentation.style, phase: presentation.phase)
            previous = index
        }
        if let owner = indices[settledOwner(of: window)] { tree.setOwner(owner) }
        return tree
    }

    private func add(_ id: String, in window: ModelWindow, to tree: inout ScreenTree,
                     indices: inout [String: Int]) -> Int? {
        guard let vc = window.controllers[id], indices[id] == nil else { return nil }
        let index = tree.add(ScreenID(id), kind: vc.kind, policy: policies[id],
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
        return ScreenOverrides(supported: supported ?? idiom.defaultMask,
                               preferredForPresentation: preferredForPresentation)
    }
}
