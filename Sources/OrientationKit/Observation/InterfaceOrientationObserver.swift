#if canImport(UIKit) && os(iOS)
import Combine
import OrientationCore
import OrientationDriver
import UIKit

/// Reports the orientation a window scene's interface shows, as an
/// `InterfaceOrientation`: what the user sees, after the app's and the
/// screens' supported orientations and the rotation lock have had their say.
///
/// - iOS 16 and later: key-value observation of the scene's
///   `effectiveGeometry`, Apple's recommended way (UIKitRules.md, rule 37).
/// - iOS 13 to 15: the scene's `interfaceOrientation`, read at start, when
///   the scene becomes active or enters the foreground, and whenever the
///   app's scene delegate forwards
///   `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` through
///   `InterfaceOrientationObserver.windowSceneDidUpdate(_:)` (rule 36).
///   Without that forwarding, rotations on iOS 13-15 are seen only on the
///   next activation or `refresh()`.
///
/// The scene is held weakly; when it goes away the observer reports
/// `unknown` and cancels itself. Values arrive on the main thread through
/// `onChange`, `orientations` and `publisher`.
@MainActor
public final class InterfaceOrientationObserver {
    /// The observed scene, held weakly: `nil` once it has been released.
    public private(set) weak var windowScene: UIWindowScene?

    private let broadcast: OrientationBroadcast<InterfaceOrientation>
    private var geometryObservation: NSKeyValueObservation?
    private var sceneNotifications: [NotificationRegistration] = []
    private var cleanup: MainActorCleanup?

    /// Starts observing `windowScene`. `onChange`, if given, is called on the
    /// main thread with each new orientation (not with the current one).
    public init(windowScene: UIWindowScene, onChange: ((InterfaceOrientation) -> Void)? = nil) {
        let broadcast = OrientationBroadcast(windowScene.shownOrientation)
        self.windowScene = windowScene
        self.broadcast = broadcast
        self.cleanup = MainActorCleanup { broadcast.finish() }
        startObserving(windowScene)
        InterfaceOrientationObserverRegistry.add(self)
        broadcast.onChange = onChange
    }

    /// Starts observing the scene of `window`, or returns `nil` when the
    /// window is not in a scene yet (before it is shown).
    public convenience init?(window: UIWindow, onChange: ((InterfaceOrientation) -> Void)? = nil) {
        guard let scene = window.windowScene else { return nil }
        self.init(windowScene: scene, onChange: onChange)
    }

    /// The latest interface orientation of the scene.
    public var orientation: InterfaceOrientation { broadcast.value }

    /// Called on the main thread with each new orientation. Setting it
    /// replaces the previous closure; it is dropped on `cancel()`.
    public var onChange: ((InterfaceOrientation) -> Void)? {
        get { broadcast.onChange }
        set { broadcast.onChange = newValue }
    }

    /// A new stream of the current orientation, then each change; it ends on
    /// `cancel()`, on release, or when the scene goes away. A slow reader
    /// gets the newest value, not a backlog.
    public var orientations: AsyncStream<InterfaceOrientation> { broadcast.stream() }

    /// The current orientation, then each change, on the main thread;
    /// completes on `cancel()`, on release, or when the scene goes away.
    public var publisher: AnyPublisher<InterfaceOrientation, Never> { broadcast.publisher }

    /// True after `cancel()` (or after the scene went away).
    public var isCancelled: Bool { broadcast.isFinished }

    /// Reads the scene's orientation again and reports it if it changed;
    /// for example from `viewWillTransition(to:with:)`'s completion on
    /// iOS 13-15 when the scene delegate does not forward updates.
    public func refresh() {
        switch ObserverReading.scene(isCancelled: isCancelled, shown: windowScene?.shownOrientation) {
        case .none: break
        case .report(let orientation): broadcast.send(orientation)
        case .sceneGone:
            broadcast.send(.unknown)
            cancel()
        }
    }

    /// Stops observing: ends the streams, completes the publisher and drops
    /// the closure. Calling it again has no effect; releasing the observer
    /// does the same.
    public func cancel() {
        geometryObservation?.invalidate()
        geometryObservation = nil
        sceneNotifications = []
        broadcast.finish()
        cleanup = nil
    }

    private func startObserving(_ scene: UIWindowScene) {
        if #available(iOS 16.0, *) {
            geometryObservation = scene.observe(\.effectiveGeometry, options: [.new]) { [weak self] _, _ in
                Task { @MainActor in self?.refresh() }
            }
        }
        let triggers = [UIScene.didActivateNotification, UIScene.willEnterForegroundNotification]
        sceneNotifications = triggers.map { name in
            NotificationRegistration(name, object: scene) { [weak self] _ in
                Task { @MainActor in self?.refresh() }
            }
        }
    }
}
#endif
