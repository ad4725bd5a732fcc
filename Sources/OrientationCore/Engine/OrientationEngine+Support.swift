/// Rotation, remembering and resolution helpers of the engine.
extension OrientationEngine {
    /// While a screen with a remember key decides, what it shows is
    /// remembered; not during an interactive transition, when the screen
    /// uncovered for a moment may be covered again (a cancelled gesture)
    /// and what is shown is still the leaving screen's.
    func rememberCurrent() {
        guard !isInteractiveTransitionInProgress, let current = currentOrientation, supportedMask.contains(current),
            let index = resolution.decidingIndex, tree.nodes.indices.contains(index)
        else { return }
        remember(current, for: tree.nodes[index].policy)
    }

    /// Remembers what a screen shows under its key: only while the app is
    /// active and only an orientation its own policy allows.
    func remember(_ orientation: InterfaceOrientation, for policy: OrientationPolicy?) {
        guard isActive, let policy, let key = policy.rememberKey, policy.supported.contains(orientation) else { return }
        store.remember(orientation, forKey: key)
    }

    func rotate(to target: InterfaceOrientation) -> [OrientationCommand] {
        guard target != currentOrientation else {
            // Nothing to turn. A rotation waiting for the app to become
            // active is superseded by this decision; one under way for this
            // orientation is applied, unless the scene's report is awaited.
            if let deferred = deferredTarget {
                deferredTarget = nil
                if deferred != target { settleOpenRotation(.superseded) }
            }
            if let open = rotations.open, open.orientation == target, sceneState.pendingRequest != target {
                settle(open, .applied(target))
            }
            return []
        }
        let request = rotationRequest(for: target)
        guard isActive else {
            deferredTarget = target
            diagnostics.append(
                OrientationDiagnostic(
                    .engineRequestDeferred, "The rotation to \(target) waits until the app is active again."))
            return []
        }
        guard platformHonoursMasks else {
            refuseIgnoredPolicy(target: target, shown: currentOrientation)
            settle(request, .ignoredByEnvironment(sceneState.conditions))
            return []
        }
        // Observe, don't assume: a request the scene did not carry out is
        // not repeated until something changes.
        guard target != sceneState.unheededRequest else {
            settle(request, .refused(.notCarriedOut(shown: currentOrientation ?? target)))
            return []
        }
        setCurrent(target)
        return configuration.usesGeometryRequests
            ? [.requestGeometryUpdate(target.mask)]
            : [.legacyRotate(target)]
    }

    func setCurrent(_ orientation: InterfaceOrientation) {
        currentOrientation = orientation
    }

    /// Where UIKit lands by itself at launch: the device's orientation if
    /// allowed, else portrait if allowed, else the nearest allowed one.
    func deviceLanding(in mask: InterfaceOrientationMask) -> InterfaceOrientation {
        if let o = deviceOrientation.interfaceOrientation, mask.contains(o) { return o }
        return ChoiceInputs(mask: mask, current: nil, device: .unknown).choose().orientation
    }

    func choiceInputs(
        for resolution: Resolution, uncovered: InterfaceOrientation?,
        keepCurrentFirst: Bool = false
    ) -> ChoiceInputs {
        let policy = resolution.policy
        let remembered = policy?.rememberKey.flatMap { store.orientation(forKey: $0) }
        var inputs = ChoiceInputs(
            mask: resolution.mask, locked: policy?.locked, uncovered: uncovered,
            remembered: remembered, preferred: resolution.preferred, current: currentOrientation,
            device: deviceOrientation,
            // Rule 65: a mirrored iPhone is locked; how it lies says nothing.
            deviceRotationLocked: isDeviceRotationLocked || sceneState.conditions.environment == .mirroring)
        if keepCurrentFirst {
            // Re-evaluating the same screen: keep what is shown when allowed.
            inputs.uncovered = nil
            inputs.remembered = nil
        }
        return inputs
    }

    func context(for tree: ScreenTree) -> ResolverContext {
        ResolverContext(
            defaultMask: configuration.defaultMask, deviceMask: configuration.deviceMask,
            ownerMask: ownerMask, pinned: pinnedOrientations, transitionOwnerMask: transitionOwnerMask,
            uncertainOwnerMask: uncertainOwnerMask)
    }

    func reresolve() {
        resolution = resolveTree()
    }

    /// Resolves ``tree`` from the first screen changed since it was last
    /// resolved, then makes it the baseline of the next resolution.
    func resolveTree() -> Resolution {
        let next = resolver.resolve(tree, context: context(for: tree), memo: &walkMemo, recording: true)
        walkMemo.baseline = tree.changes.startBaseline()
        return next
    }

    func forgetScreensNotIn(_ tree: ScreenTree) {
        if coveredOrientations.isEmpty && pinnedOrientations.isEmpty { return }
        let present = Set(tree.nodes.map(\.id))
        coveredOrientations = coveredOrientations.filter { present.contains($0.key) }
        pinnedOrientations = pinnedOrientations.filter { present.contains($0.key) }
    }

    /// Forgets the screens whose presentation ended (``ScreenTree/endPresentation(of:)``)
    /// and the screens they hold, unless presented again since.
    func forgetScreens(dismissedAt ended: [Int]) {
        if coveredOrientations.isEmpty && pinnedOrientations.isEmpty { return }
        var stack = ended.filter {
            tree.nodes.indices.contains($0) && tree.nodes[$0].presenter == nil && $0 != tree.root
        }
        var seen = Set<Int>()
        while let index = stack.popLast() {
            guard seen.insert(index).inserted else { continue }
            let id = tree.nodes[index].id
            coveredOrientations[id] = nil
            pinnedOrientations[id] = nil
            stack += tree.nodes[index].children.filter { tree.nodes.indices.contains($0) }
        }
    }

    func isOnVisiblePath(_ id: ScreenID) -> Bool {
        guard let root = tree.root else { return false }
        var stack = [root]
        var steps = 0
        while let index = stack.popLast(), steps <= tree.nodes.count {
            steps += 1
            let node = tree.nodes[index]
            if node.id == id { return true }
            if let p = node.presented, tree.nodes.indices.contains(p), tree.nodes[p].phase != .dismissing {
                stack.append(p)
            }
            stack += node.visibleChildIndices
        }
        return false
    }
}
