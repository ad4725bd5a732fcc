import OrientationCore
import OrientationDriver

/// Runs the shipped driver (`OrientationDriver`) in a ``SimulatedApp``:
/// each of the app's steps happens in the model of UIKit first, then
/// reaches the driver as it would on a device: UIKit's questions (the app
/// delegate's answer), the probes' appearance callbacks, notifications,
/// geometry callbacks and the completions of transitions. Work the driver
/// queues runs before the step ends.
@MainActor
final class ShippedDriverBridge {
    let platform: ModelPlatform
    let driver: OrientationDriver<ModelPlatform>
    /// The probes (by handle key) whose screens were in a window at the
    /// last report: the next report tells the others that they appeared.
    private var shownProbes: [String: ModelControllerHandle] = [:]
    /// The probes told their screen will disappear as a dismissal gesture
    /// began, while it is still shown.
    private var disappearingProbes: Set<String> = []
    /// True from the start of a dismissal gesture to its end.
    private var dismissalGestureUnderWay = false
    /// The coordinator of the gesture under way, if any.
    private var gestureTransition: ModelTransitionHandle?

    init(app: SimulatedApp) {
        platform = ModelPlatform(app: app)
        driver = OrientationDriver(platform: platform)
        platform.driver = driver
        driver.diagnosticHandler = { [weak platform] diagnostic in
            guard let app = platform?.app else { return }
            let note = diagnostic.description
            if !app.stepNotes.contains(note) { app.stepNotes.append(note) }
        }
        let driver = driver
        let platform = platform
        app.model.appDelegateMask = { windowID in
            runOnMainActor {
                let window = platform.window(windowID)
                // Reading the state for the step's record is not UIKit asking.
                if platform.app.isRecording { return driver.resolvedMask(for: window) }
                platform.questionDepth += 1
                defer { platform.questionDepth -= 1 }
                if platform.questionDepth > 1 {
                    platform.noteBrokenInvariant("UIKit's question asked again inside itself")
                }
                return driver.supportedInterfaceOrientations(for: window)
            }
        }
        app.model.answerRead = { _ in }
        driver.settledRotationHandler = { [weak platform] settled in
            guard let app = platform?.app,
                !app.settledRotations.contains(where: { $0.request.id == settled.request.id })
            else { return }
            app.settledRotations.append(settled)
            app.stepSettled.append(settled)
        }
        app.model.lockPreference = {
            runOnMainActor {
                guard let owner = platform.ownerController() else { return false }
                return driver.prefersOrientationLock(for: owner)
            }
        }
    }

    var app: SimulatedApp { platform.app }
    var model: UIKitModel { platform.model }
    /// The engine of the app's scene, once the driver made it (read after
    /// each step, for the step's record).
    nonisolated(unsafe) private(set) var engine: OrientationEngine?

    // MARK: Steps

    /// Launch: the screens' policies are set while their views load, then
    /// UIKit shows the window and asks, then the probes report.
    func launch() {
        platform.invalidateLayouts()
        platform.beginTurn("launch")
        for id in app.policies.keys.sorted() {
            if let handle = controllerHolding(id) { driver.policyDidChange(on: handle, from: nil) }
        }
        if app.app.reportsRotationLock, model.rotationLocked { driver.isDeviceRotationLocked = true }
        platform.windowShown = true
        platform.lastShown = model.interfaceOrientation
        model.launch()
        reportAppearance()
        platform.settle()
        platform.launching = false
        if model.isActive {
            platform.beginTurn("appDidBecomeActive")
            driver.appDidBecomeActive()
        }
        finishStep()
    }

