import OrientationCore

extension OrientationDriver {
    /// Whether the driver follows the device's physical orientation
    /// (`UIDevice.orientationDidChangeNotification`). On by default; the
    /// app's choice holds whenever it is made, before the driver starts
    /// too (finding 15), and begin and end stay balanced.
    public var observesDeviceOrientation: Bool {
        get { wantsDeviceNotifications }
        set {
            wantsDeviceNotifications = newValue
            updateDeviceNotifications()
        }
    }

    /// Begins or ends device-orientation notifications as the app wants,
    /// once the driver has started.
    func updateDeviceNotifications() {
        let wanted = hasStarted && wantsDeviceNotifications
        guard wanted != generatesDeviceNotifications else { return }
        generatesDeviceNotifications = wanted
        if wanted {
            platform.beginGeneratingDeviceOrientationNotifications()
        } else {
            platform.endGeneratingDeviceOrientationNotifications()
        }
    }

    /// `UIApplication.didBecomeActiveNotification`.
    public func appDidBecomeActive() {
        isActive = true
        hasBeenActive = true
        for session in liveSessions {
            // The window is on screen now: what its scene shows is a fact,
            // and deferred requests are measured against it.
            if session.engine.currentOrientation != nil, let scene = session.scene {
                session.engine.handle(.interfaceOrientationChanged(platform.shownOrientation(of: scene)))
                deliverSettledRotations(of: session)
            }
            let commands = session.engine.handle(.appBecameActive)
            reportEngineDiagnostics(session)
            execute(commands, in: session)
        }
    }

    /// `UIApplication.willResignActiveNotification`.
    public func appWillResignActive() {
        isActive = false
        hasBeenActive = true
        for session in liveSessions {
            session.engine.handle(.appBecameInactive)
            deliverSettledRotations(of: session)
        }
    }

    /// `UIDevice.orientationDidChangeNotification`. A notification that
    /// echoes the driver's own legacy write (iOS 13-15) is not the user
    /// turning the device and is ignored (finding 3). The interface does
    /// not always follow the device (`shouldAutorotate` below iOS 16, rule
    /// 19; a mirrored iPhone, rule 65; a held lock preference, rule 68),
    /// and no geometry callback says so when nothing turns: what the scene
    /// shows is reported on the next turn when the engine believes
    /// otherwise (finding 16).
    public func deviceOrientationDidChange() {
        let device = platform.deviceOrientation
        if let echo = legacyEchoes.firstIndex(of: device) {
            legacyEchoes.removeSubrange(...echo)
            return
        }
        for session in liveSessions {
            let commands = session.engine.handle(.deviceRotated(device))
            reportEngineDiagnostics(session)
            execute(commands, in: session)
            reportShownOrientationLater(in: session)
        }
        // A locked device reports no rotation (rule 56): the engines
        // cleared the lock if this one showed it is off.
        if rotationLock, let session = liveSessions.first, !session.engine.isDeviceRotationLocked {
            rotationLock = false
        }
    }

    /// Tells the engine, on the next turn, what the scene shows when it
    /// believes otherwise.
    func reportShownOrientationLater(in session: DriverSession<Platform>) {
        platform.onNextTurn { [weak self, weak session] in
            guard let self, let session, let scene = session.scene,
                let believed = session.engine.currentOrientation
            else { return }
            let shown = self.platform.shownOrientation(of: scene)
            guard shown != .unknown, shown != believed else { return }
            let commands = session.engine.handle(.interfaceOrientationChanged(shown))
            self.reportEngineDiagnostics(session)
            self.execute(commands, in: session)
        }
    }

    /// Whether the user's rotation lock is on, as far as the app knows (see
    /// OrientationKit's `OrientationManager.isDeviceRotationLocked`).
    public var isDeviceRotationLocked: Bool {
        get { rotationLock }
        set {
            guard newValue != rotationLock else { return }
            rotationLock = newValue
            for session in liveSessions {
                session.engine.handle(.deviceRotationLockChanged(newValue))
                reportEngineDiagnostics(session)
            }
        }
    }

    /// A size transition of a window ended: the scene's orientation is now
    /// what the screen shows.
    public func sizeTransitionDidEnd(in window: Platform.Window) {
        guard let scene = platform.scene(of: window), let session = existingSession(for: window),
            session.window === window
        else { return }
        let commands = session.engine.handle(.interfaceOrientationChanged(platform.shownOrientation(of: scene)))
        reportEngineDiagnostics(session)
        execute(commands, in: session)
        refresh(window)
    }
}
