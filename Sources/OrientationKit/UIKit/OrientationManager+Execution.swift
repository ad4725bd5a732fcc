#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

extension OrientationManager {
    /// Executes the engine's commands through the shared plan,
    /// `OrientationCommand.platformCalls(osMajorVersion:)`, call by call:
    /// the simulated driver in OrientationTesting executes the same plan.
    ///
    /// UIKit may ask the app delegate again while a call runs; that answer
    /// reads the engine's mask without a new snapshot, and windows that
    /// asked for a refresh meanwhile are refreshed on the next turn.
    func execute(_ commands: [OrientationCommand], in session: SceneSession, updatingAppearance: Bool = false) {
        if !queuedWork.isEmpty { flushQueuedWork() }
        run(commands, in: session, updatingAppearance: updatingAppearance)
    }

    /// Queues commands for the next turn of the main actor, in order.
    func enqueue(_ commands: [OrientationCommand], in session: SceneSession, updatingAppearance: Bool) {
        guard !commands.isEmpty || updatingAppearance else { return }
        queuedWork.append((session, commands, updatingAppearance))
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        Task { @MainActor [weak self] in self?.flushQueuedWork() }
    }

    /// Runs the queued commands, oldest first.
    func flushQueuedWork() {
        isFlushScheduled = false
        let work = queuedWork
        queuedWork = []
        for item in work { run(item.commands, in: item.session, updatingAppearance: item.appearance) }
    }

    private func run(_ commands: [OrientationCommand], in session: SceneSession, updatingAppearance: Bool) {
        guard let window = session.window, !commands.isEmpty || updatingAppearance else { return }
        let version = session.engine.configuration.osMajorVersion
        // A call may re-enter the manager synchronously (UIKit asking the app
        // delegate, a device-orientation notification posted by the legacy
        // path): the outer run keeps the flag.
        let wasExecuting = isExecuting
        isExecuting = true
        for command in commands {
            for call in command.platformCalls(osMajorVersion: version) {
                perform(call, in: window)
            }
        }
        if updatingAppearance {
            // The deciding screen changed: status bar and home indicator may
            // follow it (through the opt-in forwarding containers).
            forEachOwnerCandidate(in: window) { controller in
                controller.setNeedsStatusBarAppearanceUpdate()
                controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
            }
        }
        isExecuting = wasExecuting
        if !wasExecuting { schedulePendingRefreshes() }
    }

    private func schedulePendingRefreshes() {
        guard !pendingWindows.isEmpty else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let windows = self.pendingWindows
            self.pendingWindows = []
            for window in windows { self.refresh(window) }
        }
    }

    /// The root and each controller presented above it, in the app window and
    /// in every other visible window of its scene: the ones UIKit may ask
    /// about orientation and the status bar (rules 5-7, 51).
    private func forEachOwnerCandidateInScene(of window: UIWindow, _ body: (UIViewController) -> Void) {
        forEachOwnerCandidate(in: window, body)
        for other in window.windowScene?.windows ?? [] where other !== window && !other.isHidden {
            forEachOwnerCandidate(in: other, body)
        }
    }

    /// The window's root and each controller presented above it.
    private func forEachOwnerCandidate(in window: UIWindow, _ body: (UIViewController) -> Void) {
        var next = window.rootViewController
        var steps = 0
        while let controller = next, steps < 64 {
            body(controller)
            next = controller.presentedViewController
            steps += 1
        }
    }

    /// One UIKit call of the plan.
    private func perform(_ call: PlatformCall, in window: UIWindow) {
        switch call {
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            if #available(iOS 16.0, *) {
                forEachOwnerCandidateInScene(of: window) { $0.setNeedsUpdateOfSupportedInterfaceOrientations() }
            }
        case .requestGeometryUpdate(let mask):
            if #available(iOS 16.0, *) {
                requestGeometryUpdate(mask, in: window)
            }
        case .setLegacyDeviceOrientation(let orientation):
            if #available(iOS 16.0, *) {
                // Never from 16 on (rule 27): the plan does not emit it there.
            } else {
                UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
            }
        case .attemptRotationToDeviceOrientation:
            if #available(iOS 16.0, *) {
                // Deprecated from 16 on; the plan does not emit it there.
            } else {
                UIViewController.attemptRotationToDeviceOrientation()
            }
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
            updateOrientationLockPreference(in: window)
        }
    }

    /// iOS 26+: UIKit asks the root and each presented controller (and,
    /// through `childForInterfaceOrientationLock`, their children) for
    /// `prefersInterfaceOrientationLocked` again (rule 68).
    private func updateOrientationLockPreference(in window: UIWindow) {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *) {
            forEachOwnerCandidate(in: window) { $0.setNeedsUpdateOfPrefersInterfaceOrientationLocked() }
        }
        #endif
    }

    /// Asks the app window's own scene (never another connected scene) for the
    /// orientations; a refusal reaches the engine as `geometryRequestFailed`.
    @available(iOS 16.0, *)
    private func requestGeometryUpdate(_ mask: InterfaceOrientationMask, in window: UIWindow) {
        guard let scene = window.windowScene else { return }
        let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: UIInterfaceOrientationMask(mask))
        let sessionID = sessionKey(for: window)
        // UIKit may call the handler on any thread: it only copies Sendable
        // values out of the error, then hops to the main actor.
        scene.requestGeometryUpdate(
            preferences,
            errorHandler: { @Sendable error in
                let failure = error as NSError
                let code = failure.code
                let message = failure.localizedDescription
                let isSceneError = failure.domain == UISceneErrorDomain
                Task { @MainActor in
                    OrientationManager.shared.geometryRequestFailed(
                        session: sessionID, code: code, message: message,
                        isSceneError: isSceneError)
                }
            })
    }

    /// Hands a refused geometry request to the scene's engine.
    func geometryRequestFailed(session key: ObjectIdentifier, code: Int, message: String, isSceneError: Bool) {
        guard let session = sessions[key] else { return }
        guard isSceneError else {
            let diagnostic = OrientationDiagnostic(
                .platformGeometryRequestFailed,
                "The geometry request failed outside UISceneErrorDomain (\(code)): \(message)")
            report(diagnostic)
            deliver(
                OrientationRefusal(
                    reason: .geometryRequestDenied, screen: session.engine.decidingScreen,
                    wanted: session.engine.supportedMask, shown: nil,
                    scene: session.engine.sceneConditions, diagnostic: diagnostic))
            return
        }
        session.engine.handle(.geometryRequestFailed(code: code, message: message))
        reportEngineDiagnostics(session)
        if let scene = session.window?.windowScene {
            session.engine.handle(.interfaceOrientationChanged(scene.shownOrientation))
            reportEngineDiagnostics(session)
        }
    }
}
#endif
