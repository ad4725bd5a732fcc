/// The state machine of the choice rules (Architecture.md) 1-8 and the launch rule.
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
    public internal(set) var tree = ScreenTree() {
        didSet { treeRevision &+= 1 }
    }
    /// Changes whenever ``tree`` changes: a driver that edits the tree in
    /// place (``handleScreensEdit(_:)``) knows from it whether the engine
    /// still holds the tree it last gave.
    public private(set) var treeRevision = 0
    /// The points of the last walk of ``tree``'s visible path, to resolve
    /// the next tree derived from it from its first changed screen on.
    var walkMemo = ResolverMemo()
    /// The resolution of that tree: the mask the app delegate answers.
    public internal(set) var resolution: Resolution
    /// The interface orientation the engine believes is shown; `nil` before launch.
    public internal(set) var currentOrientation: InterfaceOrientation?
    /// The last physical orientation reported.
    public internal(set) var deviceOrientation: DeviceOrientation = .unknown
    /// False between `appBecameInactive` and `appBecameActive`.
    public internal(set) var isActive: Bool
    /// The rotation waiting for the app to become active, if any.
    public internal(set) var deferredTarget: InterfaceOrientation?
    /// The last choice made and the rule that made it.
    public internal(set) var lastChoice: OrientationChoice?
    /// The diagnostics produced by the last event.
    public internal(set) var diagnostics: [OrientationDiagnostic] = []
    /// The orientation each covered screen showed when it was covered.
    public internal(set) var coveredOrientations: [ScreenID: InterfaceOrientation] = [:]
    /// The orientation chosen for a screen that just became deciding, until
    /// the platform reports where the transition settled (or the device or
    /// the app asks for something else).
    var settlingTarget: InterfaceOrientation?
    /// The orientation each `matchPresenting` screen was pinned to.
    public internal(set) var pinnedOrientations: [ScreenID: InterfaceOrientation] = [:]
    /// True between `interactiveTransitionBegan` and its end.
    public internal(set) var isInteractiveTransitionInProgress = false
    /// The latest screens reported during an interactive transition.
    var heldTree: ScreenTree?
    /// The rotation asked for during an interactive transition.
    var heldRotation: HeldRotation?
    /// The orientation chosen while a presentation or dismissal ran, which
    /// the controller UIKit asked until its end did not allow.
    var rotationAfterTransition: InterfaceOrientation?
    /// Screens adopted during an interactive transition (the controller
    /// UIKit asks changed), not yet decided for.
    var adoptedDuringGesture: Adoption?
    /// What the engine held before it adopted screens during an interactive
    /// transition: restored if the transition is cancelled.
    var stateBeforeGesture:
        (
            tree: ScreenTree, resolution: Resolution, covered: [ScreenID: InterfaceOrientation],
            pinned: [ScreenID: InterfaceOrientation]
        )?
    /// True when the user's rotation lock is known to be on (choice rule 2).
    public internal(set) var isDeviceRotationLocked = false

    let resolver = OrientationResolver()
    var ownerMask: InterfaceOrientationMask?
    /// The scene's conditions, what refusals taught, the pending request.
    var sceneState = EngineSceneState()
    var transitionOwnerMask: InterfaceOrientationMask?
    /// The mask of the controller UIKit asks under the other reading of rule 6, if another.
    var uncertainOwnerMask: InterfaceOrientationMask?
    /// The rotations asked for and how they ended.
    var rotations = RotationTracking()
    /// The mask UIKit holds, as far as the engine knows: what it made of the
    /// engine's answer when it last read it (at launch, at an update, when
    /// a driver says it asked); `nil` when not known (masks were ignored
    /// meanwhile).
    var publishedMask: InterfaceOrientationMask?
    /// Set by a driver while it handles events inside UIKit's own question
    /// for the supported orientations (the app delegate's answer): UIKit
    /// receives the resulting mask as its answer, so the engine asks for no
    /// update of it.
    public var isAnsweringUIKit = false

    /// Creates an engine. `active` is the app's state at creation.
    public init(
        configuration: EngineConfiguration = EngineConfiguration(),
        store: RememberedOrientationStore = InMemoryOrientationStore(),
        active: Bool = true
    ) {
        self.configuration = configuration
        self.store = store
        self.isActive = active
        self.resolution = OrientationResolver().resolve(
            ScreenTree(),
            context: ResolverContext(
                defaultMask: configuration.defaultMask,
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

    /// Tells the mask the owner view controller reports (its override or
    /// UIKit's default), so the answer is what UIKit will really allow and
    /// never conflicts with it (rules 16-17).
    public func setOwnerMask(_ mask: InterfaceOrientationMask?) {
        setOwnerMask(mask, duringTransition: nil)
    }

    /// Handles one event and returns the commands for the driver, in order.
    @discardableResult
    public func handle(_ event: OrientationEvent) -> [OrientationCommand] {
        handle(event, previous: nil)
    }

    /// Handles a change of the window's screens made by editing, in place,
    /// the tree the engine holds: what ``handle(_:)`` does with
    /// ``OrientationEvent/screensChanged(_:)`` of the edited tree, for the
    /// cost of what changed. A driver that keeps its snapshot up to date
    /// between events (the simulator does) uses it; one that rebuilds the
    /// snapshot at every change sends the event instead. The tree is given
    /// as the engine holds it (``tree``, or the screens held during an
    /// interactive transition); `edit` must not use the engine.
    @discardableResult
    public func handleScreensEdit(_ edit: (inout ScreenTree) -> Void) -> [OrientationCommand] {
        if isInteractiveTransitionInProgress {
            var copy = heldTree ?? tree
            edit(&copy)
            return handle(.screensChanged(copy))
        }
        // The engine lets go of its tree while it is edited, so that the
        // edit changes it in place instead of copying every screen.
        let previous = PreviousScreens(tree: tree, resolution: resolution)
        var edited = ScreenTree()
        swap(&edited, &tree)
        edit(&edited)
        return handle(.screensChanged(edited), previous: previous)
    }

    func handle(_ event: OrientationEvent, previous: PreviousScreens?) -> [OrientationCommand] {
        diagnostics = []
        rotations.settled = []
        rotations.lastAppRequest = nil
        prepare(for: event)
        let lockBefore = prefersOrientationLock
        let commands = commands(for: event, previous: previous)
        rememberCurrent()
        return finishing(commands, lockBefore: lockBefore)
    }

    func commands(for event: OrientationEvent, previous: PreviousScreens? = nil) -> [OrientationCommand] {
        switch event {
        case .screensChanged(let newTree):
            return isInteractiveTransitionInProgress
                ? hold(newTree)
                : screensChanged(newTree, previous: previous ?? PreviousScreens(tree: tree, resolution: resolution))
        case .policyChanged(let id, let policy):
            return policyChanged(of: id, to: policy)
        case .deviceRotated(let device):
            return deviceRotated(device)
        case .rotationRequested(let orientation, let screen):
            let request = makeRotationRequest(orientation, screen: screen, origin: .app)
            rotations.lastAppRequest = request
            if isInteractiveTransitionInProgress { return hold(request) }
            return rotationRequested(request)
        case .interactiveTransitionBegan:
            return interactiveTransitionBegan()
        case .interactiveTransitionEnded(let cancelled):
            return interactiveTransitionEnded(cancelled: cancelled)
        case .deviceRotationLockChanged(let locked):
            isDeviceRotationLocked = locked
            return []
        case .appBecameInactive:
            isActive = false
            settlingTarget = nil
            return []
        case .appBecameActive:
            return becameActive()
        case .interfaceOrientationChanged(let orientation):
            return platformReported(orientation)
        case .geometryRequestFailed(let code, let message):
            return geometryRequestFailed(code: code, message: message)
        case .sceneChanged(let conditions):
            return sceneChanged(conditions)
        }
    }

    /// The orientation the interface would end in if the window's screens
    /// became `candidate`: used to decide whether an interactive pop may start.
    /// Where the scene ignores masks no rotation will come (issue 12 item 7):
    /// the prediction is the orientation shown now.
    public func predictedOrientation(after candidate: ScreenTree) -> InterfaceOrientation {
        if !platformHonoursMasks, let current = currentOrientation { return current }
        let next = resolver.resolve(candidate, context: context(for: candidate), memo: &walkMemo, recording: false)
        guard let current = currentOrientation else {
            return choiceInputs(for: next, uncovered: nil).choose().orientation
        }
        if next.deciding == resolution.deciding {
            return next.mask.contains(current) ? current : choiceInputs(for: next, uncovered: nil).choose().orientation
        }
        let uncovered = next.deciding.flatMap { coveredOrientations[$0] }
        return choiceInputs(for: next, uncovered: uncovered).choose().orientation
    }
}
