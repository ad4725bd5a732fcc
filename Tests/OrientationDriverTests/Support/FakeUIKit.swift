import OrientationCore
import OrientationDriver

/// A small UIKit for the driver's tests, with the behaviours of UIKit the
/// driver review cites (`DRIVER-REVIEW.md`) that an idealized model lacks:
///
/// - UIKit asks the app (through the driver) and the owner, intersects,
///   and raises on an empty intersection (rule 17);
/// - `setNeedsUpdateOfSupportedInterfaceOrientations` publishes the new
///   mask on the next turn, and not before a push or pop in progress ends:
///   a geometry request made meanwhile is checked against the outgoing
///   screen's mask and fails with 101 (finding 2);
/// - the legacy `UIDevice` write posts the device notification back,
///   synchronously (finding 3);
/// - getters may call back into the app's answer (finding 1);
/// - a visual effect view raises on a direct subview (finding 4);
/// - a tab switch asks nothing (finding 10);
/// - error handlers and geometry callbacks run on a later turn.
///
/// Nothing runs by itself: ``runTurns()`` runs the main actor's queued work
/// and ``advance(seconds:)`` the timers.
@MainActor
final class FakeUIKit: OrientationPlatform {
    typealias Window = FakeWindow
    typealias Scene = FakeScene
    typealias Controller = FakeController
    typealias Transition = FakeTransition
    typealias View = FakeController
    typealias Recognizer = FakeRecognizer

    var osMajorVersion = 17
    var idiom: Idiom = .phone
    var deviceModel = "iPhone"
    /// The app delegate's `window`.
    weak var appDelegateWindow: FakeWindow?
    var isAppActive: Bool {
        get {
            appStateReads += 1
            return appIsActive
        }
        set { appIsActive = newValue }
    }
    private var appIsActive = true
    /// How many times the driver read the app's state (`UIApplication.shared`).
    var appStateReads = 0
    var deviceOrientation: DeviceOrientation = .portrait
    var bundle = AppBundle(phoneOrientations: .allButUpsideDown, padOrientations: .all)
    var appDelegateAnswersOrientations = true
    /// iPadOS variant (a device question): UIKit asks the app even where it
    /// ignores masks, and raises when the answer excludes the orientation
    /// the window must take.
    var asksWhereMasksIgnored = true
    /// Rule 6's other reading (a device question): nothing presented above
    /// a sheet or popover owns the window, even full screen.
    var ownerWalkStopsAtSheets = false
    /// Rule 21: UIKit asks about the window as a presentation begins.
    var asksAsPresentationBegins = true
    /// Rule 21: UIKit asks again once the presented screen's appearance
    /// began, before the presentation ends.
    var asksAgainDuringPresentation = false

    var scenes: [FakeScene] = []
    /// The driver, as the app delegate answers with it.
    weak var driver: OrientationDriver<FakeUIKit>?

    /// Exceptions UIKit raised (the app would have crashed).
    var exceptions: [String] = []
    /// Every call the driver made, spelled as UIKit's.
    var calls: [String] = []
    /// Geometry requests refused.
    var refusals: [GeometryRequestFailure] = []
    /// The message of a windowing refusal (localized apps differ).
    var windowingMessage = "The operation couldn't be completed. (UISceneErrorDomain error 101 - windowing mode)"
    var turnQueue: [@MainActor () -> Void] = []
    var timers: [(due: Double, work: @MainActor () -> Void)] = []
    var clock = 0.0
    private var questionDepth = 0
    /// Geometry requests fail with this code (a refusal of another kind).
    var failureCode: Int?
    /// Geometry requests fail with an error of another domain.
    var failsOutsideSceneDomain = false
    /// UIKit never publishes a new mask (it keeps the one it holds).
    var publishesNothing = false
    /// Rule 23 (W): publishing a mask that excludes the orientation shown
    /// turns the scene; false models a UIKit that waits for a request.
    var turnsWhenPublishing = true
    /// Rule 72: the scene accepts geometry requests without turning.
    var acceptsWithoutTurning = false
    /// True while UIKit asks its question.
    var isAsking: Bool { questionDepth > 0 }
    /// How many times the driver read a window's root (each snapshot does).
    var rootReads = 0
    /// Calls the driver made while UIKit was asking its question.
    var callsInsideQuestion: [String] = []
    /// How many pop guards the driver added.
    var popGuardsAdded = 0
    var generatesDeviceNotifications = false
    /// The app delegate's answer, when the app answers by itself (not
    /// with the driver): the SwiftUI coordinator reads it.
    var appDelegateMask: ((FakeWindow) -> InterfaceOrientationMask)?
    /// The policies of SwiftUI views on their hosts, when the app has some.
    var hostedPolicies: HostedPolicyPlacements<FakeHosting>?
    var deviceNotificationsBegun = 0
    /// How many times device-orientation notifications were ended.
    var deviceNotificationsEnded = 0

