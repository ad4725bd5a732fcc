import OrientationCore
import OrientationDriver

/// The shipped driver's seam (``OrientationPlatform``) over the model of
/// UIKit: each member reads one fact of the model or makes one call into
/// it, as OrientationKit's UIKit adapter does on a device. What the driver
/// learns, it learns from these reads, from UIKit's questions and from its
/// probes' callbacks (``ShippedDriverBridge``); nothing else.
///
/// Work the driver queues for the next turn of the main actor waits in
/// ``turnQueue`` until the bridge runs it, and timers until the step ends.
@MainActor
final class ModelPlatform: OrientationPlatform {
    typealias Window = ModelWindowHandle
    typealias Scene = ModelSceneHandle
    typealias Controller = ModelControllerHandle
    typealias Transition = ModelTransitionHandle
    typealias View = ModelControllerHandle
    typealias Recognizer = ModelRecognizerHandle

    unowned let app: SimulatedApp
    let scene = ModelSceneHandle()
    let appWindow = ModelWindowHandle(id: nil)
    private var extraWindows: [String: ModelWindowHandle] = [:]
    private var controllers: [String: ModelControllerHandle] = [:]

    /// False until UIKit shows the window at launch: before, no view is in it.
    var windowShown = false
    /// True until the app becomes active after launching.
    var launching = true
    /// The controllers whose view loaded (it was in a window once).
    private var loadedViews: Set<String> = []
    /// The controllers whose views were in a window when the last step
    /// ended: while a transition runs, the views it takes away are still
    /// there (they animate out), and their controllers still in a window.
    private var viewsBeforeTransition: Set<String> = []
    /// The screens (by handle key) that have the library's probe, and
    /// those whose probe view is installed.
    private(set) var probes: Set<String> = []
    private var probeViews: Set<String> = []
    /// The transition in progress, if any.
    var transition: ModelTransitionHandle? {
        didSet {
            invalidateLayouts()
            if transition == nil, oldValue != nil { transitionDidEnd() }
        }
    }
    /// Each window's layout, by window id ("" for the app's), until the
    /// model's windows change (``invalidateLayouts()``).
    private var layouts: [String: ModelWindowLayout] = [:]
    /// True while a `setNeedsUpdate…` call waits for UIKit to publish (rule 87).
    var isUpdateScheduled = false
    /// The turn the driver is in, and the decision its calls make.
    var turns = TurnRecorder()
    /// Work for the next turn, oldest first.
    var turnQueue: [@MainActor () -> Void] = []
    /// Work for later (`after(seconds:)`), run when the step ends.
    var timers: [@MainActor () -> Void] = []
    /// The scene's geometry observer, once the driver observes it.
    var geometryObserver: (@MainActor () -> Void)?
    /// True while the driver has begun device orientation notifications.
    private(set) var generatesDeviceNotifications = false

    func setGeneratesDeviceNotifications(_ on: Bool) {
        generatesDeviceNotifications = on
    }
    /// Each navigation controller's pop guard, once the driver added one.
    private(set) var popGuards: [String: ModelRecognizerHandle] = [:]
    /// Each navigation controller's edge pop recognizer.
    private var edgePops: [String: ModelRecognizerHandle] = [:]
    /// The driver, which UIKit's notifications and callbacks reach.
    weak var driver: OrientationDriver<ModelPlatform>?
    /// The interface orientation the driver last heard of.
    var lastShown: InterfaceOrientation = .unknown
    /// How deep UIKit's question is nested now (more than 1: it came back
    /// inside itself).
    var questionDepth = 0
    /// How many times the driver read a window's root (each snapshot does).
    private(set) var rootReads = 0

    /// Tells the step's record that the driver broke one of its invariants:
    /// the property runs report every such note.
    func noteBrokenInvariant(_ what: String) {
        let note = "\(Self.brokenInvariantPrefix) \(what)"
        if !app.stepNotes.contains(note) { app.stepNotes.append(note) }
    }

    /// How a note about a broken invariant of the driver starts.
    static let brokenInvariantPrefix = "driver invariant broken:"

    init(app: SimulatedApp) {
        self.app = app
    }

    var model: UIKitModel { app.model }

    // MARK: Handles

    /// The handle of a window: `nil` for the app's.
    func window(_ id: String?) -> ModelWindowHandle {
        guard let id else { return appWindow }
        if let known = extraWindows[id] { return known }
        let handle = ModelWindowHandle(id: id)
        extraWindows[id] = handle
        return handle
    }

