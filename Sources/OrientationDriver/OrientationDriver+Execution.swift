import OrientationCore

extension OrientationDriver {
    /// Executes the engine's commands through the shared plan,
    /// `OrientationCommand.platformCalls(osMajorVersion:)`, call by call.
    /// UIKit may ask again while a call runs; that answer reads the engine's
    /// mask without a new snapshot.
    func execute(
        _ commands: [OrientationCommand], in session: DriverSession<Platform>, updatingAppearance: Bool = false
    ) {
        if !queuedWork.isEmpty { flushQueuedWork() }
        run(commands, in: session, updatingAppearance: updatingAppearance)
    }

    /// Queues commands for the next turn, in order.
    func enqueue(_ commands: [OrientationCommand], in session: DriverSession<Platform>, updatingAppearance: Bool) {
        guard !commands.isEmpty || updatingAppearance else { return }
        queuedWork.append((session, commands, updatingAppearance))
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        platform.onNextTurn { [weak self] in self?.flushQueuedWork() }
    }

    /// Runs the queued commands, oldest first.
    func flushQueuedWork() {
        isFlushScheduled = false
        let work = queuedWork
        queuedWork = []
        for item in work { run(item.commands, in: item.session, updatingAppearance: item.appearance) }
    }

    private func run(_ commands: [OrientationCommand], in session: DriverSession<Platform>, updatingAppearance: Bool) {
        guard let window = session.window, !commands.isEmpty || updatingAppearance else { return }
        let version = session.engine.configuration.osMajorVersion
        let wasExecuting = isExecuting
        isExecuting = true
        for command in commands {
            let calls = command.platformCalls(osMajorVersion: version)
            for (position, call) in calls.enumerated() where !isRedundant(at: position, of: calls, in: session) {
                perform(call, in: window, session: session)
            }
        }
        if updatingAppearance {
            // The deciding screen changed: status bar and home indicator
            // may follow it (through the opt-in forwarding containers).
            forEachOwnerCandidate(in: window) { platform.setNeedsAppearanceUpdate($0) }
        }
        isExecuting = wasExecuting
        if !wasExecuting && !pendingWindows.isEmpty {
            platform.onNextTurn { [weak self] in self?.refreshPendingWindows() }
        }
    }

    /// The controllers UIKit asks in the scene of `window`: the owner of
    /// the window it asks about (rules 5-7, 51: the topmost visible window
    /// that is the app's own; UIKit's keyboard windows are left alone) once
    /// the transition in progress ends, and the one it asks until then
    /// when that is another. Marking them is enough: UIKit re-reads the
    /// owner, and every other call would be one more call for nothing.
    func forEachOwnerInScene(of window: Platform.Window, _ body: (Platform.Controller) -> Void) {
        let asked = platform.scene(of: window).flatMap { Self.orientationWindow(of: $0, platform: platform) } ?? window
        guard let root = platform.rootController(of: asked) else { return }
        let settled = WindowSnapshot.settledOwner(root: root, window: asked, platform: platform)
        body(settled)
        let current = WindowSnapshot.currentOwner(root: root, platform: platform)
        if current !== settled { body(current) }
    }

    /// The window's root and each controller presented above it.
    func forEachOwnerCandidate(in window: Platform.Window, _ body: (Platform.Controller) -> Void) {
        var next = platform.rootController(of: window)
        var steps = 0
        while let controller = next, steps < 64 {
            body(controller)
            next = platform.presented(by: controller)
            steps += 1
        }
    }

    /// True for a call of the legacy rotation plan (below iOS 16) that
    /// would change nothing here: the write of `unknown` when `UIDevice`
    /// reports another orientation than the target already (UIKit sees a
    /// change anyway), and the attempt after the write when the scene
    /// shows the target already (the write's notification turned it).
    func isRedundant(at position: Int, of calls: [PlatformCall], in session: DriverSession<Platform>) -> Bool {
        switch calls[position] {
        case .setLegacyDeviceOrientation(.unknown):
            guard position + 1 < calls.count, case .setLegacyDeviceOrientation(let target) = calls[position + 1]
            else { return false }
            return platform.deviceOrientation != target
        case .attemptRotationToDeviceOrientation:
            guard position > 0, case .setLegacyDeviceOrientation(let written) = calls[position - 1],
                let target = written.interfaceOrientation, let scene = session.scene
            else { return false }
            return platform.shownOrientation(of: scene) == target
        default:
            return false
        }
    }

