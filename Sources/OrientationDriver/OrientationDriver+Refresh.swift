import OrientationCore

extension OrientationDriver {
    /// Takes a snapshot of the app window of `window`'s scene and feeds it
    /// to the scene's engine when it changed; the resulting commands run
    /// now, or on the next turn when `executeNow` is false.
    ///
    /// A change reported from another window of the scene is ignored: other
    /// windows never decide (rules 51-52). When UIKit asks about a window
    /// (`asked`), the engine learns the mask of that window's owner. While
    /// the driver runs calls or is already refreshing, the window is
    /// refreshed on the next turn instead (finding 1).
    func refresh(_ window: Platform.Window, executeNow: Bool = true, asked: Platform.Window? = nil) {
        guard !isExecuting, !isRefreshing else {
            queueRefresh(of: window)
            return
        }
        isRefreshing = true
        defer { isRefreshing = false }
        let session = session(for: window)
        guard let appWindow = session.window, asked != nil || window === appWindow else { return }
        let maskBefore = session.engine.supportedMask
        applyConfiguration(to: session, window: appWindow)
        let sceneCommands = updateSceneConditions(of: session, window: appWindow)
        let snapshot = WindowSnapshot(window: appWindow, platform: platform, playerPolicy: fullScreenPlayerPolicy)
        let ownerMask = ownerMask(asked: asked, session: session, appSnapshot: snapshot)
        let ownWindowAsked = ownerMask == snapshot.ownerMask
        session.engine.setOwnerMask(
            ownerMask, duringTransition: ownWindowAsked ? snapshot.transitionOwnerMask : nil,
            uncertainOwner: ownWindowAsked ? snapshot.uncertainOwnerMask : nil)
        for navigation in snapshot.navigationControllers { guardPopGestures(of: navigation) }
        if !snapshot.probesWithoutView.isEmpty { installProbeViewsLater(snapshot.probesWithoutView) }
        // Answering UIKit's question tells UIKit the new mask: no update is needed then.
        let maskChangedSilently = session.engine.supportedMask != maskBefore && session.lastTree != nil
        let needsUpdate = maskChangedSilently && asked == nil
        let decidingBefore = session.engine.decidingScreen
        var commands = sceneCommands
        if snapshot.tree != session.lastTree || maskChangedSilently {
            commands += screensChanged(snapshot.tree, in: session, addingUpdate: needsUpdate)
        }
        let appearanceChanged = decidingBefore != session.engine.decidingScreen
        isRefreshing = false
        if executeNow {
            execute(commands, in: session, updatingAppearance: appearanceChanged)
        } else {
            enqueue(commands, in: session, updatingAppearance: appearanceChanged)
        }
    }

    /// Feeds a new tree to the session's engine; its commands.
    private func screensChanged(
        _ tree: ScreenTree, in session: DriverSession<Platform>, addingUpdate: Bool
    ) -> [OrientationCommand] {
        if session.lastTree == nil, hasBeenActive || platform.isAppActive, let scene = session.scene {
            // A window opened after launch (the app active, or in the
            // background since) already shows an orientation; at launch
            // the engine's launch rule applies.
            session.engine.handle(.interfaceOrientationChanged(platform.shownOrientation(of: scene)))
            deliverSettledRotations(of: session)
        }
        session.lastTree = tree
        var commands = session.engine.handle(.screensChanged(tree))
        // The engine keeps quiet while the app is inactive, under the
        // user's finger and where masks are ignored; it publishes when that
        // ends, so the driver adds nothing then either.
        let engine = session.engine
        let quiet = !engine.isActive || engine.isInteractiveTransitionInProgress || !engine.platformHonoursMasks
        if addingUpdate, !quiet, !commands.contains(.updateSupportedOrientations) {
            commands.insert(.updateSupportedOrientations, at: 0)
        }
        reportEngineDiagnostics(session)
        return commands
    }

    /// Refreshes `window` on the next turn.
    func queueRefresh(of window: Platform.Window) {
        pendingWindows.removeAll { $0.window == nil }
        guard !pendingWindows.contains(where: { $0.window === window }) else { return }
        let wasEmpty = pendingWindows.isEmpty
        pendingWindows.append(WeakWindow(window: window))
        guard wasEmpty else { return }
        platform.onNextTurn { [weak self] in self?.refreshPendingWindows() }
    }

    /// Refreshes the windows queued by ``queueRefresh(of:)``.
    func refreshPendingWindows() {
        let windows = pendingWindows.compactMap(\.window)
        pendingWindows = []
        for window in windows { refresh(window) }
    }

    /// Refreshes every live scene.
    func refreshAll() {
        guard hasStarted else { return }
        for session in liveSessions {
            if let window = session.window { refresh(window) }
        }
    }

    /// The sessions whose scene or app window is still alive.
    var liveSessions: [DriverSession<Platform>] {
        pruneSessions()
        return Array(sessions.values)
    }

    func pruneSessions() {
        sessions = sessions.filter { _, session in
            // A window that joined a scene is decided for by the scene's session.
            let keep =
                session.isAlive
                && !(session.scene == nil && session.window.map { platform.scene(of: $0) != nil } == true)
            if !keep { endAwaitedRotations(of: session) }
            return keep
        }
    }

    func applyConfiguration(to session: DriverSession<Platform>, window: Platform.Window) {
        let wanted = engineConfiguration(for: window)
        if session.engine.configuration != wanted { session.engine.configuration = wanted }
    }

    /// The mask of screens without a policy.
    var effectiveDefaultMask: InterfaceOrientationMask {
        configuration.defaultMask ?? bundle.orientations(for: platform.idiom) ?? platform.idiom.defaultMask
    }

    /// The running system's major version, as configured or detected.
    var osMajorVersion: Int { configuration.osMajorVersion ?? platform.osMajorVersion }

    func engineConfiguration(for window: Platform.Window) -> EngineConfiguration {
        let phoneWithoutButton = platform.idiom == .phone && platform.facts(of: window).hasBottomInset
        return EngineConfiguration(
            osMajorVersion: osMajorVersion, defaultMask: effectiveDefaultMask,
            deviceMask: configuration.deviceMask ?? (phoneWithoutButton ? .allButUpsideDown : .all))
    }
}
