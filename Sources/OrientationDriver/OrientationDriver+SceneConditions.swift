import OrientationCore

extension OrientationDriver {
    /// Tells the driver that a scene's geometry changed (the scene
    /// delegate's geometry callback, or the driver's own observation): the
    /// scene's conditions are detected again, then the orientation the
    /// scene shows is reported, so that the engine reconciles it with what
    /// it asked for (rule 72).
    public func sceneGeometryDidChange(_ scene: Platform.Scene) {
        guard let session = sessions[ObjectIdentifier(scene)], let window = session.window,
            session.engine.currentOrientation != nil
        else { return }
        execute(updateSceneConditions(of: session, window: window), in: session)
        let commands = session.engine.handle(.interfaceOrientationChanged(platform.shownOrientation(of: scene)))
        reportEngineDiagnostics(session)
        execute(commands, in: session)
    }

    /// Detects the scene's conditions and hands them to the engine; returns
    /// its commands (a scene that honours masks again is rotated back).
    func updateSceneConditions(of session: DriverSession<Platform>, window: Platform.Window) -> [OrientationCommand] {
        guard let scene = platform.scene(of: window) else { return [] }
        checkAuthorityOnce(for: scene)
        if session.observedScene != ObjectIdentifier(scene) {
            session.observedScene = ObjectIdentifier(scene)
            session.geometryObservation = platform.observeGeometry(of: scene) { [weak self, weak scene] in
                guard let self, let scene else { return }
                self.sceneGeometryDidChange(scene)
            }
        }
        let facts = platform.facts(of: window)
        let geometry = platform.geometry(of: scene)
        session.geometry.note(facts.size, resizingInteractively: geometry.isResizingInteractively)
        let conditions = session.geometry.conditions(window: facts, geometry: geometry, facts: sceneFacts)
        let commands = session.engine.handle(.sceneChanged(conditions))
        reportEngineDiagnostics(session)
        return commands
    }

    /// What scene detection needs to know about the app.
    var sceneFacts: SceneFacts {
        let idiom = platform.idiom
        let os = osMajorVersion
        let sdk = bundle.linkedSDK ?? os
        // Rules 28 and 63: from the iOS 27 rules on, orientations no longer
        // decide whether an iPad app is resizable.
        let eligible =
            idiom == .pad && !bundle.requiresFullScreen && bundle.hasLaunchScreen
            && ((os >= 27 && sdk >= 27) || (bundle.orientations(for: idiom) ?? .all) == .all)
        return SceneFacts(
            idiom: idiom, osMajorVersion: os, linkedSDK: sdk, multitaskingEligible: eligible,
            requiresFullScreen: bundle.requiresFullScreen, runsOnIPad: hardwareIsPad && idiom == .phone,
            forcedHonoursMasks: configuration.platformHonoursMasks)
    }

    /// True when the hardware is an iPad, whatever the app's idiom: its
    /// model name says so (`UIDevice.model` is "iPad" on every iPad).
    var hardwareIsPad: Bool { platform.deviceModel.hasPrefix("iPad") }

    /// What `prefersInterfaceOrientationLocked` should answer for a
    /// controller (rule 68): true while the deciding screen's policy is
    /// locked, the scene ignores masks but can hold the lock, and the
    /// interface shows the locked orientation. The scene's session is
    /// created when needed: UIKit may never have asked (finding 5).
    public func prefersOrientationLock(for controller: Platform.Controller) -> Bool {
        guard let window = platform.window(of: controller) else { return false }
        startIfNeeded()
        let session = session(for: window)
        if session.lastTree == nil, !isExecuting, !isRefreshing { queueRefresh(of: window) }
        return session.engine.prefersOrientationLock
    }

    /// True when the library decides the orientation lock of the window
    /// showing `controller` (a screen on screen states a policy).
    public func decidesOrientationLock(for controller: Platform.Controller) -> Bool {
        guard let window = platform.window(of: controller) else { return false }
        startIfNeeded()
        let session = session(for: window)
        if session.lastTree == nil, !isExecuting, !isRefreshing { queueRefresh(of: window) }
        return session.engine.decidingScreen != nil
    }

    /// Once: when only the scene delegate answers and this system is older
    /// than iOS 27, which never asks it, says so (`ORI-415`, rule 70).
    func checkAuthorityOnce(for scene: Platform.Scene) {
        guard !hasCheckedAuthority else { return }
        hasCheckedAuthority = true
        let appDelegate = platform.appDelegateAnswersOrientations
        let sceneDelegate = platform.sceneDelegateAnswersOrientations(scene)
        let authority: OrientationAuthority? =
            appDelegate ? (sceneDelegate ? .both : .appDelegate) : (sceneDelegate ? .sceneDelegate : nil)
        if let diagnostic = authority?.diagnostic(osMajorVersion: osMajorVersion) { report(diagnostic) }
    }
}