    /// The handle of a screen's controller in a window.
    func controller(_ id: String, in window: String? = nil) -> ModelControllerHandle {
        let key = Self.key(id, window)
        if let known = controllers[key] { return known }
        let handle = ModelControllerHandle(id: id, window: window)
        controllers[key] = handle
        return handle
    }

    static func key(_ id: String, _ window: String?) -> String { "\(window ?? "")/\(id)" }
    private func key(_ controller: ModelControllerHandle) -> String { Self.key(controller.id, controller.window) }

    /// The model window of a handle's id.
    func content(of window: String?) -> ModelWindow? {
        guard let window else { return model.window }
        return model.extraWindows.first { $0.id == window }?.content
    }

    private func extra(_ window: ModelWindowHandle) -> ModelExtraWindow? {
        guard let id = window.id else { return nil }
        return model.extraWindows.first { $0.id == id }
    }

    private func viewController(_ controller: ModelControllerHandle) -> ModelViewController? {
        content(of: controller.window)?.controllers[controller.id]
    }

    // MARK: The app and the device

    var osMajorVersion: Int { app.device.os }
    var idiom: Idiom { app.device.idiom }
    var deviceModel: String {
        app.device.idiom == .pad || model.scene.environment == .phoneOnPad ? "iPad" : "iPhone"
    }
    /// UIApplication is inactive while it launches: UIKit's first
    /// questions come before `didBecomeActive`.
    var isAppActive: Bool { windowShown && !launching && model.isActive }

    var deviceOrientation: DeviceOrientation { model.deviceOrientation }
    var bundle: AppBundle {
        AppBundle(
            phoneOrientations: app.app.supported, padOrientations: app.app.supported,
            linkedSDK: app.app.linkedSDK(on: app.device), requiresFullScreen: app.app.requiresFullScreen)
    }
    var appDelegateAnswersOrientations: Bool { app.app.authority != .sceneDelegate }
    func sceneDelegateAnswersOrientations(_ scene: ModelSceneHandle) -> Bool { app.app.authority != .appDelegate }

    // MARK: Scenes and windows

    var connectedScenes: [ModelSceneHandle] { [scene] }
    /// Back to front, as UIKit lists them (`UIApplication.windows`: by
    /// level, the last on top): among equal levels, the window shown last
    /// is in front, and the app's window was shown first.
    func windows(of scene: ModelSceneHandle) -> [ModelWindowHandle] {
        let extras = model.extraWindows.enumerated().sorted { lower, upper in
            (lower.element.level, lower.element.shownOrder, lower.offset)
                < (upper.element.level, upper.element.shownOrder, upper.offset)
        }
        let below = extras.filter { $0.element.level < 0 }
        let above = extras.filter { $0.element.level >= 0 }
        return below.map { window($0.element.id) } + [appWindow] + above.map { window($0.element.id) }
    }
    func scene(of window: ModelWindowHandle) -> ModelSceneHandle? { scene }
    func sceneDelegateWindow(of scene: ModelSceneHandle) -> ModelWindowHandle? { appWindow }
    var appDelegateWindow: ModelWindowHandle? { nil }
    func facts(of window: ModelWindowHandle) -> WindowFacts {
        let screen = ModelSceneGeometry.screenSize(of: app.device)
        let size = ModelSceneGeometry.windowSize(of: model.scene, screen: screen)
        let bottomInset =
            app.device.idiom == .phone && !app.device.homeButton
            && model.scene.environment != .phoneOnPad
        guard let extra = extra(window) else {
            return WindowFacts(
                level: 0, isHidden: !windowShown, isKey: !model.extraWindows.contains { !$0.isHidden && $0.becomesKey },
                size: size, screenSize: screen, hasBottomInset: bottomInset)
        }
        return WindowFacts(
            level: extra.level, isHidden: extra.isHidden, isBaseWindowClass: !extra.isSystem,
            isKey: extra.becomesKey && !extra.isHidden, size: size, screenSize: screen, hasBottomInset: bottomInset)
    }
    func rootController(of window: ModelWindowHandle) -> ModelControllerHandle? {
        rootReads += 1
        return content(of: window.id).map { controller($0.root, in: window.id) }
    }
    func shownOrientation(of scene: ModelSceneHandle) -> InterfaceOrientation { model.interfaceOrientation }
    func geometry(of scene: ModelSceneHandle) -> SceneGeometry {
        SceneGeometry(hasSizeRestrictions: ModelSceneGeometry.hasSizeRestrictions(model.scene))
    }
    func observeGeometry(of scene: ModelSceneHandle, _ onChange: @escaping @MainActor () -> Void) -> AnyObject? {
        // `effectiveGeometry` exists from iOS 16.
        geometryObserver = osMajorVersion >= 16 ? onChange : nil
        return nil
    }

