#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import Combine
import OrientationCore
import OrientationDriver
import SwiftUI
import UIKit

/// The app-wide coordinator of the orientations SwiftUI views state with
/// `View.interfaceOrientations(_:)`.
///
/// Source-compatible with swiftui-interface-orientation: return
/// `InterfaceOrientationCoordinator.shared.supportedOrientations` from the app
/// delegate's `application(_:supportedInterfaceOrientationsFor:)`. The
/// decisions (defaults, the `.all` start, the empty-intersection fallback)
/// live in ``InterfaceOrientationRegistry``, and what UIKit is told, when,
/// and about which scene in the driver's `RegistryCoordinator`, both tested
/// on Linux; this class forwards and publishes.
@MainActor
public final class InterfaceOrientationCoordinator: ObservableObject {
    /// The coordinator that every `interfaceOrientations` modifier reports to.
    /// Usable anywhere, as in `@ObservedObject var coordinator = .shared`.
    public nonisolated static let shared = InterfaceOrientationCoordinator()

    /// The decisions, made on first use on the main actor (the Info.plist
    /// defaults depend on the idiom, which only the main actor may read).
    private var storedCore: RegistryCoordinator<UIKitPlatform>?
    /// The defaults given at creation; nil reads the Info.plist.
    private let initialDefaults: InterfaceOrientationMask?
    /// `allowOverridingDefaultOrientations` given at creation.
    private let initialAllowOverriding: Bool
    /// Each known scene's interface orientation (`\.interfaceOrientation`
    /// reads its own view's scene).
    @Published private(set) var sceneOrientations = SceneOrientations<ObjectIdentifier>()

    /// The coordinator's decisions.
    var core: RegistryCoordinator<UIKitPlatform> {
        if let storedCore { return storedCore }
        let made = RegistryCoordinator(
            defaultOrientations: initialDefaults, allowOverridingDefaultOrientations: initialAllowOverriding,
            info: { Bundle.main.infoDictionary?[$0] }, platform: UIKitPlatform(),
            driver: { OrientationManager.shared.driver })
        made.maskWillChange = { [weak self] in self?.objectWillChange.send() }
        made.orientationsDidChange = { [weak self] in self?.publish($0, $1) }
        made.diagnosticHandler = { [weak self] in self?.diagnosticHandler?($0) }
        storedCore = made
        return made
    }

    /// The orientations used when no view states any, and the fallback when
    /// the views share none. Read from the Info.plist's
    /// `UISupportedInterfaceOrientations` (the `~ipad`/`~iphone` key wins on
    /// its device) through `Bundle.main`; UIKit's default for the idiom when
    /// nothing is declared.
    public var defaultOrientations: UIInterfaceOrientationMask {
        get { UIInterfaceOrientationMask(rawValue: core.registry.defaultOrientations.rawValue) }
        set { mutate(scene: nil) { $0.defaultOrientations = InterfaceOrientationMask(rawValue: newValue.rawValue) } }
    }

    /// When true (the default), views may allow orientations beyond
    /// ``defaultOrientations``; when false they can only narrow them.
    public var allowOverridingDefaultOrientations: Bool {
        get { core.registry.allowOverridingDefaultOrientations }
        set { mutate(scene: nil) { $0.allowOverridingDefaultOrientations = newValue } }
    }

    /// The orientations allowed by every view on screen that states some;
    /// never empty. Return it from `application(_:supportedInterfaceOrientationsFor:)`.
    public var supportedOrientations: UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(rawValue: core.registry.supportedOrientations.rawValue)
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
    public var lastDiagnostic: OrientationDiagnostic? { storedCore?.lastDiagnostic }

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

    // MARK: - Used by the view modifiers and probes

    /// Follows a view's scene: its orientation becomes ``currentOrientation``.
    func track(_ scene: UIWindowScene?) { core.track(scene) }

    /// A probe's rotation ended in `scene`: read its orientation again.
    func sceneDidRotate(_ scene: UIWindowScene?) { core.sceneDidRotate(scene) }

    /// Applies a registry mutation (made by a view in `scene`, if known),
    /// then tells UIKit what changed.
    func mutate(scene: UIWindowScene?, _ body: (inout InterfaceOrientationRegistry) -> Void) {
        core.mutate(scene: scene, body)
    }

    /// Publishes what the core says changed.
    private func publish(
        _ scenes: SceneOrientations<ObjectIdentifier>?, _ current: OrientationCore.InterfaceOrientation?
    ) {
        if let scenes { sceneOrientations = scenes }
        if let current { currentOrientation = UIInterfaceOrientation(current) }
    }

    @objc private func sceneDidChange(_ notification: Notification) {
        core.sceneDidChange(
            notification.object as? UIWindowScene, activated: notification.name == UIScene.didActivateNotification)
    }

    @objc private func sceneDidDisconnect(_ notification: Notification) {
        guard let scene = notification.object as? UIWindowScene else { return }
        core.sceneDidDisconnect(scene)
    }
}

extension InterfaceOrientationCoordinator {
    /// The interface orientation of the scene with this identity, as
    /// `\.interfaceOrientation` reads it for a view in that scene; `nil`
    /// while the view's scene is not known (``SceneOrientations``).
    func orientation(ofSceneWith sceneID: ObjectIdentifier?) -> OrientationCore.InterfaceOrientation {
        sceneOrientations.orientation(for: sceneID)
    }

    /// The interface orientation of a window scene, once a modified view in
    /// it reported; `unknown` before.
    public func orientation(of scene: UIWindowScene) -> OrientationCore.InterfaceOrientation {
        sceneOrientations.orientation(for: ObjectIdentifier(scene))
    }
}
#endif
