import OrientationCore

extension RegistryCoordinator {
    /// Tells UIKit that the mask changed. Every foreground window asks
    /// again (the mask is app-wide), but only `scene` is asked to rotate
    /// when its orientation is no longer allowed by the app's answer: never
    /// another window, and never while that scene is inactive (the request
    /// waits for its activation and is recomputed then, `ORI-303`). Scenes
    /// the driver drives are left to it.
    func applyChange(scene: Platform.Scene?) {
        let driven = driver().drivenScenes.map(ObjectIdentifier.init)
        if let scene, !driven.contains(ObjectIdentifier(scene)) {
            let isActive = platform.activation(of: scene) == .foregroundActive
            if requestGate.request(for: ObjectIdentifier(scene), isActive: isActive) {
                rotateIfNeeded(scene)
            } else {
                perform(.setNeedsUpdateOfSupportedInterfaceOrientations, on: scene)
                report(
                    OrientationDiagnostic(
                        .engineRequestDeferred,
                        "The views' orientations changed while their scene was inactive; a rotation, if still needed, waits until it is active again."
                    ))
            }
        }
        for other in foregroundScenes() where !driven.contains(ObjectIdentifier(other)) && other !== scene {
            perform(.setNeedsUpdateOfSupportedInterfaceOrientations, on: other)
        }
    }

    /// Asks `scene` again, and to rotate into the app's answer when its
    /// orientation is no longer in it.
    private func rotateIfNeeded(_ scene: Platform.Scene) {
        let calls = InterfaceOrientationRegistry.platformCalls(
            toAllow: appAnswer(for: scene), current: platform.shownOrientation(of: scene),
            osMajorVersion: platform.osMajorVersion)
        for call in calls { perform(call, on: scene) }
    }

    /// What the app delegate (else the scene delegate) answers for the
    /// scene's key (else first) window; the registry's mask when neither
    /// implements the question or the scene has no window.
    func appAnswer(for scene: Platform.Scene) -> InterfaceOrientationMask {
        let windows = platform.windows(of: scene)
        guard let window = windows.first(where: { platform.facts(of: $0).isKey }) ?? windows.first,
            let answer = platform.appDelegateAnswer(for: window) ?? platform.sceneDelegateAnswer(for: scene)
        else { return registry.supportedOrientations }
        return answer
    }

    /// Executes one call of the core's platform plan (which names the
    /// legacy calls below iOS 16 only, and the geometry request from 16
    /// on): from iOS 16 the supported orientations are updated on each
    /// window's root and the controllers it presents; below 16 UIKit is
    /// asked to attempt a rotation instead.
    private func perform(_ call: PlatformCall, on scene: Platform.Scene) {
        switch call {
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            guard platform.osMajorVersion >= 16 else { return platform.attemptRotationToDeviceOrientation() }
            for window in platform.windows(of: scene) {
                var controller = platform.rootController(of: window)
                while let current = controller {
                    platform.setNeedsUpdateOfSupportedInterfaceOrientations(current)
                    controller = platform.presented(by: current)
                }
            }
        case .attemptRotationToDeviceOrientation:
            platform.attemptRotationToDeviceOrientation()
        case .requestGeometryUpdate(let mask):
            platform.requestGeometryUpdate(mask, in: scene) { [weak self] failure in
                self?.geometryRequestFailed(failure, mask: mask)
            }
        case .setLegacyDeviceOrientation(let orientation):
            platform.setLegacyDeviceOrientation(orientation)
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
            break // The registry never asks for the orientation lock (rule 68).
        }
    }

    /// A geometry request failed: `ORI-402` when denied (101), else
    /// `ORI-403`; the orientations are read again.
    private func geometryRequestFailed(_ failure: GeometryRequestFailure, mask: InterfaceOrientationMask) {
        let code: OrientationDiagnosticCode =
            failure.code == 101 ? .platformGeometryRequestDenied : .platformGeometryRequestFailed
        report(
            OrientationDiagnostic(
                code, "The system did not rotate into \(mask) (UISceneErrorDomain \(failure.code): \(failure.message))."
            ))
        refreshOrientations()
    }
}