    // MARK: View controllers

    func window(of controller: ModelControllerHandle) -> ModelWindowHandle? {
        guard isInWindow(controller) else { return nil }
        return window(controller.window)
    }

    /// True when the controller's view is in its window now.
    func isInWindow(_ controller: ModelControllerHandle) -> Bool {
        guard windowShown, let layout = layout(of: controller.window) else { return false }
        if transition != nil, viewsBeforeTransition.contains(key(controller)) { return true }
        return layout.shownSet.contains(controller.id)
    }

    /// A window's layout, computed once per change of the model's windows.
    func layout(of window: String?) -> ModelWindowLayout? {
        if let known = layouts[window ?? ""] { return known }
        guard let content = content(of: window) else { return nil }
        let layout = ModelWindowLayout(content, rules: model.ownerRules)
        layouts[window ?? ""] = layout
        return layout
    }

    /// Forgets the windows' layouts: the model's windows changed.
    func invalidateLayouts() {
        layouts = [:]
    }

    /// Marks the views of the screens in a window as loaded.
    func noteLoadedViews() {
        loadedViews.formUnion(currentViews())
    }

    /// Remembers which views are in a window as a step ends, unless a
    /// transition is still running.
    func noteViewsAtRest() {
        let views = currentViews()
        loadedViews.formUnion(views)
        // An interactive transition may span steps: what it takes away
        // stays until it ends.
        if transition == nil { viewsBeforeTransition = views }
    }

    private func currentViews() -> Set<String> {
        guard windowShown else { return [] }
        var keys = Set((layout(of: nil)?.shown ?? []).map { Self.key($0, nil) })
        for extra in model.extraWindows {
            keys.formUnion((layout(of: extra.id)?.shown ?? []).map { Self.key($0, extra.id) })
        }
        return keys
    }

