import OrientationCore

/// What `InterfaceOrientationCoordinator` decides for the
/// `.interfaceOrientations` views: the registry of their masks, the scenes
/// they are in and the orientation each shows, and what UIKit is told when
/// the registry's mask changes. Platform-neutral: it reads and calls the
/// platform through ``RegistryPlatform`` only, so that every decision runs
/// in `swift test`.
///
/// The coordinator follows the scene of the view that last appeared,
/// changed or rotated (its orientation is ``currentOrientation``), and every
/// scene a view was seen in (``sceneOrientations``), re-read after each
/// rotation, registration change and scene activation. A change of the
/// registry's mask makes every foreground window ask again; only the scene
/// of the view whose registration changed is asked to rotate, never while
/// it is inactive (the request waits for its activation, `ORI-303`).
/// Scenes an ``OrientationDriver`` drives are left to it: it already heard
/// the new mask as its default.
@MainActor
public final class RegistryCoordinator<Platform: RegistryPlatform> {
    /// The platform read and called.
    public let platform: Platform
    /// The registrations of the views on screen and the decision rules.
    public private(set) var registry: InterfaceOrientationRegistry
    /// The interface orientation of the followed scene (else of the first
    /// foreground scene); `unknown` when there is none.
    public private(set) var currentOrientation: InterfaceOrientation = .unknown
    /// Each known scene's interface orientation.
    public private(set) var sceneOrientations = SceneOrientations<ObjectIdentifier>()
    /// The last diagnostic reported, if any.
    public private(set) var lastDiagnostic: OrientationDiagnostic?
    /// Called with every diagnostic reported.
    public var diagnosticHandler: (@MainActor (OrientationDiagnostic) -> Void)?
    /// Called just before the registry's mask changes.
    public var maskWillChange: @MainActor () -> Void = {}
    /// Called after ``currentOrientation`` or ``sceneOrientations`` changed,
    /// with what changed: the new scene orientations, `nil` when they did
    /// not change, and the new current orientation, `nil` when it did not.
    public var orientationsDidChange:
        @MainActor (_ scenes: SceneOrientations<ObjectIdentifier>?, _ current: InterfaceOrientation?) -> Void = {
            _, _ in
        }

    /// The driver joined with the coordinator, asked for only when needed:
    /// the views' mask is the default of its screens that state no policy.
    let driver: @MainActor () -> OrientationDriver<Platform>
    private weak var trackedScene: Platform.Scene?
    private var knownScenes = WeakObjects<Platform.Scene>()
    private var geometryObservations: [ObjectIdentifier: AnyObject] = [:]
    var requestGate = SceneRequestGate<ObjectIdentifier>()

    /// A coordinator of `registry` on `platform`, joined with the driver
    /// `driver` returns (made on first need).
    public init(
        registry: InterfaceOrientationRegistry, platform: Platform,
        driver: @escaping @MainActor () -> OrientationDriver<Platform>
    ) {
        self.registry = registry
        self.platform = platform
        self.driver = driver
    }

    /// A coordinator on `platform` whose registry starts from
    /// `defaultOrientations`, else from what the Info.plist (`info`, read
    /// key by key) says for the platform's idiom.
    public convenience init(
        defaultOrientations: InterfaceOrientationMask?, allowOverridingDefaultOrientations: Bool,
        info: (String) -> Any?, platform: Platform, driver: @escaping @MainActor () -> OrientationDriver<Platform>
    ) {
        let defaults =
            defaultOrientations ?? InterfaceOrientationRegistry.defaultOrientations(info: info, idiom: platform.idiom)
        self.init(
            registry: InterfaceOrientationRegistry(
                defaultOrientations: defaults, allowOverridingDefaultOrientations: allowOverridingDefaultOrientations),
            platform: platform, driver: driver)
    }

    // MARK: - Views and scenes

    /// Follows a view's scene: its orientation becomes ``currentOrientation``.
    public func track(_ scene: Platform.Scene?) {
        if let scene {
            remember(scene)
            trackedScene = scene
        }
        refreshOrientations()
    }

    /// A rotation ended in `scene`: reads its orientation again.
    public func sceneDidRotate(_ scene: Platform.Scene?) {
        guard let scene else { return }
        remember(scene)
        refreshOrientations()
    }

    /// Re-reads every known scene's interface orientation and the current
    /// one, and publishes what changed.
    public func refreshOrientations() {
        var orientations = sceneOrientations
        for scene in knownScenes.objects {
            orientations.record(platform.shownOrientation(of: scene), for: ObjectIdentifier(scene))
        }
        let scene = trackedScene ?? foregroundScenes().first
        let orientation = scene.map(platform.shownOrientation(of:)) ?? .unknown
        let scenesChanged = orientations != sceneOrientations
        let currentChanged = orientation != currentOrientation
        guard scenesChanged || currentChanged else { return }
        sceneOrientations = orientations
        currentOrientation = orientation
        orientationsDidChange(scenesChanged ? orientations : nil, currentChanged ? orientation : nil)
    }

    /// A scene became active or entered the foreground: reads the
    /// orientations again; on activation, a rotation that waited for this
    /// scene runs now, recomputed.
    public func sceneDidChange(_ scene: Platform.Scene?, activated: Bool) {
        refreshOrientations()
        guard activated, let scene, requestGate.activate(ObjectIdentifier(scene)) else { return }
        applyChange(scene: scene)
    }

    /// A scene disconnected: forgets it, its observation and its waiting request.
    public func sceneDidDisconnect(_ scene: Platform.Scene) {
        let id = ObjectIdentifier(scene)
        knownScenes.remove(scene)
        geometryObservations[id] = nil
        requestGate.forget(id)
        if sceneOrientations.forget(id) { orientationsDidChange(sceneOrientations, nil) }
    }

    /// Adds a scene to the known ones and follows its geometry.
    private func remember(_ scene: Platform.Scene) {
        guard !knownScenes.contains(scene) else { return }
        knownScenes.add(scene)
        geometryObservations[ObjectIdentifier(scene)] = platform.observeGeometry(of: scene) { [weak self] in
            self?.refreshOrientations()
        }
    }

    // MARK: - Registrations

    /// Applies a registry mutation (made by a view in `scene`, if known):
    /// reports a new fallback (`ORI-501`), and when the mask changed tells
    /// the driver and UIKit.
    public func mutate(scene: Platform.Scene?, _ body: (inout InterfaceOrientationRegistry) -> Void) {
        let before = registry.resolution
        body(&registry)
        if let scene, scene !== trackedScene { track(scene) }
        let change = registry.change(since: before)
        if change.entersFallback, let diagnostic = registry.diagnostic { report(diagnostic) }
        guard change.maskChanged else { return }
        maskWillChange()
        driver().configuration.defaultMask = change.current.mask
        applyChange(scene: scene ?? trackedScene)
        refreshOrientations()
    }

    /// Records a diagnostic, hands it to ``diagnosticHandler`` and to the driver's diagnostics.
    public func report(_ diagnostic: OrientationDiagnostic) {
        lastDiagnostic = diagnostic
        diagnosticHandler?(diagnostic)
        driver().report(diagnostic)
    }

    /// The foreground scenes, in the platform's order.
    func foregroundScenes() -> [Platform.Scene] {
        platform.connectedScenes.filter { platform.activation(of: $0).isForeground }
    }
}
