#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import Combine
import OrientationCore
import SwiftUI
import UIKit

/// The app-wide coordinator of the orientations SwiftUI views state with
/// `View.interfaceOrientations(_:)`.
///
/// Source-compatible with swiftui-interface-orientation: return
/// `InterfaceOrientationCoordinator.shared.supportedOrientations` from the app
/// delegate's `application(_:supportedInterfaceOrientationsFor:)`. The
/// decisions (defaults, the `.all` start, the empty-intersection fallback)
/// live in ``InterfaceOrientationRegistry``; this class tells UIKit.
@MainActor
public final class InterfaceOrientationCoordinator: ObservableObject {
    /// The coordinator that every `interfaceOrientations` modifier reports to.
    /// Usable anywhere, as in `@ObservedObject var coordinator = .shared`.
    public nonisolated static let shared = InterfaceOrientationCoordinator()

    /// The registry, made on first use on the main actor (the Info.plist
    /// defaults depend on the idiom, which only the main actor may read).
    private var storedRegistry: InterfaceOrientationRegistry?
    /// The defaults given at creation; nil reads the Info.plist.
    private let initialDefaults: InterfaceOrientationMask?
    /// `allowOverridingDefaultOrientations` given at creation.
    private let initialAllowOverriding: Bool
    /// The scene of the view that last appeared, changed or rotated.
    private(set) weak var trackedScene: UIWindowScene?
    /// Each known scene's interface orientation (`\.interfaceOrientation`
    /// reads its own view's scene).
    @Published var sceneOrientations = SceneOrientations<ObjectIdentifier>()
    /// iOS 16+: observes each known scene's geometry, so that orientations
    /// follow rotations even with no modified view on screen.
    var geometryObservations: [ObjectIdentifier: NSKeyValueObservation] = [:]
    /// The known scenes, held weakly.
    let knownScenes = NSHashTable<UIWindowScene>.weakObjects()
    /// Rotation requests waiting for their scene to become active.
    var requestGate = SceneRequestGate<ObjectIdentifier>()

    /// The registrations of the views on screen and the decision rules.
    var registry: InterfaceOrientationRegistry {
        get {
            if let storedRegistry { return storedRegistry }
            let made = InterfaceOrientationRegistry(
                defaultOrientations: initialDefaults ?? Self.infoPlistDefaultOrientations(),
                allowOverridingDefaultOrientations: initialAllowOverriding)
            storedRegistry = made
            return made
        }
        set { storedRegistry = newValue }
    }

    /// The orientations used when no view states any, and the fallback when
    /// the views share none. Read from the Info.plist's
    /// `UISupportedInterfaceOrientations` (the `~ipad`/`~iphone` key wins on
    /// its device) through `Bundle.main`; UIKit's default for the idiom when
    /// nothing is declared.
    public var defaultOrientations: UIInterfaceOrientationMask {
        get { UIInterfaceOrientationMask(rawValue: registry.defaultOrientations.rawValue) }
        set { mutate(scene: nil) { $0.defaultOrientations = InterfaceOrientationMask(rawValue: newValue.rawValue) } }
    }

    /// When true (the default), views may allow orientations beyond
    /// ``defaultOrientations``; when false they can only narrow them.
    public var allowOverridingDefaultOrientations: Bool {
        get { registry.allowOverridingDefaultOrientations }
        set { mutate(scene: nil) { $0.allowOverridingDefaultOrientations = newValue } }
    }

