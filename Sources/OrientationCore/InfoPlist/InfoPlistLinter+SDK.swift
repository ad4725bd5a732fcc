/// The checks that depend on the SDK the app links: Xcode's iPad check
/// before iOS 27, and what the iOS 27 SDK changes (issue 13 item 5; the
/// facts, with their sources, are summarised in docs/CommandLine.md).
extension InfoPlistLinter {
    /// ORI-609: Xcode's check for iPad apps before the iOS 27 SDK: all four
    /// orientations unless the app requires full screen.
    func allOrientationsUnlessFullScreen() -> OrientationDiagnostic? {
        guard sdk < 27, idiom == .pad, let mask = plist.supportedOrientations(for: .pad), mask != .all,
            !plist.requiresFullScreen(for: .pad),
            !hasProblem(with: InfoPlistKey.supportedOrientations, InfoPlistKey.requiresFullScreen)
        else { return nil }
        let key =
            plist.supportedOrientations.sourceKey(InfoPlistKey.supportedOrientations, for: .pad)
            ?? InfoPlistKey.supportedOrientations
        return OrientationDiagnostic(
            .plistIPadNeedsAllOrientations,
            "\(file): \(key) declares \(mask) for iPad without UIRequiresFullScreen; Xcode warns "
                + "\"All interface orientations must be supported unless the app requires full screen\" "
                + "and App Store validation refuses a multitasking iPad app without all four; declare all "
                + "four and keep per-screen locks with policies (iPadOS ignores them in Split View and "
                + "Slide Over, ORI-603), or set UIRequiresFullScreen~ipad to YES (ORI-606); from the iOS 27 SDK "
                + "this check no longer applies")
    }

    /// ORI-610: `UIRequiresFullScreen` with the iOS 27 SDK: discrete
    /// resizing that honours the supported orientations, on iPad and on
    /// iPhone in resizable environments.
    func requiresFullScreenIn27() -> OrientationDiagnostic? {
        guard sdk >= 27, plist.requiresFullScreen(for: idiom), !ignoresRequiresFullScreen(on: 27),
            let key = plist.requiresFullScreen.sourceKey(InfoPlistKey.requiresFullScreen, for: idiom)
        else { return nil }
        let resizing =
            idiom == .pad
            ? "iPadOS resizes the scene in discrete steps"
            : "in resizable environments (iPhone Mirroring, the iPhone app on iPad, the foldable iPhone's inner display) the system resizes the scene in discrete steps"
        return OrientationDiagnostic(
            .plistRequiresFullScreenIn27,
            "\(file): with the iOS 27 SDK \(key) no longer opts the app out of resizing: \(resizing) and "
                + "honours the supported orientations; the key is deprecated and Apple keeps it for games; "
                + "otherwise remove it, size the layout with the scene's geometry, and ask for a lock with "
                + "prefersInterfaceOrientationLocked (a preference the system may refuse)")
    }

    /// ORI-611 and ORI-612: `UIRequiresFullScreenIgnoredStartingWithVersion`.
    func ignoredStartingWithVersion() -> OrientationDiagnostic? {
        guard let version = plist.requiresFullScreenIgnoredFrom.value(for: idiom),
            let key = plist.requiresFullScreenIgnoredFrom.sourceKey(
                InfoPlistKey.requiresFullScreenIgnoredStartingWithVersion, for: idiom)
        else { return nil }
        guard plist.requiresFullScreen(for: idiom) else {
            if hasProblem(with: InfoPlistKey.requiresFullScreen) { return nil }
            return OrientationDiagnostic(
                .plistIgnoredVersionWithoutFullScreen,
                "\(file): \(key) has no effect: the system reads it only when UIRequiresFullScreen is YES")
        }
        return OrientationDiagnostic(
            .plistRequiresFullScreenIgnoredFrom,
            "\(file): \(key) is \(version): from iOS \(version) the system ignores UIRequiresFullScreen, so "
                + "the app resizes freely there and its orientations are a preference; below \(version) "
                + "UIRequiresFullScreen keeps its meaning (documented from iOS 26.2; a published test saw "
                + "no effect on iPadOS 27, so check on a device)")
    }

    /// ORI-613: no scene manifest, with the iOS 27 SDK.
    func sceneManifestMissing() -> OrientationDiagnostic? {
        guard sdk >= 27, plist.hasSceneManifest.value(for: idiom) != true,
            !hasProblem(with: InfoPlistKey.sceneManifest)
        else { return nil }
        return OrientationDiagnostic(
            .plistSceneManifestMissing,
            "\(file): no UIApplicationSceneManifest: apps linked with the iOS 27 SDK fail to launch "
                + "without the scene life cycle; adopt scenes (a scene delegate, or a SwiftUI App) and "
                + "answer orientations per scene (if Xcode generates the manifest from build settings, "
                + "lint the built app's Info.plist)")
    }

    /// ORI-614: iPad windowing with the iOS 27 SDK.
    func windowingIn27() -> OrientationDiagnostic? {
        guard sdk >= 27, idiom == .pad, !plist.requiresFullScreen(for: .pad) || ignoresRequiresFullScreen(on: 27)
        else { return nil }
        return OrientationDiagnostic(
            .plistWindowingIn27,
            "\(file): with the iOS 27 SDK iPadOS resizes the app whatever orientations it declares; "
                + "while its scene is windowed the system ignores orientation masks and locks "
                + "(requestGeometryUpdate answers UISceneErrorDomain 101), so design screens for any size")
    }

    /// True when `UIRequiresFullScreenIgnoredStartingWithVersion` is at or below this OS version.
    func ignoresRequiresFullScreen(on os: Int) -> Bool {
        plist.requiresFullScreenIgnoredFrom.value(for: idiom).map { $0 <= os } ?? false
    }
}