    /// One platform call of the plan.
    private func perform(_ call: PlatformCall, in window: Platform.Window, session: DriverSession<Platform>) {
        switch call {
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            if !session.transitions.isEmpty, presentationRuns(in: window) {
                // UIKit asks the answer as it presents or dismisses (rule
                // 21): the update waits for the end, in case it does not.
                session.deferredUpdate = true
                return
            }
            updateSupportedOrientations(in: window, session: session)
        case .requestGeometryUpdate(let mask):
            if session.transitions.isEmpty {
                requestGeometryUpdate(mask, in: session)
            } else {
                // UIKit checks a request made during a push or pop against
                // the outgoing screen's mask (error 101): it waits for the
                // transition's end (finding 2).
                session.deferredGeometryRequest = mask
            }
        case .setLegacyDeviceOrientation(let orientation):
            legacyEchoes.append(orientation)
            platform.setLegacyDeviceOrientation(orientation)
            platform.onNextTurn { [weak self] in self?.legacyEchoes = [] }
            scheduleSettlementCheck(for: session)
        case .attemptRotationToDeviceOrientation:
            attemptRotation(in: session)
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
            forEachOwnerCandidate(in: window) { platform.setNeedsUpdateOfPrefersInterfaceOrientationLocked($0) }
        }
    }

    /// Below iOS 16: asks UIKit to re-test the device's orientation (rule 22), unless an attempt of
    /// this turn already saw the same device, scene and answer: UIKit would find what it found.
    func attemptRotation(in session: DriverSession<Platform>) {
        let inputs = LegacyAttemptInputs(
            device: platform.deviceOrientation,
            shown: session.scene.map { platform.shownOrientation(of: $0) }, answer: answer(of: session))
        guard inputs != lastLegacyAttempt else { return }
        if lastLegacyAttempt == nil {
            platform.onNextTurn { [weak self] in self?.lastLegacyAttempt = nil }
        }
        lastLegacyAttempt = inputs
        platform.attemptRotationToDeviceOrientation()
    }

    /// Marks the owners UIKit asks: it reads the answer again on a later turn.
    /// Nothing is marked when UIKit last read the very answer it would read
    /// again: an update would change nothing.
    func updateSupportedOrientations(in window: Platform.Window, session: DriverSession<Platform>) {
        session.deferredUpdate = false
        if let read = session.answerLastRead, read == answer(of: session) { return }
        forEachOwnerInScene(of: window) { platform.setNeedsUpdateOfSupportedInterfaceOrientations($0) }
        noteUnsettledUpdate(in: session)
    }

    /// True while a controller of the window's presented chain is being
    /// presented or dismissed.
    func presentationRuns(in window: Platform.Window) -> Bool {
        var presenter = platform.rootController(of: window)
        var steps = 0
        while let current = presenter, let presented = platform.presented(by: current), steps < 64 {
            let facts = platform.presentation(of: presented, in: window)
            if facts.isBeingPresented || facts.isBeingDismissed { return true }
            presenter = presented
            steps += 1
        }
        return false
    }

    /// Asks the app window's own scene for the orientations; a refusal
    /// comes back to ``geometryRequestFailed(_:mask:session:)``. When the
    /// update just asked for leaves UIKit a single orientation, the one
    /// requested, the request waits two turns: the update turns the scene
    /// there by itself (rule 23), and the request is made only if it has
    /// not.
    func requestGeometryUpdate(
        _ mask: InterfaceOrientationMask, in session: DriverSession<Platform>, retrying: Bool = false,
        mayWaitForUpdate: Bool = true
    ) {
        guard let scene = session.scene else { return }
        if !retrying {
            session.retriedRequest = nil
            if settleIfSceneShows(mask, in: session) { return }
            if mayWaitForUpdate, updateTurnsByItself(to: mask, in: session) {
                // UIKit publishes at the end of this turn or on the next
                // one (rule 87); the scene's report comes a turn later.
                platform.onNextTurn { [weak self, weak session] in
                    self?.platform.onNextTurn { [weak self, weak session] in
                        guard let self, let session, session.engine.awaitingGeometry?.mask == mask else { return }
                        guard session.transitions.isEmpty else {
                            session.deferredGeometryRequest = mask
                            return
                        }
                        self.requestGeometryUpdate(mask, in: session, mayWaitForUpdate: false)
                    }
                }
                return
            }
        }
        scheduleSettlementCheck(for: session)
        platform.requestGeometryUpdate(mask, in: scene) { [weak self, weak session] failure in
            guard let self, let session else { return }
            self.geometryRequestFailed(failure, mask: mask, session: session)
        }
    }

    /// The transitions a probe reported ended: the geometry request that
    /// waited for them is made now, if the engine still wants it.
    func transitionsEnded(in session: DriverSession<Platform>) {
        guard session.transitions.isEmpty else { return }
        if session.deferredUpdate, let window = session.window {
            updateSupportedOrientations(in: window, session: session)
        }
        if session.hasUnsettledUpdate {
            platform.onNextTurn { [weak session] in
                guard let session, session.transitions.isEmpty else { return }
                session.hasUnsettledUpdate = false
            }
        }
        guard let mask = session.deferredGeometryRequest else { return }
        session.deferredGeometryRequest = nil
        guard let wanted = session.engine.awaitingGeometry, wanted.mask == mask else { return }
        requestGeometryUpdate(mask, in: session)
    }