    /// A push, pop, tab switch, presentation or dismissal that the model
    /// made: the screens that appear report while the transition runs
    /// (the views it takes away are still in the window); then it ends
    /// (UIKit re-resolves), its completions run and the screens report.
    func hierarchyChanged(_ change: HierarchyChange) {
        platform.invalidateLayouts()
        let transition = ModelTransitionHandle(isInteractive: false)
        platform.transition = transition
        reportAppearance()
        platform.settle()
        // The transition's views leave, then UIKit re-resolves (rule 21),
        // then the coordinator's completions run.
        platform.transition = nil
        model.window.finishTransitions()
        platform.invalidateLayouts()
        model.hierarchyDidChange(change)
        platform.noteShownOrientation()
        for completion in transition.completions {
            platform.beginTurn("transition completion")
            completion(false)
        }
        reportAppearance()
        finishStep()
    }

    /// The device turned (not under the rotation lock): UIKit, whose
    /// observer of `UIDevice`'s notification was registered first, turns
    /// the interface when it may; then the app's observers hear of it.
    func deviceRotated(_ orientation: DeviceOrientation) {
        platform.invalidateLayouts()
        deviceRotatedUnlocked(orientation)
        finishStep()
    }

    /// The app set or removed a screen's policy.
    func policyChanged(_ id: String, from old: OrientationPolicy?) {
        platform.invalidateLayouts()
        guard let handle = controllerHolding(id) else { return }
        platform.beginTurn("policyChanged(\(id))")
        driver.policyDidChange(on: handle, from: old)
        finishStep()
    }

    /// The app asks the library for a rotation, from the screen it shows.
    func rotate(_ orientation: InterfaceOrientation) {
        platform.invalidateLayouts()
        let screen = model.window.visibleScreen ?? model.window.root
        platform.beginTurn("rotate(\(orientation))")
        driver.rotate(platform.controller(screen), to: orientation)
        if let request = driver.engine(for: platform.appWindow)?.lastRotationRequest {
            app.lastRotationRequest = request
            app.stepAppRequest = request
        }
        finishStep()
    }

    /// The app resigns active.
    func background() {
        platform.invalidateLayouts()
        model.setActive(false)
        platform.beginTurn("appWillResignActive")
        driver.appWillResignActive()
        finishStep()
    }

    /// The app becomes active: UIKit re-tests the device first.
    func foreground() {
        platform.invalidateLayouts()
        model.becomeActive()
        platform.beginTurn("appDidBecomeActive")
        driver.appDidBecomeActive()
        finishStep()
    }

    /// An extra window was shown or hidden in the model: UIKit asks the
    /// window on top, and its screens report.
    func windowVisibilityChanged() {
        platform.invalidateLayouts()
        model.orientationWindowDidChange()
        reportAppearance()
        finishStep()
    }

    /// The scene was resized, folded or unfolded: its geometry changed.
    func sceneChanged() {
        platform.invalidateLayouts()
        if let observer = platform.geometryObserver { platform.turnQueue.append(observer) }
        finishStep()
    }

    /// The user's rotation lock changed; `tellsLibrary`: the app tells the library.
    func rotationLockChanged(_ on: Bool, physical: DeviceOrientation, tellsLibrary: Bool) {
        platform.invalidateLayouts()
        if on {
            deviceRotatedUnlocked(.portrait)
            model.rotationLocked = true
            platform.beginTurn("rotation lock on")
            if tellsLibrary { driver.isDeviceRotationLocked = true }
        } else {
            model.rotationLocked = false
            platform.beginTurn("rotation lock off")
            if tellsLibrary { driver.isDeviceRotationLocked = false }
            deviceRotatedUnlocked(physical)
        }
        finishStep()
    }

    private func deviceRotatedUnlocked(_ orientation: DeviceOrientation) {
        model.deviceDidRotate(to: orientation)
        if platform.generatesDeviceNotifications {
            platform.beginTurn("deviceOrientationDidChange")
            driver.deviceOrientationDidChange()
        }
        platform.noteShownOrientation()
    }

    /// An interactive pop or dismissal began in the model: the screen
    /// beneath reports while the finger drives the transition.
    func interactiveTransitionBegan(_ gesture: ModelInteractiveTransition) {
        platform.invalidateLayouts()
        let transition = ModelTransitionHandle(isInteractive: true)
        platform.transition = transition
        gestureTransition = transition
        reportAppearance()
        if case .dismiss(let screen) = gesture {
            dismissalGestureUnderWay = true
            reportDismissalBegan(of: screen)
        }
        finishStep()
    }

