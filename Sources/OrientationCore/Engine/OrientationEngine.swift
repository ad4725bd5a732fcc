/// The state machine of DESIGN.md's choice rules 1-7 and the launch rule.
///
/// A driver feeds it ``OrientationEvent``s and executes the
/// ``OrientationCommand``s it returns. The engine keeps the orientation each
/// covered screen showed, the pins of `matchPresenting` screens and the
/// remembered orientations (through an injectable store). It never holds a
/// screen object: only ``ScreenID`` values, dropped when their screen leaves
/// the tree.
public final class OrientationEngine {
    /// The platform being driven.
    public var configuration: EngineConfiguration {
        didSet { reresolve() }
    }
    /// Where remembered orientations are kept.
    public let store: RememberedOrientationStore

    /// The last tree received.
    public private(set) var tree = ScreenTree()
    /// The resolution of that tree: the mask the app delegate answers.
    public private(set) var resolution: Resolution
    /// The interface orientation the engine believes is shown; `nil` before launch.
    public private(set) var currentOrientation: InterfaceOrientation?
    /// The last physical orientation reported.
    public private(set) var deviceOrientation: DeviceOrientation = .unknown
    /// False between `appBecameInactive` and `appBecameActive`.
    public private(set) var isActive: Bool
    /// The rotation waiting for the app to become active, if any.
    public private(set) var deferredTarget: InterfaceOrientation?
    /// The last choice made and the rule that made it.
    public private(set) var lastChoice: OrientationChoice?
    /// The diagnostics produced by the last event.
    public private(set) var diagnostics: [OrientationDiagnostic] = []
    /// The orientation each covered screen showed when it was covered.
    public private(set) var coveredOrientations: [ScreenID: InterfaceOrientation] = [:]
    /// The orientation each `matchPresenting` screen was pinned to.
    public private(set) var pinnedOrientations: [ScreenID: InterfaceOrientation] = [:]

    private let resolver = OrientationResolver()
    private var ownerMask: InterfaceOrientationMask?

    /// Creates an engine. `active` is the app's state at creation.
    public init(configuration: EngineConfiguration = EngineConfiguration(),
                store: RememberedOrientationStore = InMemoryOrientationStore(),
                active: Bool = true) {
        self.configuration = configuration
        self.store = store
        self.isActive = active
        self.resolution = OrientationResolver().resolve(
            ScreenTree(), context: ResolverContext(defaultMask: configuration.defaultMask,
                                                   deviceMask: configuration.deviceMask))
    }

    /// The mask to hand UIKit from `application(_:supportedInterfaceOrientationsFor:)`.
    /// Never empty. Reading it allocates nothing.
    public var supportedMask: InterfaceOrientationMask { resolution.mask }

    /// The deciding screen, if any.
    public var decidingScreen: ScreenID? { resolution.deciding }

    /// The orientation the engine wants shown: always inside ``supportedMask``.
    public var preferredOrientation: InterfaceOrientation {
        if let c = currentOrientation, supportedMask.contains(c) { return c }
        return choiceInputs(for: resolution, uncovered: nil).choose().orientation
    }

    /// Tells the owner view controller's own mask, when it overrides UIKit's
    /// default, so the answer never conflicts with it (rule 17).
    public func setOwnerMask(_ mask: InterfaceOrientationMask?) {
        guard ownerMask != mask else { return }
        ownerMask = mask
        reresolve()
    }

    /// Handles one event and returns the commands for the driver, in order.
    @discardableResult
    public func handle(_ event: OrientationEvent) -> [OrientationCommand] {
        diagnostics = []
        let commands = commands(for: event)
        rememberCurrent()
        return commands
    }

    /// While a screen with a remember key decides, what it shows is remembered.
    private func rememberCurrent() {
        guard let current = currentOrientation, supportedMask.contains(current),
              let index = resolution.decidingIndex, tree.nodes.indices.contains(index) else { return }
        remember(current, for: tree.nodes[index].policy)
    }

    /// Remembers what a screen shows under its key: only while the app is
    /// active and only an orientation its own policy allows.
    private func remember(_ orientation: InterfaceOrientation, for policy: OrientationPolicy?) {
        guard isActive, let policy, let key = policy.rememberKey, policy.supported.contains(orientation) else { return }
        store.remember(orientation, forKey: key)
    }