    func view(of controller: ModelControllerHandle) -> ViewFacts {
        let inWindow = isInWindow(controller)
        guard inWindow || loadedViews.contains(key(controller)) else { return .notLoaded }
        return ViewFacts(isInWindow: inWindow)
    }
    func parent(of controller: ModelControllerHandle) -> ModelControllerHandle? {
        content(of: controller.window)?.parent(of: controller.id).map { self.controller($0, in: controller.window) }
    }
    func children(of controller: ModelControllerHandle) -> [ModelControllerHandle] {
        (viewController(controller)?.children ?? []).map { self.controller($0, in: controller.window) }
    }
    func kind(of controller: ModelControllerHandle) -> ControllerKind {
        guard let vc = viewController(controller) else { return ControllerKind() }
        let container: ControllerKind.Container =
            switch vc.kind {
            case .navigation: .navigation
            case .tabBar: .tabBar
            case .split: .split
            case .plain, .container, .hosting: .none
            }
        let ownClass = vc.overrides.supported != nil || vc.overrides.preferredForPresentation != nil
        return ControllerKind(
            container: container, isHosting: vc.kind == .hosting, overridesSupported: vc.overrides.supported != nil,
            overridesPreferred: vc.overrides.preferredForPresentation != nil,
            origin: container != .none && !ownClass ? .uikit : .app)
    }
    func navigationStack(of controller: ModelControllerHandle) -> [ModelControllerHandle] { children(of: controller) }
    func tabs(of controller: ModelControllerHandle) -> [ModelControllerHandle]? { children(of: controller) }
    func selectedTab(of controller: ModelControllerHandle) -> ModelControllerHandle? {
        viewController(controller)?.visibleChild.map { self.controller($0, in: controller.window) }
    }
    func moreNavigationController(of controller: ModelControllerHandle) -> ModelControllerHandle? { nil }
    func splitColumns(of controller: ModelControllerHandle) -> [ModelControllerHandle] { children(of: controller) }
    // The model's split view shows its last column in front.
    func isCollapsed(_ controller: ModelControllerHandle) -> Bool { false }
    func pages(of controller: ModelControllerHandle) -> [ModelControllerHandle] { children(of: controller) }
    func childrenForInterfaceOrientation(of controller: ModelControllerHandle) -> [ModelControllerHandle]? { nil }
    /// A controller's view: the controller's handle stands for it.
    func loadedView(of controller: ModelControllerHandle) -> ModelControllerHandle? { controller }
    /// A shown child's view sits in its container's view.
    func superview(of view: ModelControllerHandle) -> ModelControllerHandle? {
        guard let parent = parent(of: view), viewController(parent)?.visibleChildren.contains(view.id) == true
        else { return nil }
        return parent
    }
    /// A container's children shown, in the order the scenario's `visible`
    /// gives (back to front).
    func subviews(of view: ModelControllerHandle) -> [ModelControllerHandle] {
        (viewController(view)?.visibleChildren ?? []).map { controller($0, in: view.window) }
    }
    func presented(by controller: ModelControllerHandle) -> ModelControllerHandle? {
        guard let layout = layout(of: controller.window), let position = layout.chainPosition[controller.id],
            position + 1 < layout.chain.count
        else { return nil }
        return self.controller(layout.chain[position + 1], in: controller.window)
    }
    func presenting(_ controller: ModelControllerHandle) -> ModelControllerHandle? {
        guard let layout = layout(of: controller.window), let position = layout.chainPosition[controller.id],
            position > 0
        else { return nil }
        return self.controller(layout.chain[position - 1], in: controller.window)
    }
    func presentation(of controller: ModelControllerHandle, in window: ModelWindowHandle) -> PresentationFacts {
        guard let presentation = layout(of: controller.window)?.presentation[controller.id] else {
            return PresentationFacts()
        }
        let rules = model.ownerRules
        let effective = rules.effectiveStyle(presentation.style)
        return PresentationFacts(
            style: presentation.style, isBeingPresented: presentation.phase == .presenting,
            isBeingDismissed: presentation.phase == .dismissing,
            removesPresentersView: rules.removesPresentersView(effective),
            adaptsToFullScreen: effective == .fullScreen && presentation.style != .fullScreen)
    }
    func supportedMask(of controller: ModelControllerHandle) -> InterfaceOrientationMask {
        viewController(controller)?.supported(idiom: idiom) ?? idiom.defaultMask
    }
    func preferredForPresentation(of controller: ModelControllerHandle) -> InterfaceOrientation {
        viewController(controller)?.preferredForPresentation ?? model.interfaceOrientation
    }
    func ownPolicy(of controller: ModelControllerHandle) -> OrientationPolicy? { app.policies[controller.id] }
    func hostedPolicy(of controller: ModelControllerHandle) -> OrientationPolicy? { nil }
    func label(of controller: ModelControllerHandle) -> String { controller.id }
    func transition(of controller: ModelControllerHandle) -> ModelTransitionHandle? {
        isInWindow(controller) ? transition : nil
    }
    func isInteractive(_ transition: ModelTransitionHandle) -> Bool { transition.isInteractive }
    func whenEnded(_ transition: ModelTransitionHandle, _ body: @escaping @MainActor (Bool) -> Void) -> Bool {
        transition.completions.append(body)
        return true
    }

    // MARK: Probes

    func hasProbe(_ controller: ModelControllerHandle) -> Bool { probes.contains(key(controller)) }
    func addProbe(to controller: ModelControllerHandle) { probes.insert(key(controller)) }
    func removeProbe(from controller: ModelControllerHandle) {
        probes.remove(key(controller))
        probeViews.remove(key(controller))
    }
    func isProbeViewInstalled(in controller: ModelControllerHandle) -> Bool { probeViews.contains(key(controller)) }
    func insertProbeView(in controller: ModelControllerHandle, into host: ProbeViewHost) {
        probeViews.insert(key(controller))
    }
    func popGuard(of navigation: ModelControllerHandle) -> ModelRecognizerHandle? { popGuards[key(navigation)] }
    func addPopGuard(to navigation: ModelControllerHandle) -> ModelRecognizerHandle {
        let added = ModelRecognizerHandle()
        popGuards[key(navigation)] = added
        return added
    }
    func popRecognizers(of navigation: ModelControllerHandle) -> [ModelRecognizerHandle] {
        if let edge = edgePops[key(navigation)] { return [edge] }
        let edge = ModelRecognizerHandle()
        edgePops[key(navigation)] = edge
        return [edge]
    }
    func require(_ recognizer: ModelRecognizerHandle, toFail guardRecognizer: ModelRecognizerHandle) {
        recognizer.waitsFor.append(guardRecognizer)
    }

    /// The controllers of a window that have a probe with its view
    /// installed and whose view is in the window: the probes UIKit calls.
    func reportingProbes(in window: String?) -> [ModelControllerHandle] {
        guard let layout = layout(of: window) else { return [] }
        return layout.shown.filter { probes.contains(Self.key($0, window)) }.map { controller($0, in: window) }
    }
}