    init() {}

    // MARK: - Running

    /// Runs the queued turns until none is left (at most 100 rounds).
    func runTurns() {
        var rounds = 0
        while !turnQueue.isEmpty, rounds < 100 {
            runTurn()
            rounds += 1
        }
    }

    /// Runs the work queued so far (one turn of the main actor), then
    /// publishes the masks it marked.
    func runTurn() {
        let work = turnQueue
        turnQueue = []
        for item in work { item() }
        publishPendingMasks()
    }

    /// Moves the clock on and runs the timers due, with their turns.
    func advance(seconds: Double) {
        clock += seconds
        let due = timers.filter { $0.due <= clock }
        timers.removeAll { $0.due <= clock }
        for timer in due { timer.work() }
        runTurns()
    }

    // MARK: - UIKit's question

    /// `UIApplication.supportedInterfaceOrientations(for:)`: the app's
    /// answer, asked from app code (a getter).
    func applicationMask(for window: FakeWindow) -> InterfaceOrientationMask {
        questionDepth += 1
        defer { questionDepth -= 1 }
        guard questionDepth < 8 else {
            if !exceptions.contains("stack overflow") { exceptions.append("stack overflow") }
            return .all
        }
        return driver?.supportedInterfaceOrientations(for: window) ?? .all
    }

    /// UIKit asks the app and the owner about `window` and publishes the
    /// intersection; raises when it is empty (rule 17).
    @discardableResult
    func ask(about window: FakeWindow) -> InterfaceOrientationMask? {
        guard let scene = window.scene else { return nil }
        questionDepth += 1
        defer { questionDepth -= 1 }
        guard questionDepth < 8 else {
            if !exceptions.contains("stack overflow") { exceptions.append("stack overflow") }
            return nil
        }
        let app =
            appDelegateMask?(window)
            ?? (appDelegateAnswersOrientations
                ? (driver?.supportedInterfaceOrientations(for: window) ?? .all)
                : bundle.orientations(for: idiom) ?? .all)
        guard questionDepth == 1 else { return app }
        let owner = owner(of: window).map(supportedMask(of:)) ?? .all
        let mask = app.intersection(owner).intersection(idiom == .phone ? .allButUpsideDown : .all)
        if mask.isEmpty {
            exceptions.append("UIApplicationInvalidInterfaceOrientation: no common orientation")
            return nil
        }
        if scene.ignoresMasks && !mask.contains(scene.shown) && asksWhereMasksIgnored {
            exceptions.append("UIApplicationInvalidInterfaceOrientation: \(scene.shown) not in \(mask) (iPadOS 26)")
            return nil
        }
        scene.published = mask
        scene.needsUpdate = false
        return mask
    }

    /// What the app's window shows: asked at launch, turned to a supported
    /// orientation.
    func launch(_ window: FakeWindow) {
        guard let scene = window.scene, let mask = ask(about: window) else { return }
        if let device = deviceOrientation.interfaceOrientation, mask.contains(device) {
            scene.shown = device
        } else if !mask.contains(scene.shown) {
            scene.shown = InterfaceOrientation.tieBreakOrder.first { mask.contains($0) } ?? .portrait
        }
        runTurns()
    }