    private func commands(for event: OrientationEvent) -> [OrientationCommand] {
        switch event {
        case .screensChanged(let newTree):
            return screensChanged(newTree)
        case .policyChanged(let id, let policy):
            var copy = tree
            guard let index = copy.index(of: id) else { return [] }
            copy.setPolicy(policy, of: index)
            if let policy { diagnostics += policy.diagnostics }
            return screensChanged(copy)
        case .deviceRotated(let device):
            return deviceRotated(device)
        case .rotationRequested(let orientation, let screen):
            return rotationRequested(orientation, screen: screen)
        case .appBecameInactive:
            isActive = false
            return []
        case .appBecameActive:
            isActive = true
            return flushDeferred()
        case .interfaceOrientationChanged(let orientation):
            guard orientation != .unknown else { return [] }
            setCurrent(orientation)
            if configuration.platformHonoursMasks && !supportedMask.contains(orientation) {
                diagnostics.append(OrientationDiagnostic(
                    .platformOrientationNotHonoured,
                    "The interface shows \(orientation), which \(decidingScreen?.description ?? "the app") does not allow (\(supportedMask))."))
            }
            return []
        case .geometryRequestFailed(let code, let message):
            let isWindowing = code == 101 && message.lowercased().containsText("windowing mode")
            diagnostics.append(OrientationDiagnostic(
                isWindowing ? .platformMultitaskingIgnoresLocks
                    : code == 101 ? .platformGeometryRequestDenied : .platformGeometryRequestFailed,
                "The system refused the rotation (UISceneErrorDomain \(code)): \(message)"))
            return []
        }
    }

    /// The orientation the interface would end in if the window's screens
    /// became `candidate`: used to decide whether an interactive pop may start.
    public func predictedOrientation(after candidate: ScreenTree) -> InterfaceOrientation {
        let next = resolver.resolve(candidate, context: context(for: candidate))
        guard let current = currentOrientation else { return choiceInputs(for: next, uncovered: nil).choose().orientation }
        if next.deciding == resolution.deciding {
            return next.mask.contains(current) ? current : choiceInputs(for: next, uncovered: nil).choose().orientation
        }
        let uncovered = next.deciding.flatMap { coveredOrientations[$0] }
        return choiceInputs(for: next, uncovered: uncovered).choose().orientation
    }

    // MARK: - Events

    private func screensChanged(_ newTree: ScreenTree) -> [OrientationCommand] {
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
        if launching {
            // UIKit sets up in portrait and rotates before showing the window;
            // only when it has a choice does the engine need to steer it.
            currentOrientation = deviceLanding(in: next.mask)
            if target.orientation != currentOrientation {
                commands += rotate(to: target.orientation)
            }
            return commands
        }
        commands += rotate(to: target.orientation)
        return reassertingTargetBelow16(commands, target: target.orientation)
    }

    /// Below iOS 16 the update is `attemptRotationToDeviceOrientation()`,
    /// which turns the interface to the device's orientation whenever that is
    /// allowed (UIKIT-RULES.md rule 22). When that is not the target (a
    /// screen uncovered in landscape while the device is held upright), the
    /// bare update is replaced by the legacy rotation to the target, whose
    /// last call is the same attempt.
    private func reassertingTargetBelow16(_ commands: [OrientationCommand],
                                          target: InterfaceOrientation) -> [OrientationCommand] {
        guard !configuration.usesGeometryRequests, isActive, configuration.platformHonoursMasks,
              let device = deviceOrientation.interfaceOrientation, device != target,
              supportedMask.contains(device), !commands.contains(.legacyRotate(target)),
              let update = commands.firstIndex(of: .updateSupportedOrientations)
        else { return commands }
        var result = commands
        result[update] = .legacyRotate(target)
        return result
    }

    private func deviceRotated(_ device: DeviceOrientation) -> [OrientationCommand] {
        deviceOrientation = device
        guard let interface = device.interfaceOrientation, currentOrientation != nil else { return [] }
        if !configuration.platformHonoursMasks {
            setCurrent(interface)
            if !supportedMask.contains(interface) {
                diagnostics.append(OrientationDiagnostic(
                    .platformMultitaskingIgnoresLocks,
                    "The interface follows the device to \(interface) although \(decidingScreen?.description ?? "the app") allows only \(supportedMask): iPad multitasking ignores orientation locks. Set UIRequiresFullScreen or leave out an orientation to opt out."))
            }
            return []
        }
        // Rule 19: the interface follows the device when the mask allows it.
        if supportedMask.contains(interface) { setCurrent(interface) }
        return []
    }

