import OrientationCore
import OrientationDriver

/// The seam, over the fake: each member reads or calls one thing.
extension FakeUIKit {
    func sceneDelegateAnswersOrientations(_ scene: FakeScene) -> Bool { scene.sceneDelegateAnswers }
    var connectedScenes: [FakeScene] { scenes }
    func windows(of scene: FakeScene) -> [FakeWindow] { scene.windows }
    func scene(of window: FakeWindow) -> FakeScene? { window.scene }
    func sceneDelegateWindow(of scene: FakeScene) -> FakeWindow? { scene.declared }
    func facts(of window: FakeWindow) -> WindowFacts {
        WindowFacts(
            level: window.level, isHidden: window.isHidden, hasRootController: window.root != nil,
            isBaseWindowClass: !window.isSystem && !window.isAppSubclass, isClassFromUIKit: !window.isAppSubclass,
            isKey: window.isKey, size: window.size,
            screenSize: Size(width: 390, height: 844), hasBottomInset: idiom == .phone)
    }
    func rootController(of window: FakeWindow) -> FakeController? {
        rootReads += 1
        return window.root
    }
    func shownOrientation(of scene: FakeScene) -> InterfaceOrientation { scene.shown }
    func geometry(of scene: FakeScene) -> SceneGeometry {
        SceneGeometry(hasSizeRestrictions: scene.hasSizeRestrictions)
    }
    func observeGeometry(of scene: FakeScene, _ onChange: @escaping @MainActor () -> Void) -> AnyObject? {
        guard osMajorVersion >= 16 else { return nil }
        let token = ObservationToken()
        scene.geometryObservers.append((WeakToken(token: token), onChange))
        return token
    }

    func window(of controller: FakeController) -> FakeWindow? { windowOf(controller) }
    func view(of controller: FakeController) -> ViewFacts {
        guard controller.isViewLoaded else { return .notLoaded }
        return ViewFacts(
            isInWindow: windowOf(controller) != nil, isHidden: controller.isViewHidden,
            host: controller.isVisualEffectRoot ? .contentView : .view)
    }
    func parent(of controller: FakeController) -> FakeController? { controller.parent }
    func children(of controller: FakeController) -> [FakeController] { controller.children }
    func kind(of controller: FakeController) -> ControllerKind {
        ControllerKind(
            container: controller.container, isHosting: controller.isHosting,
            overridesSupported: controller.supportedGetter != nil, overridesPreferred: controller.overridesPreferred,
            origin: controller.origin)
    }
    func navigationStack(of controller: FakeController) -> [FakeController] { controller.children }
    func tabs(of controller: FakeController) -> [FakeController]? { controller.children }
    func selectedTab(of controller: FakeController) -> FakeController? { controller.selected }
    func moreNavigationController(of controller: FakeController) -> FakeController? { nil }
    func splitColumns(of controller: FakeController) -> [FakeController] { controller.children }
    func isCollapsed(_ controller: FakeController) -> Bool { true }
    func pages(of controller: FakeController) -> [FakeController] { controller.children }
    func childrenForInterfaceOrientation(of controller: FakeController) -> [FakeController]? { nil }
    func loadedView(of controller: FakeController) -> FakeController? { controller.isViewLoaded ? controller : nil }
    func superview(of view: FakeController) -> FakeController? { view.viewOrder == nil ? nil : view.parent }
    func subviews(of view: FakeController) -> [FakeController] {
        view.children.filter { $0.viewOrder != nil }.sorted { ($0.viewOrder ?? 0) < ($1.viewOrder ?? 0) }
    }
    func presented(by controller: FakeController) -> FakeController? { controller.presented }
    func presenting(_ controller: FakeController) -> FakeController? { controller.presenting }
    func presentation(of controller: FakeController, in window: FakeWindow) -> PresentationFacts {
        PresentationFacts(
            style: controller.style, isBeingPresented: controller.isBeingPresented,
            isBeingDismissed: controller.isBeingDismissed)
    }
    func supportedMask(of controller: FakeController) -> InterfaceOrientationMask {
        controller.supportedGetter?() ?? (idiom == .pad ? .all : .allButUpsideDown)
    }
    func preferredForPresentation(of controller: FakeController) -> InterfaceOrientation { controller.preferred }
    func ownPolicy(of controller: FakeController) -> OrientationPolicy? { controller.policy }
    func hostedPolicy(of controller: FakeController) -> OrientationPolicy? {
        hostedPolicies?.policy(for: controller) ?? controller.hostedPolicy
    }
    func label(of controller: FakeController) -> String { controller.name }
    func transition(of controller: FakeController) -> FakeTransition? { controller.transition }
    func isInteractive(_ transition: FakeTransition) -> Bool { transition.isInteractive }
    func whenEnded(_ transition: FakeTransition, _ body: @escaping @MainActor (Bool) -> Void) -> Bool {
        guard !transition.refusesCompletions else { return false }
        transition.completions.append(body)
        return true
    }

