/// How UIKit reacts when the scene itself changes: the user resizes it,
/// folds or unfolds the device (rules 62-66). The app is not relaunched.
extension UIKitModel {
    /// The user resizes the scene; returns a problem when it cannot be resized.
    func resize() -> String? {
        if let problem = scene.resize() { return problem }
        sceneDidChange()
        return nil
    }

    /// The user folds a foldable iPhone; returns a problem when it is folded already.
    func fold() -> String? {
        if let problem = scene.fold() { return problem }
        sceneDidChange()
        return nil
    }

    /// The user unfolds a foldable iPhone; returns a problem when it is unfolded already.
    func unfold() -> String? {
        if let problem = scene.unfold() { return problem }
        sceneDidChange()
        return nil
    }

    /// After the scene changed: resized iPhone Mirroring shows portrait
    /// (rule 65); where masks are ignored the interface follows the device
    /// unless the orientation lock preference holds (rule 68); where they
    /// are honoured UIKit asks again and shows the device's orientation if
    /// allowed, else keeps the current one if allowed, else falls back
    /// (rules 21, 66).
    private func sceneDidChange() {
        cite(scene.maskRules, for: .orientation)
        if scene.reportsPortraitOnly {
            show(.portrait)
            return
        }
        let device = scene.ignoresDeviceRotation ? nil : deviceOrientation.interfaceOrientation
        if masksIgnored {
            if let device, !orientationLockHeld { show(device) }
            return
        }
        guard let mask = evaluateAndPublish() else { return }
        if let device, mask.contains(device), !orientationLockHeld {
            show(device)
        } else if !mask.contains(interfaceOrientation) {
            show(fallback(in: mask))
        }
    }
}
