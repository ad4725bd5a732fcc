import OrientationCore
import OrientationDriver

/// What the user and the app do, with UIKit's callbacks in UIKit's order.
extension FakeUIKit {
    /// Pushes `screen` on `navigation`: the stack changes at once, the
    /// appearance callbacks run with a transition, which ends when
    /// ``finish(_:cancelled:)`` is called (at once unless `holding`).
    @discardableResult
    func push(_ screen: FakeController, on navigation: FakeController, holding: Bool = false) -> FakeTransition {
        let leaving = navigation.children.last
        navigation.stack = navigation.children + [screen]
        return transition(appearing: [screen], disappearing: leaving.map { [$0] } ?? [], holding: holding)
    }

    /// Pops `navigation`'s top screen (interactive: the user's finger).
    @discardableResult
    func pop(_ navigation: FakeController, interactive: Bool = false, holding: Bool = false) -> FakeTransition {
        let leaving = navigation.children.last
        navigation.stack = Array(navigation.children.dropLast())
        let transition = transition(
            appearing: navigation.children.last.map { [$0] } ?? [], disappearing: leaving.map { [$0] } ?? [],
            holding: true, interactive: interactive, restoring: leaving.map { (navigation, $0) })
        if !holding { finish(transition) }
        return transition
    }

    /// Selects a tab: UIKit asks no question (finding 10).
    func selectTab(_ tab: FakeController, in tabs: FakeController) {
        let leaving = tabs.selected
        tabs.selected = tab
        tab.isViewLoaded = true
        callback(tab, .willAppear)
        if let leaving { callback(leaving, .willDisappear) }
        callback(tab, .didAppear)
        if let leaving { callback(leaving, .didDisappear) }
        runTurns()
    }

    /// Presents `screen` full screen from `presenter`.
    func present(_ screen: FakeController, from presenter: FakeController, style: PresentationStyle = .fullScreen) {
        presenter.presented = screen
        screen.presenting = presenter
        screen.style = style
        screen.isBeingPresented = true
        // UIKit asks about the new owner while presenting.
        if asksAsPresentationBegins, let window = windowOf(presenter) { ask(about: window) }
        let transition = transition(appearing: [screen], disappearing: [], holding: true)
        // Rule 21: UIKit re-reads the answer as the presentation runs.
        if asksAgainDuringPresentation, let window = windowOf(presenter) { ask(about: window) }
        screen.isBeingPresented = false
        finish(transition)
        if let scene = windowOf(screen)?.scene { scene.needsUpdate = true }
        runTurns()
        // Rule 18: a full-screen presentation reads the class's preferred
        // orientation, which must be in the mask UIKit resolves for it.
        if style == .fullScreen, screen.overridesPreferred, let window = windowOf(screen),
            let mask = ask(about: window), !mask.contains(screen.preferred)
        {
            exceptions.append(
                "UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation \(screen.preferred) not in \(mask)"
            )
        }
    }

    /// Dismisses what `presenter` presents.
    func dismiss(from presenter: FakeController) {
        guard let presented = presenter.presented else { return }
        presented.isBeingDismissed = true
        let transition = transition(appearing: [], disappearing: [presented], holding: true)
        presenter.presented = nil
        presented.presenting = nil
        presented.isBeingDismissed = false
        finish(transition)
        if let window = windowOf(presenter) {
            ask(about: window)
            window.scene?.needsUpdate = true
        }
        runTurns()
    }

    /// The device turns: UIKit follows when allowed, then the notification.
    func rotateDevice(_ orientation: DeviceOrientation) {
        deviceOrientation = orientation
        for scene in scenes {
            guard let target = orientation.interfaceOrientation, let published = scene.published,
                published.contains(target), let window = orientationWindow(of: scene),
                osMajorVersion >= 16 || (owner(of: window)?.shouldAutorotate ?? true)
            else { continue }
            turn(scene, to: target)
        }
        if generatesDeviceNotifications { driver?.deviceOrientationDidChange() }
        runTurns()
    }

    /// Ends a transition: completion handlers, then the did-callbacks.
    func finish(_ transition: FakeTransition, cancelled: Bool = false) {
        for scene in scenes {
            for window in scene.windows {
                for controller in allControllers(of: window) where controller.transition === transition {
                    controller.transition = nil
                }
            }
        }
        for screen in transition.appearing + transition.disappearing where screen.transition === transition {
            screen.transition = nil
        }
        // Its completions run now; UIKit queues none after this.
        transition.refusesCompletions = true
        if cancelled, let (navigation, screen) = transition.restoring {
            navigation.stack = navigation.children + [screen]
        }
        let completions = transition.completions
        transition.completions = []
        for completion in completions { completion(cancelled) }
        for screen in transition.appearing { callback(screen, cancelled ? .didDisappear : .didAppear) }
        for screen in transition.disappearing { callback(screen, cancelled ? .didAppear : .didDisappear) }
        runTurns()
    }

    private func transition(
        appearing: [FakeController], disappearing: [FakeController], holding: Bool, interactive: Bool = false,
        restoring: (FakeController, FakeController)? = nil
    ) -> FakeTransition {
        let transition = FakeTransition()
        transition.isInteractive = interactive
        transition.appearing = appearing
        transition.disappearing = disappearing
        transition.restoring = restoring
        for screen in appearing + disappearing { screen.transition = transition }
        for screen in appearing { callback(screen, .willAppear) }
        for screen in disappearing { callback(screen, .willDisappear) }
        if !holding { finish(transition) }
        return transition
    }

    /// A probe's callback, when the screen has a probe whose view is in it.
    func callback(_ screen: FakeController, _ event: ProbeEvent) {
        guard screen.hasProbe, screen.probeViewInstalled || event == .willAppear else { return }
        driver?.probeReported(screen, event)
    }
}
