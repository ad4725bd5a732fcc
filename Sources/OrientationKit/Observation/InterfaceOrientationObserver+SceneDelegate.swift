#if canImport(UIKit) && os(iOS)
import OrientationDriver
import UIKit

extension InterfaceOrientationObserver {
    /// Tells every observer of `windowScene` to read its orientation again.
    ///
    /// Call it from your scene delegate, so that iOS 13-15 (which have no
    /// `effectiveGeometry` to observe) report rotations as they happen:
    ///
    /// ```swift
    /// func windowScene(
    ///     _ windowScene: UIWindowScene,
    ///     didUpdate previousCoordinateSpace: UICoordinateSpace,
    ///     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    ///     traitCollection previousTraitCollection: UITraitCollection
    /// ) {
    ///     InterfaceOrientationObserver.windowSceneDidUpdate(windowScene)
    /// }
    /// ```
    ///
    /// On iOS 16 and later it is harmless: observers already follow the
    /// scene, and an unchanged orientation is not reported twice.
    public static func windowSceneDidUpdate(_ windowScene: UIWindowScene) {
        for observer in InterfaceOrientationObserverRegistry.observers(of: windowScene) {
            observer.refresh()
        }
    }
}

/// The live interface observers, held weakly (the driver's
/// `SceneObservers`), so that a scene delegate's forwarded update reaches
/// the observers of that scene.
@MainActor
enum InterfaceOrientationObserverRegistry {
    private static var entries = SceneObservers<InterfaceOrientationObserver>()

    /// Remembers `observer` (weakly) and forgets released ones.
    static func add(_ observer: InterfaceOrientationObserver) {
        entries.add(observer)
    }

    /// The live, uncancelled observers of `windowScene`.
    static func observers(of windowScene: UIWindowScene) -> [InterfaceOrientationObserver] {
        entries.observers(of: windowScene, isCancelled: \.isCancelled, scene: \.windowScene)
    }
}
#endif