    func hasProbe(_ controller: FakeController) -> Bool { controller.hasProbe }
    func addProbe(to controller: FakeController) { controller.hasProbe = true }
    func removeProbe(from controller: FakeController) {
        controller.hasProbe = false
        controller.probeViewInstalled = false
    }
    func isProbeViewInstalled(in controller: FakeController) -> Bool { controller.probeViewInstalled }
    func insertProbeView(in controller: FakeController, into host: ProbeViewHost) {
        if isAsking { exceptions.append("probe view inserted inside UIKit's question") }
        if controller.isVisualEffectRoot && host == .view {
            exceptions.append(
                "NSInternalInconsistencyException: Do not add subviews directly to the visual effect view itself")
            return
        }
        controller.probeViewInstalled = true
    }

    func setNeedsUpdateOfSupportedInterfaceOrientations(_ controller: FakeController) {
        if isAsking { callsInsideQuestion.append("setNeedsUpdateOfSupportedInterfaceOrientations") }
        calls.append("setNeedsUpdateOfSupportedInterfaceOrientations(\(controller.name))")
        if let scene = windowOf(controller)?.scene ?? scenes.first { scene.needsUpdate = true }
        turnQueue.append {}
    }
    func setNeedsUpdateOfPrefersInterfaceOrientationLocked(_ controller: FakeController) {
        calls.append("setNeedsUpdateOfPrefersInterfaceOrientationLocked(\(controller.name))")
    }
    func setNeedsAppearanceUpdate(_ controller: FakeController) {}
    func requestGeometryUpdate(
        _ mask: InterfaceOrientationMask, in scene: FakeScene,
        errorHandler: @escaping @MainActor (GeometryRequestFailure) -> Void
    ) {
        if isAsking { callsInsideQuestion.append("requestGeometryUpdate") }
        calls.append("requestGeometryUpdate(\(mask))")
        // Rule 87: outside a transition, a request sees a mask asked for
        // earlier in the same turn (the documented update-then-request).
        if scene.needsUpdate, !transitionRuns(in: scene), !publishesNothing, let window = orientationWindow(of: scene) {
            _ = ask(about: window)
        }
        let failure: GeometryRequestFailure?
        if let code = failureCode {
            failure = GeometryRequestFailure(code: code, message: "The request failed (\(code))")
        } else if failsOutsideSceneDomain {
            failure = GeometryRequestFailure(isSceneError: false, code: 3, message: "Another domain")
        } else if scene.ignoresMasks {
            failure = GeometryRequestFailure(code: 101, message: windowingMessage)
        } else if let published = scene.published, published.intersection(mask).isEmpty {
            failure = GeometryRequestFailure(
                code: 101,
                message:
                    "None of the requested orientations are supported by the view controller. Requested: \(mask); Supported: \(published)"
            )
        } else {
            failure = nil
            let allowed = scene.published.map { $0.intersection(mask) } ?? mask
            if !allowed.contains(scene.shown), !acceptsWithoutTurning {
                turn(scene, to: InterfaceOrientation.tieBreakOrder.first { allowed.contains($0) } ?? scene.shown)
            }
        }
        if let failure {
            refusals.append(failure)
            turnQueue.append { errorHandler(failure) }
        }
    }
    func setLegacyDeviceOrientation(_ orientation: DeviceOrientation) {
        if isAsking { callsInsideQuestion.append("UIDevice.orientation") }
        calls.append("UIDevice.orientation = \(orientation)")
        deviceOrientation = orientation
        // UIDevice posts its notification back at once.
        if generatesDeviceNotifications { driver?.deviceOrientationDidChange() }
    }
    func attemptRotationToDeviceOrientation() {
        calls.append("attemptRotationToDeviceOrientation()")
        for scene in scenes {
            guard let window = orientationWindow(of: scene), let mask = ask(about: window),
                let target = deviceOrientation.interfaceOrientation, mask.contains(target),
                owner(of: window)?.shouldAutorotate ?? true
            else { continue }
            scene.shown = target
        }
    }
    func beginGeneratingDeviceOrientationNotifications() {
        generatesDeviceNotifications = true
        deviceNotificationsBegun += 1
    }
    func endGeneratingDeviceOrientationNotifications() {
        generatesDeviceNotifications = false
        deviceNotificationsEnded += 1
    }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) { turnQueue.append(work) }
    func after(seconds: Double, _ work: @escaping @MainActor () -> Void) {
        timers.append((clock + seconds, work))
    }
}

extension FakeUIKit: RegistryPlatform {
    func activation(of scene: FakeScene) -> SceneActivation { scene.activation }
    func appDelegateAnswer(for window: FakeWindow) -> InterfaceOrientationMask? { appDelegateMask?(window) }
    func sceneDelegateAnswer(for scene: FakeScene) -> InterfaceOrientationMask? { scene.sceneDelegateMask }
}

extension FakeUIKit {
    func popGuard(of navigation: FakeController) -> FakeRecognizer? { navigation.popGuard }
    func addPopGuard(to navigation: FakeController) -> FakeRecognizer {
        popGuardsAdded += 1
        let added = FakeRecognizer()
        navigation.popGuard = added
        return added
    }
    func popRecognizers(of navigation: FakeController) -> [FakeRecognizer] { navigation.popRecognizers }
    func require(_ recognizer: FakeRecognizer, toFail guardRecognizer: FakeRecognizer) {
        recognizer.waitsFor.append(guardRecognizer)
    }
}
