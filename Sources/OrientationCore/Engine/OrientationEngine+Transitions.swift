/// How the engine reacts to each kind of event (DESIGN.md choice rules 1-8).
extension OrientationEngine {

    func screensChanged(_ newTree: ScreenTree) -> [OrientationCommand] {
        let oldTree = tree
        let oldResolution = resolution
        let oldMask = resolution.mask
        let launching = currentOrientation == nil
        tree = newTree
        forgetScreensNotIn(newTree)

        var next = resolver.resolve(newTree, context: context(for: newTree))
        let changedDecider = next.deciding != oldResolution.deciding || launching
        var uncovered: InterfaceOrientation?
        if changedDecider, let current = currentOrientation {
            if let old = oldResolution.deciding {
                if newTree.contains(old) { coveredOrientations[old] = current }
                if let index = oldResolution.decidingIndex, oldTree.nodes.indices.contains(index) {
                    remember(current, for: oldTree.nodes[index].policy)
                }
            }
            if let new = next.deciding {
                uncovered = coveredOrientations.removeValue(forKey: new)
                if next.policy?.matchesPresenting == true, pinnedOrientations[new] == nil {
                    pinnedOrientations[new] = current
                    next = resolver.resolve(newTree, context: context(for: newTree))
                }
            }
        }
        resolution = next
        diagnostics += next.diagnostics

        var commands: [OrientationCommand] = []
        if next.mask != oldMask && !launching { commands.append(.updateSupportedOrientations) }
        let target: OrientationChoice
        if changedDecider {
            target = choiceInputs(for: next, uncovered: uncovered).choose()
        } else if let current = currentOrientation, next.mask.contains(current) {
            target = OrientationChoice(orientation: current, rule: .current)
        } else {
            target = choiceInputs(for: next, uncovered: nil, keepCurrentFirst: true).choose()
        }
        lastChoice = target
        if changedDecider { sceneState.unheededRequest = nil }
        if changedDecider && !launching { settlingTarget = target.orientation }
        if launching {
            // UIKit sets up in portrait and rotates before showing the window;
            // only when it has a choice does the engine need to steer it.
            // Where masks are ignored UIKit lands on the device's orientation.
            currentOrientation = deviceLanding(in: platformHonoursMasks ? next.mask : configuration.deviceMask)
            if target.orientation != currentOrientation {
                commands += rotate(to: target.orientation)
            }
            return commands
        }
        commands += rotate(to: target.orientation)
        return reassertingTarget(commands, target: target.orientation)
    }

    /// Keeps the target when UIKit's update could turn the interface to the
    /// device instead: when the device's orientation is allowed but is not
    /// the target (a screen uncovered in landscape while the device is held
    /// upright).
    ///
    /// - Below iOS 16 the update is `attemptRotationToDeviceOrientation()`,
    ///   which turns to the device's orientation whenever it is allowed
    ///   (UIKIT-RULES.md rule 22): the bare update is replaced by the legacy
    ///   rotation to the target, whose last call is the same attempt.
    /// - From iOS 16, whether `setNeedsUpdateOfSupportedInterfaceOrientations`
    ///   follows the device is uncertain (rule 23): a geometry request for the
    ///   target follows the update. When UIKit keeps the orientation it is a
    ///   no-op; when UIKit follows the device, it brings the target back.
    func reassertingTarget(_ commands: [OrientationCommand], target: InterfaceOrientation) -> [OrientationCommand] {
        guard isActive, platformHonoursMasks, target == currentOrientation,
              let device = deviceOrientation.interfaceOrientation, device != target,
              supportedMask.contains(device), supportedMask.contains(target),
              let update = commands.firstIndex(of: .updateSupportedOrientations),
              !commands.contains(.legacyRotate(target)), !commands.contains(.requestGeometryUpdate(target.mask))
        else { return commands }
        var result = commands
        if configuration.usesGeometryRequests {
            result.insert(.requestGeometryUpdate(target.mask), at: update + 1)
        } else {
            result[update] = .legacyRotate(target)
        }
        return result
    }

    func deviceRotated(_ device: DeviceOrientation) -> [OrientationCommand] {
        // A locked device reports no rotation (UIKIT rule 56): one that
        // reports another orientation is not locked.
        if isDeviceRotationLocked, device != deviceOrientation, device.interfaceOrientation != nil {
            isDeviceRotationLocked = false
        }
        deviceOrientation = device
        if device.interfaceOrientation != nil { settlingTarget = nil }
        guard let interface = device.interfaceOrientation, currentOrientation != nil else { return [] }
        // Rule 65: a mirrored iPhone is locked; turning it turns nothing.
        if sceneState.conditions.environment == .mirroring { return [] }
        if !platformHonoursMasks {
            // The orientation lock preference, when the scene holds it,
            // keeps the interface where it is (rule 68).
            if prefersOrientationLock { return [] }
            setCurrent(interface)
            if !supportedMask.contains(interface) { refuseIgnoredPolicy(target: nil, shown: interface) }
            return []
        }
        // Rule 19: the interface follows the device when the mask allows it.
        if supportedMask.contains(interface) { setCurrent(interface) }
        return []
    }

    func rotationRequested(_ orientation: InterfaceOrientation, screen: ScreenID?) -> [OrientationCommand] {
        settlingTarget = nil
        if let screen, screen != decidingScreen, !isOnVisiblePath(screen) {
            diagnostics.append(OrientationDiagnostic(
                .engineRotationForHiddenScreen,
                "A rotation to \(orientation) was asked for \(screen), which is not on screen; ignored."))
            return []
        }
        guard supportedMask.contains(orientation) else {
            diagnostics.append(OrientationDiagnostic(
                .engineRotationNotAllowed,
                "A rotation to \(orientation) was asked for, but \(decidingScreen?.description ?? "the app") allows only \(supportedMask); ignored. Change the screen's policy first."))
            return []
        }
        lastChoice = OrientationChoice(orientation: orientation, rule: .preferred)
        return rotate(to: orientation)
    }

    func flushDeferred() -> [OrientationCommand] {
        guard let target = deferredTarget else { return [] }
        deferredTarget = nil
        guard supportedMask.contains(target) else {
            return rotate(to: choiceInputs(for: resolution, uncovered: nil, keepCurrentFirst: true).choose().orientation)
        }
        return rotate(to: target)
    }
}
