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
        cite(14, 16, 19, 21, for: .orientation)
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
        guard change != .containment else {
            cite(5, 12, for: .orientation)
            return
        }
        if change == .dismissal { cite(6, for: .owner) }
        if owner != lastOwner {
            cite(21, for: .orientation)
            readLockPreference()
            ownerDidChange(dismissal: change == .dismissal)
        } else if os >= 16 {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }

    private func ownerDidChange(dismissal: Bool) {
        guard let mask = evaluateAndPublish(), !masksIgnored else { return }
        let preferred = ownerController?.preferredForPresentation
        if preferred != nil { cite(8, for: .orientation) }
        if let p = preferred, !mask.contains(p) {
            cite(18, for: .exception)
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
        guard !rotationLocked else {
            cite(56, for: .orientation)
            cite(56, for: .device)
            return
        }
        cite(19, for: .orientation)
        if os >= 16 { cite(20, for: .orientation) }
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
        cite(19, for: .orientation)
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
        if scene.ignoresDeviceRotation {
            cite(65, for: .orientation)
            return
        }
        if orientationLockHeld {
            cite(68, for: .orientation)
            return
        }
        if masksIgnored {
            cite(scene.maskRules, for: .orientation)
            if !scene.reportsPortraitOnly { show(target) }
            return
        }
        guard !ownerBlocksRotation else {
            cite(10, for: .orientation)
            return
        }
        let usePublished = !askAfresh && os >= 16 && assumptions.rotationUsesPublishedMaskFrom16
        if usePublished { cite(23, for: .orientation) }
        let mask = usePublished ? publishedMask : evaluateAndPublish()
        if let mask, mask.contains(target) { show(target) }
    }
}