    /// UIKit tells a presented screen that it will disappear as the finger
    /// starts dragging it down, though it stays in the window until the
    /// gesture ends (rule 57); a cancelled gesture makes it appear again.
    private func reportDismissalBegan(of screen: String) {
        let leaving = Set(model.window.layerPath(from: screen))
        for (key, probe) in shownProbes.sorted(by: { $0.key < $1.key })
        where probe.window == nil && leaving.contains(probe.id) {
            platform.beginTurn("\(probe.id) willDisappear")
            driver.probeReported(probe, .willDisappear)
            disappearingProbes.insert(key)
        }
    }

    /// The interactive transition ended in the model.
    func interactiveTransitionEnded(cancelled: Bool) {
        platform.invalidateLayouts()
        // The gesture's own coordinator, even where a push or a
        // presentation ran meanwhile: its completions must run.
        let transition = gestureTransition ?? platform.transition
        gestureTransition = nil
        platform.transition = nil
        dismissalGestureUnderWay = false
        platform.noteShownOrientation()
        for completion in transition?.completions ?? [] {
            platform.beginTurn("transition completion")
            completion(cancelled)
        }
        reportAppearance()
        finishStep()
    }

    /// The pop gesture guard: true when the driver predicts that popping
    /// the topmost visible navigation screen would turn the interface.
    func popWouldRotate() -> Bool {
        platform.invalidateLayouts()
        guard let navigation = model.window.topmostVisible(.navigation) else { return false }
        let reads = platform.rootReads
        let answer = driver.popWouldRotate(platform.controller(navigation))
        if platform.rootReads != reads { platform.noteBrokenInvariant("a window snapshot on a touch (the pop guard)") }
        return answer
    }

    // MARK: Callbacks

    /// The probes whose screens entered or left a window report it.
    private func reportAppearance() {
        platform.noteLoadedViews()
        var now: [String: ModelControllerHandle] = [:]
        var order: [ModelControllerHandle] = []
        for window in platform.windows(of: platform.scene) {
            for probe in platform.reportingProbes(in: window.id) {
                let key = ModelPlatform.key(probe.id, probe.window)
                now[key] = probe
                order.append(probe)
            }
        }
        for (key, probe) in shownProbes where now[key] == nil && !disappearingProbes.contains(key) {
            platform.beginTurn("\(probe.id) willDisappear")
            driver.probeReported(probe, .willDisappear)
        }
        for probe in order {
            let key = ModelPlatform.key(probe.id, probe.window)
            // Shown again: new, or back after a dismissal gesture was cancelled.
            guard shownProbes[key] == nil || (disappearingProbes.contains(key) && !dismissalGestureUnderWay)
            else { continue }
            platform.beginTurn("\(probe.id) willAppear")
            driver.probeReported(probe, .willAppear)
        }
        if !dismissalGestureUnderWay { disappearingProbes = [] }
        shownProbes = now
    }

    /// Runs what the driver queued, as the main actor's later turns would.
    private func finishStep() {
        platform.noteShownOrientation()
        platform.settle()
        platform.noteViewsAtRest()
        engine = driver.engine(for: platform.appWindow)
    }

    /// The controller of a screen in the window that holds it: the app's,
    /// else the first extra window's.
    private func controllerHolding(_ id: String) -> ModelControllerHandle? {
        if model.window.controllers[id] != nil,
            model.window.holds(id) || model.extraWindows.allSatisfy({ !$0.content.holds(id) })
        {
            return platform.controller(id)
        }
        guard let extra = model.extraWindows.first(where: { $0.content.holds(id) }) else { return nil }
        return platform.controller(id, in: extra.id)
    }
}

extension ModelPlatform {
    /// The controller UIKit asks in the window it asks about (rules 5-7, 51).
    func ownerController() -> ModelControllerHandle? {
        controller(model.owner, in: model.orientationWindowID)
    }
}