    /// Publishes the masks of scenes marked for an update, unless a
    /// transition runs in them, and turns to a supported orientation.
    func publishPendingMasks() {
        for scene in scenes where scene.needsUpdate && !transitionRuns(in: scene) && !publishesNothing {
            guard let window = orientationWindow(of: scene), let mask = ask(about: window) else { continue }
            if turnsWhenPublishing, !scene.ignoresMasks, !mask.contains(scene.shown) {
                turn(scene, to: InterfaceOrientation.tieBreakOrder.first { mask.contains($0) } ?? scene.shown)
            }
        }
    }

    func transitionRuns(in scene: FakeScene) -> Bool {
        scene.windows.contains { window in allControllers(of: window).contains { $0.transition != nil } }
    }

    /// The scene turns; its geometry observer hears of it on the next turn.
    func turn(_ scene: FakeScene, to orientation: InterfaceOrientation) {
        guard scene.shown != orientation else { return }
        scene.shown = orientation
        for observer in scene.geometryObservers where observer.token.token != nil {
            turnQueue.append(observer.onChange)
        }
        // The size transition reaches the probes in the window; each tells
        // the driver when it ends.
        for window in scene.windows
        where controllersInWindow(window).contains(where: { $0.hasProbe && $0.probeViewInstalled }) {
            turnQueue.append { [weak self] in self?.driver?.sizeTransitionDidEnd(in: window) }
        }
    }

    // MARK: - Windows and controllers

    func orientationWindow(of scene: FakeScene) -> FakeWindow? {
        scene.windows.filter { !$0.isHidden && !$0.isSystem }.max { $0.level < $1.level }
    }

    /// The controller UIKit asks in a window: the root, or the topmost
    /// full-screen presentation that has settled (rules 5-7).
    func owner(of window: FakeWindow) -> FakeController? {
        var owner = window.root
        var next = window.root?.presented
        while let presented = next {
            if ownerWalkStopsAtSheets, [.pageSheet, .formSheet, .popover].contains(presented.style) { break }
            if presented.style == .fullScreen && !presented.isBeingPresented { owner = presented }
            next = presented.presented
        }
        return owner
    }

    /// Every controller of a window: containers' children, presentations.
    func allControllers(of window: FakeWindow) -> [FakeController] {
        var found: [FakeController] = []
        var stack = window.root.map { [$0] } ?? []
        while let next = stack.popLast() {
            found.append(next)
            stack += next.children
            if let presented = next.presented { stack.append(presented) }
        }
        return found
    }

    /// The controllers whose views are in the window: the visible children
    /// of each container, the presented chain (a settled full-screen
    /// presentation removes what is beneath).
    func controllersInWindow(_ window: FakeWindow) -> [FakeController] {
        guard let root = window.root else { return [] }
        var layers: [[FakeController]] = [visibleTree(root)]
        var next = root.presented
        while let presented = next {
            if presented.style == .fullScreen && !presented.isBeingPresented { layers = [] }
            layers.append(visibleTree(presented))
            next = presented.presented
        }
        return layers.flatMap { $0 }
    }

    private func visibleTree(_ controller: FakeController) -> [FakeController] {
        guard controller.isViewLoaded else { return [] }
        switch controller.container {
        case .navigation: return [controller] + (controller.children.last.map(visibleTree) ?? [])
        case .tabBar: return [controller] + (controller.selected.map(visibleTree) ?? [])
        default: return [controller] + controller.children.flatMap(visibleTree)
        }
    }

    /// The window a controller's view is in.
    func windowOf(_ controller: FakeController) -> FakeWindow? {
        for scene in scenes {
            for window in scene.windows where controllersInWindow(window).contains(where: { $0 === controller }) {
                return window
            }
        }
        return nil
    }
}