    /// UIKit publishes a mask asked for with `setNeedsUpdate…` on a later
    /// turn, and not during a transition (rule 87): until then what the
    /// scene shows may still change. The end of the transitions looks
    /// again (``transitionsEnded(in:)``).
    func noteUnsettledUpdate(in session: DriverSession<Platform>) {
        session.hasUnsettledUpdate = true
        platform.onNextTurn { [weak session] in
            guard let session, session.transitions.isEmpty else { return }
            session.hasUnsettledUpdate = false
        }
    }

    /// True when an update of the supported orientations is still to be
    /// published and leaves UIKit only the orientation of `mask`, which the
    /// scene does not show: publishing it turns the scene there (rule 23),
    /// so a request would be a second call for the same turn.
    func updateTurnsByItself(to mask: InterfaceOrientationMask, in session: DriverSession<Platform>) -> Bool {
        guard session.hasUnsettledUpdate, mask.orientations.count == 1, answer(of: session) == mask,
            session.engine.platformHonoursMasks, let scene = session.scene
        else { return false }
        let shown = platform.shownOrientation(of: scene)
        return shown != .unknown && !mask.contains(shown)
    }

    /// When the scene shows an orientation of `mask` already and no
    /// update of the supported orientations is still to be published, a
    /// request would change nothing (UIKit re-resolves by itself at the end
    /// of a transition, rule 21, and when a mask is published, rule 25):
    /// the engine hears what the scene shows instead, and the result is
    /// true. After an update the request stays: UIKit may follow the device
    /// as it publishes (rule 23).
    func settleIfSceneShows(_ mask: InterfaceOrientationMask, in session: DriverSession<Platform>) -> Bool {
        guard !session.hasUnsettledUpdate, let scene = session.scene else { return false }
        let shown = platform.shownOrientation(of: scene)
        guard shown != .unknown, mask.contains(shown) else { return false }
        let commands = session.engine.handle(.interfaceOrientationChanged(shown))
        reportEngineDiagnostics(session)
        execute(commands, in: session)
        return true
    }

    /// True when UIKit asks the app's answer on this system: the app
    /// delegate answers, or the scene delegate on iOS 27 and later (rule 70).
    /// Otherwise a refusal cannot come from a stale answer.
    var isAnswerAsked: Bool {
        if platform.appDelegateAnswersOrientations { return true }
        guard osMajorVersion >= 27, let scene = platform.connectedScenes.first else { return false }
        return platform.sceneDelegateAnswersOrientations(scene)
    }

    /// A geometry request failed.
    ///
    /// - A refusal of a request the engine no longer waits for (a later one
    ///   replaced it) is dropped: it must not settle the later one.
    /// - A first refusal with code 101 of an orientation the driver's
    ///   answer allows is asked again once on the next turn, after telling
    ///   UIKit to read the answer again (UIKit may still hold the mask of a
    ///   screen that just left, finding 2).
    /// - Otherwise the engine hears of it.
    func geometryRequestFailed(
        _ failure: GeometryRequestFailure, mask: InterfaceOrientationMask, session: DriverSession<Platform>
    ) {
        guard failure.isSceneError else {
            let diagnostic = OrientationDiagnostic(
                .platformGeometryRequestFailed,
                "The geometry request failed outside UISceneErrorDomain (\(failure.code)): \(failure.message)")
            report(diagnostic)
            deliver(
                OrientationRefusal(
                    reason: .geometryRequestDenied, screen: session.engine.decidingScreen,
                    wanted: session.engine.supportedMask, shown: nil,
                    scene: session.engine.sceneConditions, diagnostic: diagnostic))
            return
        }
        guard let wanted = session.engine.awaitingGeometry, wanted.mask == mask else { return }
        if failure.code == 101, session.retriedRequest != mask, session.engine.platformHonoursMasks,
            session.engine.supportedMask.isSuperset(of: mask), isAnswerAsked
        {
            session.retriedRequest = mask
            platform.onNextTurn { [weak self, weak session] in
                guard let self, let session, session.engine.awaitingGeometry?.mask == mask,
                    let window = session.window
                else { return }
                self.forEachOwnerInScene(of: window) {
                    self.platform.setNeedsUpdateOfSupportedInterfaceOrientations($0)
                }
                self.requestGeometryUpdate(mask, in: session, retrying: true)
            }
            return
        }
        session.retriedRequest = nil
        session.engine.handle(.geometryRequestFailed(code: failure.code, message: failure.message))
        reportEngineDiagnostics(session)
        if let scene = session.scene {
            session.engine.handle(.interfaceOrientationChanged(platform.shownOrientation(of: scene)))
            reportEngineDiagnostics(session)
        }
    }
}