    /// The orientations allowed by every view on screen that states some;
    /// never empty. Return it from `application(_:supportedInterfaceOrientationsFor:)`.
    public var supportedOrientations: UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(rawValue: registry.supportedOrientations.rawValue)
    }

    /// The interface orientation of the scene showing the registered views,
    /// refreshed after every rotation, registration change and scene
    /// activation (never the value from before a rotation).
    @Published public private(set) var currentOrientation: UIInterfaceOrientation = .unknown

    /// ``currentOrientation`` as the core `OrientationCore.InterfaceOrientation`.
    public var interfaceOrientation: OrientationCore.InterfaceOrientation {
        OrientationCore.InterfaceOrientation(rawValue: currentOrientation.rawValue) ?? .unknown
    }

    /// The last diagnostic (for example `ORI-501`, `ORI-402`), if any.
    public private(set) var lastDiagnostic: OrientationDiagnostic?

    /// Called with every diagnostic the coordinator reports.
    public var diagnosticHandler: (@MainActor (OrientationDiagnostic) -> Void)?

    /// Creates a coordinator; the view modifiers always use ``shared``.
    nonisolated init(
        defaultOrientations: InterfaceOrientationMask? = nil,
        allowOverridingDefaultOrientations: Bool = true
    ) {
        initialDefaults = defaultOrientations
        initialAllowOverriding = allowOverridingDefaultOrientations
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(sceneDidChange(_:)),
            name: UIScene.didActivateNotification, object: nil)
        center.addObserver(
            self, selector: #selector(sceneDidChange(_:)),
            name: UIScene.willEnterForegroundNotification, object: nil)
        center.addObserver(
            self, selector: #selector(sceneDidDisconnect(_:)),
            name: UIScene.didDisconnectNotification, object: nil)
    }

    // MARK: - Registrations (used by the view modifiers)

    /// Follows a view's scene: its orientation becomes ``currentOrientation``.
    func track(_ scene: UIWindowScene?) {
        if let scene {
            remember(scene)
            trackedScene = scene
        }
        refreshCurrentOrientation()
    }

    /// Re-reads every known scene's interface orientation and publishes
    /// what changed.
    func refreshCurrentOrientation() {
        var orientations = sceneOrientations
        for scene in knownScenes.allObjects {
            orientations.record(
                OrientationCore.InterfaceOrientation(scene.shownInterfaceOrientation), for: ObjectIdentifier(scene))
        }
        if orientations != sceneOrientations { sceneOrientations = orientations }
        let scene = trackedScene ?? Self.foregroundScenes().first
        let orientation = scene?.shownInterfaceOrientation ?? .unknown
        if orientation != currentOrientation { currentOrientation = orientation }
    }

    /// Records a diagnostic, hands it to ``diagnosticHandler`` and to
    /// ``OrientationManager``'s diagnostics (logged by its default handler).
    func report(_ diagnostic: OrientationDiagnostic) {
        lastDiagnostic = diagnostic
        diagnosticHandler?(diagnostic)
        OrientationManager.shared.report(diagnostic)
    }

    /// Applies a registry mutation (made by a view in `scene`, if known),
    /// then tells UIKit what changed.
    func mutate(scene: UIWindowScene?, _ body: (inout InterfaceOrientationRegistry) -> Void) {
        let before = registry.resolution
        body(&registry)
        didChange(from: before, scene: scene)
    }

    /// Reports a new fallback, then tells UIKit when the mask changed.
    private func didChange(from before: InterfaceOrientationRegistry.Resolution, scene: UIWindowScene?) {
        if let scene, scene !== trackedScene { track(scene) }
        let change = registry.change(since: before)
        if change.entersFallback, let diagnostic = registry.diagnostic { report(diagnostic) }
        guard change.maskChanged else { return }
        objectWillChange.send()
        // Joined with the UIKit engine: the views' mask is the default of
        // screens that state no policy.
        OrientationManager.shared.configuration.defaultMask = change.current.mask
        refreshCurrentOrientation()
        applyChange(scene: scene ?? trackedScene)
        refreshCurrentOrientation()
    }

    @objc private func sceneDidChange(_ notification: Notification) {
        refreshCurrentOrientation()
        // A rotation that waited for this scene runs now, recomputed.
        guard notification.name == UIScene.didActivateNotification,
            let scene = notification.object as? UIWindowScene,
            requestGate.activate(ObjectIdentifier(scene))
        else { return }
        applyChange(scene: scene)
    }
}
#endif
