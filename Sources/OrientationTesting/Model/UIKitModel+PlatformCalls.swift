extension UIKitModel {
    /// Carries out one driver call (rules 22-27); returns the error passed to
    /// a geometry request's handler, if any.
    @discardableResult
    func perform(_ call: PlatformCall) -> GeometryRequestError? {
        switch call {
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            setNeedsUpdateOfSupportedInterfaceOrientations()
        case .attemptRotationToDeviceOrientation:
            attemptRotationToDeviceOrientation()
        case .requestGeometryUpdate(let mask):
            return requestGeometryUpdate(mask)
        case .setLegacyDeviceOrientation(let orientation):
            setLegacyDeviceOrientation(orientation)
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
            setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        }
        return nil
    }

    /// Rule 23 (iOS 16+): asks again and publishes; when the current
    /// orientation is no longer allowed, rotates to the fallback (rule 21).
    func setNeedsUpdateOfSupportedInterfaceOrientations() {
        cite(23, for: .orientation)
        guard os >= 16 else {
            log.notes.append("setNeedsUpdateOfSupportedInterfaceOrientations() needs iOS 16; nothing happened")
            return
        }
        guard let mask = evaluateAndPublish(), !masksIgnored else { return }
        if assumptions.setNeedsUpdateFollowsDevice, let d = deviceOrientation.interfaceOrientation,
            mask.contains(d), !ownerBlocksRotation
        {
            showAsked(d)
        } else if !mask.contains(interfaceOrientation) {
            showAsked(fallback(in: mask))
        }
    }

    /// Rule 22: asks again and re-tests the device's orientation; it does
    /// not pick another supported orientation.
    func attemptRotationToDeviceOrientation() {
        cite(22, for: .orientation)
        if os >= 16 { log.notes.append("attemptRotationToDeviceOrientation() is deprecated in iOS 16") }
        followDevice(askAfresh: true)
    }

    /// Rules 24-25: `requestGeometryUpdate(.iOS(interfaceOrientations:))`.
    func requestGeometryUpdate(_ mask: InterfaceOrientationMask) -> GeometryRequestError? {
        cite(24, for: .orientation)
        guard os >= 16 else {
            log.notes.append("requestGeometryUpdate(_:errorHandler:) needs iOS 16; nothing happened")
            return nil
        }
        if mask.isEmpty { return nil }
        if masksIgnored {
            // Rule 69: refused, unless resized iPhone Mirroring accepts and
            // does nothing (an open question).
            cite(scene.maskRules + [25, 69], for: .orientation)
            if scene.reportsPortraitOnly && assumptions.resizedMirroringAcceptsGeometryRequests { return nil }
            return fail(.windowingMode)
        }
        let published = publishedMask
        if !published.isEmpty && published.intersection(mask).isEmpty {
            cite(25, for: .orientation)
            return fail(.notSupported(requested: mask, supported: published))
        }
        let candidates = published.isEmpty ? mask : published.intersection(mask)
        if candidates.contains(interfaceOrientation) { return nil }
        let target: InterfaceOrientation
        if let d = deviceOrientation.interfaceOrientation, candidates.contains(d) {
            target = d
        } else {
            target =
                assumptions.fallbackOrder.first { candidates.contains($0) } ?? candidates.orientations.first
                ?? interfaceOrientation
        }
        showAsked(target)
        return nil
    }

    /// Rule 72: what the scene really does when the app's calls turn it.
    private func showAsked(_ target: InterfaceOrientation) {
        if acceptedRequestOutcome != .carriedOut { cite(72, for: .orientation) }
        switch acceptedRequestOutcome {
        case .carriedOut: show(target)
        case .notCarriedOut: break
        case .settlesIn(let elsewhere): show(elsewhere)
        }
    }

    /// Rule 68 (iOS 26+): UIKit reads the owner's
    /// `prefersInterfaceOrientationLocked` again.
    func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
        cite(68, for: .orientation)
        guard os >= 26 else {
            log.notes.append("setNeedsUpdateOfPrefersInterfaceOrientationLocked() needs iOS 26; nothing happened")
            return
        }
        readLockPreference()
    }

    /// Rules 26-27: below 16 the `UIDevice` value changes and UIKit reacts
    /// as to a rotation; from 16 on nothing happens and the console logs.
    func setLegacyDeviceOrientation(_ orientation: DeviceOrientation) {
        cite(os < 16 ? 26 : 27, for: .orientation)
        guard os < 16 else {
            log.notes.append(
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            )
            return
        }
        setDeviceValue(orientation)
        guard isActive else { return }
        followDevice(askAfresh: true)
    }

    private func fail(_ error: GeometryRequestError) -> GeometryRequestError {
        log.geometryErrors.append(error)
        return error
    }
}
