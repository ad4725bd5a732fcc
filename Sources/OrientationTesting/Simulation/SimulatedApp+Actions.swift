extension SimulatedApp {
    /// Pushes a screen onto the topmost visible navigation screen.
    @discardableResult
    public func push(_ screen: String, line: Int = 0) -> StepRecord {
        step("push \(screen)", line: line) { change(model.window.push(screen), .containment) }
    }

    /// Pops the topmost visible navigation screen.
    @discardableResult
    public func pop(line: Int = 0) -> StepRecord {
        step("pop", line: line) { change(model.window.pop(), .containment) }
    }

    /// Presents a screen from the topmost visible screen.
    @discardableResult
    public func present(_ screen: String, style: PresentationStyle = .fullScreen, line: Int = 0) -> StepRecord {
        step("present \(screen) \(style.name)", line: line) {
            change(model.window.present(screen, style: style), .presentation)
        }
    }

    /// Dismisses the topmost presented screen.
    @discardableResult
    public func dismiss(line: Int = 0) -> StepRecord {
        step("dismiss", line: line) { change(model.window.dismiss(), .dismissal) }
    }

    /// Selects a tab in the nearest visible tab bar.
    @discardableResult
    public func selectTab(_ index: Int, line: Int = 0) -> StepRecord {
        step("selectTab \(index)", line: line) { change(model.window.selectTab(index), .containment) }
    }

    /// Turns the device physically (device orientation names, rule 2).
    @discardableResult
    public func rotateDevice(_ orientation: DeviceOrientation, line: Int = 0) -> StepRecord {
        step("rotateDevice \(orientation)", line: line) {
            setPhysicalOrientation(orientation)
            // Rule 56: under the rotation lock nothing is reported.
            guard !model.rotationLocked else {
                model.cite(56, for: .orientation)
                model.cite(56, for: .device)
                return
            }
            if runShipped({ $0.deviceRotated(orientation) }) { return }
            model.deviceDidRotate(to: orientation)
        }
    }

    /// The app changes a screen's policy (`nil` removes it). Plain mode: the
    /// view controller's overrides change and the app calls
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+) or
    /// `attemptRotationToDeviceOrientation()` (below 16).
    @discardableResult
    public func setPolicy(_ policy: OrientationPolicy?, for screen: String, line: Int = 0) -> StepRecord {
        step("setPolicy \(screen) \(policy?.description ?? "none")", line: line) {
            guard model.window.controllers[screen] != nil else {
                change(.ignored("setPolicy: no screen '\(screen)' is declared"), .containment)
                return
            }
            let old = policies[screen]
            policies[screen] = policy
            if runShipped({ $0.policyChanged(screen, from: old) }) { return }
            model.setOverrides(SimulatedApp.plainOverrides(for: policy), of: screen)
            if policy?.matchesPresenting == true {
                stepNotes.append(
                    "'\(screen)': matchPresenting has no plain-UIKit meaning; the view controller keeps UIKit's defaults"
                )
            }
            execute(OrientationCommand.updateSupportedOrientations.platformCalls(osMajorVersion: device.os))
        }
    }

    /// The app asks for a rotation: through the library in library mode;
    /// in plain mode, with `requestGeometryUpdate` (iOS 16+) or the legacy
    /// `UIDevice` path (below 16).
    @discardableResult
    public func rotate(_ orientation: InterfaceOrientation, line: Int = 0) -> StepRecord {
        step("rotate \(orientation)", line: line) {
            stepRequest = orientation
            if runShipped({ $0.rotate(orientation) }) { return }
            // What a plain app does: publish its mask, then ask (rule 25).
            let plan: [OrientationCommand] = [
                .updateSupportedOrientations, .requestGeometryUpdate(orientation.mask),
            ]
            execute(
                device.os >= 16
                    ? plan.flatMap { $0.platformCalls(osMajorVersion: device.os) }
                    : plan[1].platformCalls(osMajorVersion: device.os))
        }
    }

    /// The app becomes inactive.
    @discardableResult
    public func background(line: Int = 0) -> StepRecord {
        step("background", line: line) {
            if runShipped({ $0.background() }) { return }
            model.setActive(false)
        }
    }

    /// The app becomes active again: UIKit re-tests the device orientation,
    /// then deferred requests run.
    @discardableResult
    public func foreground(line: Int = 0) -> StepRecord {
        step("foreground", line: line) {
            if runShipped({ $0.foreground() }) { return }
            model.becomeActive()
        }
    }

    /// Runs one scenario step; `nil` for an `expect` step, which checks and does not act.
    @discardableResult
    public func apply(_ step: ScenarioStep) -> StepRecord? {
        switch step.action {
        case .rotateDevice(let o): rotateDevice(o, line: step.line)
        case .push(let id): push(id, line: step.line)
        case .present(let id, let style): present(id, style: style, line: step.line)
        case .dismiss: dismiss(line: step.line)
        case .pop: pop(line: step.line)
        case .selectTab(let index): selectTab(index, line: step.line)
        case .setPolicy(let id, let policy): setPolicy(policy, for: id, line: step.line)
        case .rotate(let o): rotate(o, line: step.line)
        case .background: background(line: step.line)
        case .foreground: foreground(line: step.line)
        case .showWindow(let id): showWindow(id, line: step.line)
        case .hideWindow(let id): hideWindow(id, line: step.line)
        case .interactivePop(let phase): interactivePop(phase, line: step.line)
        case .interactiveDismiss(let phase): interactiveDismiss(phase, line: step.line)
        case .resize: resize(line: step.line)
        case .fold: fold(line: step.line)
        case .unfold: unfold(line: step.line)
        case .rotationLock(let on): setRotationLock(on, tellsLibrary: app.reportsRotationLock, line: step.line)
        case .expect: nil
        }
    }

    /// After the window changed, or was left as it was because UIKit
    /// refused the step: the refusal is noted, and kept for the step's record.
    private func change(_ problem: StepProblem?, _ kind: HierarchyChange) {
        guard let problem else {
            hierarchyChanged(kind)
            return
        }
        stepNotes.append(problem.description)
        stepProblem = problem
    }
}
