/// How a change of the window's hierarchy affects orientation.
enum HierarchyChange: Sendable, Hashable {
    /// A push, pop or tab switch: UIKit does not re-evaluate (rule 12).
    case containment
    /// A presentation finished.
    case presentation
    /// A dismissal finished.
    case dismissal
}

extension UIKitModel {
    /// Launch: UIKit sets up in portrait, then shows the device's orientation
    /// if allowed, else portrait if allowed, else its fallback (rules 14-16, 21).
    func launch() {
        show(.portrait)
        readLockPreference()
        guard let mask = evaluateAndPublish() else { return }
        if let d = deviceOrientation.interfaceOrientation, mask.contains(d) {
            show(d)
        } else if !mask.contains(.portrait) {
            show(fallback(in: mask))
        }
    }

    /// Re-resolves after a transition (rule 21). A new owner starts in its
    /// overridden preferred orientation (which must be allowed, rule 18),
    /// else the current one if allowed, else the fallback. On dismissal the
    /// current orientation is kept when the uncovered owner allows it. When
    /// the owner stays, iOS 16+ updates the supported orientations as
    /// `_didFinishPresentTransition` does; pushes, pops and tab switches are
    /// not re-evaluated.
    func hierarchyDidChange(_ change: HierarchyChange) {
        guard change != .containment else { return }
        if owner != lastOwner {
            readLockPreference()
            ownerDidChange(dismissal: change == .dismissal)
        } else if os >= 16 {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }

    private func ownerDidChange(dismissal: Bool) {
        guard let mask = evaluateAndPublish(), !masksIgnored else { return }
        let preferred = ownerController?.preferredForPresentation
        if let p = preferred, !mask.contains(p) {
            log.exceptions.append(UIKitExceptionReason.preferredNotSupported(p, supported: mask, os: os))
            return
        }
        if mask.contains(interfaceOrientation) && (dismissal || preferred == nil) { return }
        show(preferred ?? fallback(in: mask))
    }

    /// The device turned (rules 19-20): only orientations 1-4 count; the
    /// interface follows when the mask allows it and, below 16,
    /// `shouldAutorotate` is true. In the background only the value changes.
    func deviceDidRotate(to orientation: DeviceOrientation) {
        // Rule 56: under the rotation lock UIKit hears of no rotation.
        guard !rotationLocked else { return }
        let moved = orientation != deviceOrientation
        setDeviceValue(orientation)
        guard isActive else {
            if moved { deviceMovedWhileInactive = true }
            return
        }
        followDevice(askAfresh: false)
    }

    /// The app became active again: a rotation that happened in the
    /// background applies now (or any allowed device orientation, per
    /// ``UIKitAssumptions/foregroundRetestsDevice``). Nothing happens when
    /// the app was active already.
    func becomeActive() {
        guard !isActive else { return }
        setActive(true)
        if deviceMovedWhileInactive || assumptions.foregroundRetestsDevice { followDevice(askAfresh: false) }
        deviceMovedWhileInactive = false
    }

    /// Turns the interface to the device's orientation when allowed. From
    /// 16 on, rotations are checked against the published mask unless
    /// `askAfresh` (or the assumption says otherwise).
    func followDevice(askAfresh: Bool) {
        guard let target = deviceOrientation.interfaceOrientation else { return }
        // Rule 65: a mirrored iPhone is locked; rule 68: a held orientation
        // lock preference freezes the interface.
        if scene.ignoresDeviceRotation || orientationLockHeld { return }
        if masksIgnored {
            if !scene.reportsPortraitOnly { show(target) }
            return
        }
        guard !ownerBlocksRotation else { return }
        let usePublished = !askAfresh && os >= 16 && assumptions.rotationUsesPublishedMaskFrom16
        let mask = usePublished ? publishedMask : evaluateAndPublish()
        if let mask, mask.contains(target) { show(target) }
    }
}
