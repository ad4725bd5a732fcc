#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import OrientationCore
import UIKit

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

    /// A probe's rotation ended in `scene`: read its orientation again.
    func sceneDidRotate(_ scene: UIWindowScene) {
        remember(scene)
        refreshCurrentOrientation()
    }

    /// Adds a scene to the known ones and, on iOS 16+, follows its geometry.
    func remember(_ scene: UIWindowScene) {
        let id = ObjectIdentifier(scene)
        guard !knownScenes.contains(scene) else { return }
        knownScenes.add(scene)
        geometryObservations[id] = nil
        if #available(iOS 16.0, *) {
            geometryObservations[id] = scene.observe(\.effectiveGeometry, options: [.new]) { _, _ in
                Task { @MainActor in InterfaceOrientationCoordinator.shared.refreshCurrentOrientation() }
            }
        }
    }

    /// A scene disconnected: forget it, its observation and its waiting request.
    @objc func sceneDidDisconnect(_ notification: Notification) {
        guard let scene = notification.object as? UIWindowScene else { return }
        let id = ObjectIdentifier(scene)
        knownScenes.remove(scene)
        geometryObservations[id] = nil
        requestGate.forget(id)
        var orientations = sceneOrientations
        if orientations.forget(id) { sceneOrientations = orientations }
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
#endif
