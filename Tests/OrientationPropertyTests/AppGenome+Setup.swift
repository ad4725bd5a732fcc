import OrientationTesting

/// The device, the app and UIKit's uncertain rules of a generated case.
extension AppGenome {
    /// iOS versions, the common ones and those whose rules changed first
    /// (13: sheets, 16: geometry requests, 18: mirroring, 26-27: windowing).
    static let systems = [17, 16, 15, 13, 27, 26, 18, 14, 27, 16, 19, 20, 21, 22, 23, 24, 25]

    static func device(_ gene: Genes) -> DeviceSetup {
        let idiom: Idiom = gene(0) % 3 == 2 ? .pad : .phone
        let os = systems[gene(1) % systems.count]
        let orientation = DeviceOrientation(rawValue: 1 + gene(3) % 6) ?? .portrait
        var device = DeviceSetup(idiom: idiom, os: os, homeButton: gene(2) % 2 == 1, orientation: orientation)
        device.environment = environment(gene(7), idiom: idiom, os: os)
        return device
    }

    /// Full screen half the time; otherwise an environment the device can run in.
    static func environment(_ g: Int, idiom: Idiom, os: Int) -> SceneEnvironment {
        guard g % 2 == 1 else { return .fullScreen }
        if idiom == .pad { return .windowed }
        var choices: [SceneEnvironment] = [.phoneOnPad]
        if os >= 18 { choices.append(.mirroring) }
        if os >= 27 { choices += [.duoOuter, .duoInner] }
        return choices[(g / 2) % choices.count]
    }

    static func app(_ gene: Genes, device: DeviceSetup) -> AppSetup {
        let plistMasks: [InterfaceOrientationMask?] = [
            nil, .portrait, .allButUpsideDown, .all, [.portrait, .landscapeLeft], .landscape, .landscapeRight,
        ]
        var app = AppSetup(
            supported: plistMasks[gene(4) % plistMasks.count],
            requiresFullScreen: gene(5) % 3 != 0, library: true)
        // The SDK the app links: the device's version mostly; else one that
        // crosses the iOS 27 line either way (rule 61).
        let sdks: [Int?] = [nil, nil, 27, 26, 17, device.os]
        app.sdk = sdks[gene(8) % sdks.count]
        // Only the scene delegate answering turns the library off below iOS
        // 27 (rule 70): rare, so that most cases test the library.
        let authorities: [OrientationAuthority] = [
            .appDelegate, .appDelegate, .both, .appDelegate, .both, .appDelegate,
            .both, .sceneDelegate,
        ]
        app.authority = authorities[gene(9) % authorities.count]
        // The app tells the library about the rotation lock (rule 56) half the time.
        app.reportsRotationLock = gene(14) % 2 == 1
        return app
    }

    static func assumptions(_ gene: Genes) -> UIKitAssumptions {
        let a = gene(10)
        let b = gene(11)
        let c = gene(12)
        let orders: [[InterfaceOrientation]] = [
            [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown],
            [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown],
            [.landscapeRight, .portrait, .landscapeLeft, .portraitUpsideDown],
        ]
        var assumptions = UIKitAssumptions(
            overFullScreen: UIKitAssumptions.OverFullScreenOwnership.allCases[a % 4 == 1 ? 1 : (a % 7 == 3 ? 2 : 0)],
            currentContext: c % 4 == 1 ? .presentedOwns : .presenterKeeps,
            popoverAdaptsToFullScreenOnPhone: a % 5 != 2,
            sheetsAdaptToFullScreenOnPhoneBefore13: c % 3 != 2,
            customRemovesPresentersView: c % 5 == 3,
            shouldAutorotateHonouredFrom16: c % 7 == 4,
            rotationUsesPublishedMaskFrom16: b % 5 != 3,
            setNeedsUpdateFollowsDevice: b % 3 == 1,
            stageManagerResizesFullScreenApps: b % 4 == 2,
            foregroundRetestsDevice: a % 3 == 2,
            resizableScenesHoldOrientationLock: c % 6 == 5,
            mirroringIgnoresDeviceRotation: b % 7 != 6,
            resizedMirroringAcceptsGeometryRequests: a % 6 == 5,
            fallbackOrder: orders[(c / 7) % orders.count])
        assumptions.sceneOrientationWindow = b % 5 == 4 ? .keyWindow : .topmostVisible
        return assumptions
    }
}
