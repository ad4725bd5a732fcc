import OrientationCore

/// The driver's calls grouped by turn of the main actor: each callback the
/// driver receives (a probe's report, a notification, UIKit's geometry
/// callback, work it queued) is one turn, and the calls it makes there are
/// one ``EngineDecision`` of the step's record, judged by the model: which
/// changed nothing, whether the app was active or a gesture under way, and
/// the orientation before and after (a publication asked for with
/// `setNeedsUpdate…` counts for the turn that asked, when it happens).
extension ModelPlatform {
    /// A new callback reaches the driver: its calls are a decision of their own.
    func beginTurn(_ label: String) {
        turns.label = label
        turns.current = nil
        turns.believed = driver?.engine(for: appWindow)?.currentOrientation
    }

    /// Records one call of the current turn and makes it, through `body`;
    /// returns what `body` returns. A call is idle when the model's
    /// orientation, published mask and lock are the same after it and it
    /// failed in no way (`failed`).
    func recordCall<T>(_ call: PlatformCall, _ body: () -> T, failed: (T) -> Bool = { _ in false }) -> T {
        let index = currentDecision()
        let before = ModelEffect(model)
        let result = body()
        var idle = !failed(result) && before == ModelEffect(model)
        if case .requestGeometryUpdate = call {
            // A request after an update that changed the mask keeps the
            // target in case UIKit followed the device (rule 23 is
            // uncertain), whichever turn made the update.
            if turns.changedMaskSinceRequest || turns.updateOrigin != nil { idle = false }
            turns.changedMaskSinceRequest = false
        }
        app.stepDecisions[index].calls.append(call)
        if idle, call != .setNeedsUpdateOfSupportedInterfaceOrientations {
            app.stepDecisions[index].idleCalls.append(call)
        }
        app.stepDecisions[index].orientationAfter = model.interfaceOrientation
        return result
    }

    /// The scheduled publication happens: it counts for the turn that asked
    /// for it when that turn is of this step; an update that changed nothing
    /// is idle.
    func recordPublication(_ body: () -> Void) {
        let before = ModelEffect(model)
        body()
        if before.mask != model.publishedMask { turns.changedMaskSinceRequest = true }
        guard let origin = turns.updateOrigin, origin.step == app.history.count,
            app.stepDecisions.indices.contains(origin.index)
        else { return }
        turns.updateOrigin = nil
        if before == ModelEffect(model) {
            app.stepDecisions[origin.index].idleCalls.append(.setNeedsUpdateOfSupportedInterfaceOrientations)
        }
        app.stepDecisions[origin.index].orientationAfter = model.interfaceOrientation
    }

    /// Remembers the turn whose update the next publication carries out.
    func noteUpdateOrigin() {
        guard turns.updateOrigin == nil, let index = turns.current, index.step == app.history.count else { return }
        turns.updateOrigin = index
    }

    private func currentDecision() -> Int {
        if let current = turns.current, current.step == app.history.count,
            app.stepDecisions.indices.contains(current.index)
        {
            return current.index
        }
        var decision = EngineDecision(
            event: turns.label, appActive: model.isActive,
            duringInteractiveTransition: app.interactiveTransition != nil,
            orientationBefore: model.interfaceOrientation, orientationAfter: model.interfaceOrientation)
        decision.believedBefore = turns.believed
        app.stepDecisions.append(decision)
        let index = app.stepDecisions.count - 1
        turns.current = DecisionIndex(step: app.history.count, index: index)
        return index
    }
}

/// Where a decision sits: the step (by its row) and its position in it.
struct DecisionIndex: Equatable {
    var step: Int
    var index: Int
}

/// The turn the driver is in, for ``ModelPlatform/recordCall(_:_:failed:)``.
struct TurnRecorder {
    /// What reached the driver: `probe willAppear`, `turn`, `deviceOrientationDidChange`...
    var label = "launch"
    /// The decision of the current turn, once it made a call.
    var current: DecisionIndex?
    /// What the engine believed the interface showed as the turn began.
    var believed: InterfaceOrientation?
    /// The decision whose `setNeedsUpdate…` waits to be published.
    var updateOrigin: DecisionIndex?
    /// True when a publication changed the mask since the last request.
    var changedMaskSinceRequest = false
}

/// What a call can change in the model.
private struct ModelEffect: Equatable {
    var orientation: InterfaceOrientation
    var mask: InterfaceOrientationMask
    var lockHeld: Bool

    init(_ model: UIKitModel) {
        orientation = model.interfaceOrientation
        mask = model.publishedMask
        lockHeld = model.orientationLockHeld
    }
}