    private func rotationRequested(_ orientation: InterfaceOrientation, screen: ScreenID?) -> [OrientationCommand] {
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

    private func flushDeferred() -> [OrientationCommand] {
        guard let target = deferredTarget else { return [] }
        deferredTarget = nil
        guard supportedMask.contains(target) else {
            return rotate(to: choiceInputs(for: resolution, uncovered: nil, keepCurrentFirst: true).choose().orientation)
        }
        return rotate(to: target)
    }

    // MARK: - Helpers

    private func rotate(to target: InterfaceOrientation) -> [OrientationCommand] {
        guard target != currentOrientation else { return [] }
        guard isActive else {
            deferredTarget = target
            diagnostics.append(OrientationDiagnostic(
                .engineRequestDeferred, "The rotation to \(target) waits until the app is active again."))
            return []
        }
        guard configuration.platformHonoursMasks else {
            diagnostics.append(OrientationDiagnostic(
                .platformMultitaskingIgnoresLocks,
                "\(decidingScreen?.description ?? "The app") wants \(target), but iPad multitasking ignores orientation locks; the interface stays \(currentOrientation?.description ?? "as it is"). Set UIRequiresFullScreen or leave out an orientation to opt out."))
            return []
        }
        setCurrent(target)
        return configuration.usesGeometryRequests
            ? [.requestGeometryUpdate(target.mask)]
            : [.legacyRotate(target)]
    }

    private func setCurrent(_ orientation: InterfaceOrientation) {
        currentOrientation = orientation
    }

    /// Where UIKit lands by itself at launch: the device's orientation if
    /// allowed, else portrait if allowed, else the nearest allowed one.
    private func deviceLanding(in mask: InterfaceOrientationMask) -> InterfaceOrientation {
        if let o = deviceOrientation.interfaceOrientation, mask.contains(o) { return o }
        return ChoiceInputs(mask: mask, current: nil, device: .unknown).choose().orientation
    }

    private func choiceInputs(for resolution: Resolution, uncovered: InterfaceOrientation?,
                              keepCurrentFirst: Bool = false) -> ChoiceInputs {
        let policy = resolution.policy
        let remembered = policy?.rememberKey.flatMap { store.orientation(forKey: $0) }
        var inputs = ChoiceInputs(
            mask: resolution.mask, locked: policy?.locked, uncovered: uncovered,
            remembered: remembered, preferred: resolution.preferred, current: currentOrientation,
            device: deviceOrientation)
        if keepCurrentFirst {
            // Re-evaluating the same screen: keep what is shown when allowed.
            inputs.uncovered = nil
            inputs.remembered = nil
        }
        return inputs
    }

    private func context(for tree: ScreenTree) -> ResolverContext {
        ResolverContext(defaultMask: configuration.defaultMask, deviceMask: configuration.deviceMask,
                        ownerMask: ownerMask, pinned: pinnedOrientations)
    }

    private func reresolve() {
        resolution = resolver.resolve(tree, context: context(for: tree))
    }

    private func forgetScreensNotIn(_ tree: ScreenTree) {
        if coveredOrientations.isEmpty && pinnedOrientations.isEmpty { return }
        let present = Set(tree.nodes.map(\.id))
        coveredOrientations = coveredOrientations.filter { present.contains($0.key) }
        pinnedOrientations = pinnedOrientations.filter { present.contains($0.key) }
    }

    private func isOnVisiblePath(_ id: ScreenID) -> Bool {
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
            if let c = node.visibleChildIndex { stack.append(c) }
        }
        return false
    }
}

extension String {
    /// Substring search that works on every iOS version (the standard
    /// library's `contains(_: some StringProtocol)` needs iOS 16).
    func containsText(_ needle: String) -> Bool {
        let hay = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard hay.count >= pattern.count else { return false }
        for start in 0...(hay.count - pattern.count) where hay[start..<start + pattern.count].elementsEqual(pattern) {
            return true
        }
        return false
    }
}
