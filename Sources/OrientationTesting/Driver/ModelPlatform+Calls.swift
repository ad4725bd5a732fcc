import OrientationCore
import OrientationDriver

/// The driver's calls into the model, and what UIKit does after them on
/// later turns: error handlers, geometry callbacks, the end of size
/// transitions.
extension ModelPlatform {
    /// Rule 87: UIKit publishes the new mask on a later turn, and not
    /// before a transition in progress ends; one publication for every
    /// call made meanwhile.
    func setNeedsUpdateOfSupportedInterfaceOrientations(_ controller: ModelControllerHandle) {
        noteCallInsideQuestion()
        app.stepCalls.append(.setNeedsUpdateOfSupportedInterfaceOrientations)
        // The owners marked in one turn make one publication: the
        // decision counts one update.
        if turns.updateOrigin == nil || turns.updateOrigin != turns.current {
            recordCall(.setNeedsUpdateOfSupportedInterfaceOrientations, {})
            noteUpdateOrigin()
        }
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        turnQueue.append { [weak self] in self?.publishScheduledUpdate() }
    }

    /// Publishes the mask asked for by `setNeedsUpdate…`, unless a
    /// transition still runs (then when it ends, ``transitionDidEnd()``).
    func publishScheduledUpdate() {
        guard isUpdateScheduled else { return }
        guard transition == nil else {
            model.cite(87, for: .orientation)
            return
        }
        isUpdateScheduled = false
        recordPublication { model.setNeedsUpdateOfSupportedInterfaceOrientations() }
        noteShownOrientation()
    }

    /// A transition ended: a publication it held back happens on the next turn.
    func transitionDidEnd() {
        guard isUpdateScheduled else { return }
        turnQueue.append { [weak self] in self?.publishScheduledUpdate() }
    }
    func setNeedsUpdateOfPrefersInterfaceOrientationLocked(_ controller: ModelControllerHandle) {
        perform(.setNeedsUpdateOfPrefersInterfaceOrientationLocked)
    }
    func setNeedsAppearanceUpdate(_ controller: ModelControllerHandle) {}
    func requestGeometryUpdate(
        _ mask: InterfaceOrientationMask, in scene: ModelSceneHandle,
        errorHandler: @escaping @MainActor (GeometryRequestFailure) -> Void
    ) {
        // Outside a transition UIKit checks a request against the answer of
        // now: a publication asked for earlier happens first (rule 87; the
        // documented update-then-request pattern works), and what it turns
        // counts for the request.
        let publishesFirst = isUpdateScheduled && transition == nil
        let call = PlatformCall.requestGeometryUpdate(mask)
        guard let error = perform(call, after: publishesFirst ? { self.publishScheduledUpdate() } : nil)
        else { return }
        // UIKit calls the handler later, on the main queue.
        let failure = GeometryRequestFailure(code: error.code, message: error.message)
        turnQueue.append { errorHandler(failure) }
    }
    func setLegacyDeviceOrientation(_ orientation: DeviceOrientation) {
        perform(.setLegacyDeviceOrientation(orientation))
        // UIDevice posts its notification back at once (rule 88).
        if generatesDeviceNotifications, osMajorVersion < 16 { driver?.deviceOrientationDidChange() }
    }
    func attemptRotationToDeviceOrientation() {
        perform(.attemptRotationToDeviceOrientation)
    }
    func beginGeneratingDeviceOrientationNotifications() { setGeneratesDeviceNotifications(true) }
    func endGeneratingDeviceOrientationNotifications() { setGeneratesDeviceNotifications(false) }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) { turnQueue.append(work) }
    func after(seconds: Double, _ work: @escaping @MainActor () -> Void) { timers.append(work) }

    /// One call into the model, kept in the step's calls; a turn of the
    /// interface is heard of on later turns.
    @discardableResult
    func perform(_ call: PlatformCall, after pending: (() -> Void)? = nil) -> GeometryRequestError? {
        noteCallInsideQuestion()
        app.stepCalls.append(call)
        let error = recordCall(
            call,
            {
                pending?()
                return model.perform(call)
            }, failed: { $0 != nil })
        noteShownOrientation()
        return error
    }

    /// A call into UIKit while UIKit asks its question breaks the driver's
    /// next-turn rule (DESIGN.md).
    private func noteCallInsideQuestion() {
        if questionDepth > 0 { noteBrokenInvariant("a UIKit call inside UIKit's question") }
    }

    /// When the interface turned since the driver last heard: the scene's
    /// geometry observer and the size transitions of the windows whose
    /// probes are installed run on the next turn.
    func noteShownOrientation() {
        let shown = model.interfaceOrientation
        guard shown != lastShown else { return }
        lastShown = shown
        if let geometryObserver { turnQueue.append(geometryObserver) }
        for window in windows(of: scene) where reportingProbes(in: window.id).contains(where: isProbeViewInstalled) {
            turnQueue.append { [weak self] in self?.driver?.sizeTransitionDidEnd(in: window) }
        }
    }

    /// Runs the queued turns until none is left, then the timers, and
    /// again (at most 100 rounds: a driver that keeps queueing work is
    /// reported by the invariants, not hung).
    func settle() {
        var rounds = 0
        while rounds < 100, !turnQueue.isEmpty || !timers.isEmpty {
            rounds += 1
            if turnQueue.isEmpty {
                let due = timers
                timers = []
                for work in due {
                    beginTurn("timer")
                    work()
                }
            } else {
                let work = turnQueue
                turnQueue = []
                for item in work {
                    beginTurn("turn")
                    item()
                }
            }
            noteShownOrientation()
        }
        if rounds == 100 { app.stepNotes.append("the driver kept queueing work for 100 turns") }
    }
}
