/// The checks behind ``InfoPlist/diagnostics(for:file:)``, one method per code.
struct InfoPlistLinter {
    let plist: InfoPlist
    let idiom: Idiom
    let file: String
    /// The major version of the iOS SDK the app links.
    var sdk: Int = InfoPlist.defaultLintSDK
    /// Keys whose values were invalid: checks that read them stay silent
    /// rather than guess (the invalid value has its own error).
    var keysWithProblems: Set<String> = []

    private var device: String { idiom == .pad ? "iPad" : "iPhone" }
    private var orientationsKey: String {
        plist.supportedOrientations.sourceKey(InfoPlistKey.supportedOrientations, for: idiom)
            ?? InfoPlistKey.supportedOrientations
    }

    func diagnostics() -> [OrientationDiagnostic] {
        [noOrientations(), portraitMissing(), multitasking(), upsideDownOnPhone()].compactMap { $0 }
            + duplicates()
            + [
                requiresFullScreenDeprecated(), allOrientationsUnlessFullScreen(), requiresFullScreenIn27(),
                ignoredStartingWithVersion(), sceneManifestMissing(), windowingIn27(),
            ].compactMap { $0 }
    }

    /// True when any of these keys (plain or qualified) had an invalid value.
    func hasProblem(with keys: String...) -> Bool {
        keys.contains { key in
            keysWithProblems.contains(key) || keysWithProblems.contains(InfoPlistKey.qualified(key, for: .pad))
                || keysWithProblems.contains(InfoPlistKey.qualified(key, for: .phone))
        }
    }

    /// ORI-601.
    private func noOrientations() -> OrientationDiagnostic? {
        guard plist.supportedOrientations(for: idiom) == nil else { return nil }
        let what =
            plist.supportedOrientations.value(for: idiom) == nil
            ? "no orientation is declared for \(device) (\(InfoPlistKey.supportedOrientations) or "
                + "\(InfoPlistKey.qualified(InfoPlistKey.supportedOrientations, for: idiom)))"
            : "\(orientationsKey) names no valid orientation"
        return OrientationDiagnostic(
            .plistNoOrientations,
            "\(file): \(what); UIKit uses the \(device) default \(idiom.defaultMask)")
    }

    /// ORI-602.
    private func portraitMissing() -> OrientationDiagnostic? {
        guard idiom == .phone, let mask = plist.supportedOrientations(for: idiom),
            !mask.contains(.portrait)
        else { return nil }
        return OrientationDiagnostic(
            .plistPortraitLaunchMissing,
            "\(file): \(orientationsKey) does not include UIInterfaceOrientationPortrait, so the "
                + "iPhone app launches \(mask.allowsLandscape ? "sideways" : "upside down") in \(mask); "
                + "if some screens are portrait, declare "
                + "UIInterfaceOrientationPortrait and lock the others with a policy")
    }

    /// ORI-603, before the iOS 27 SDK (ORI-615 replaces it from 27).
    private func multitasking() -> OrientationDiagnostic? {
        guard sdk < 27, plist.isMultitaskingEligible(for: idiom),
            !hasProblem(with: InfoPlistKey.supportedOrientations, InfoPlistKey.requiresFullScreen)
        else { return nil }
        let padKey = InfoPlistKey.qualified(InfoPlistKey.supportedOrientations, for: .pad)
        let fullScreenKey = InfoPlistKey.qualified(InfoPlistKey.requiresFullScreen, for: .pad)
        return OrientationDiagnostic(
            .plistMultitaskingIgnoresLocks,
            "\(file): the iPad app is eligible for Split View and Slide Over (a launch screen, all "
                + "four orientations in \(orientationsKey), UIRequiresFullScreen not YES), so iPadOS "
                + "ignores view controllers' orientations and orientation locks; to keep them, set "
                + "\(fullScreenKey) to YES (deprecated from iPadOS 26, ORI-606); dropping an orientation "
                + "from \(padKey) instead makes Xcode warn (ORI-609)")
    }

    /// ORI-604.
    private func upsideDownOnPhone() -> OrientationDiagnostic? {
        guard idiom == .phone, let mask = plist.supportedOrientations(for: idiom),
            mask.contains(.portraitUpsideDown)
        else { return nil }
        return OrientationDiagnostic(
            .plistUpsideDownOnPhone,
            "\(file): \(orientationsKey) declares UIInterfaceOrientationPortraitUpsideDown for "
                + "iPhone; iPhones without a Home button ignore it")
    }

    /// ORI-605, for every orientation key whatever the idiom.
    private func duplicates() -> [OrientationDiagnostic] {
        let key = InfoPlistKey.supportedOrientations
        let lists = [
            (key, plist.supportedOrientations.plain),
            (InfoPlistKey.qualified(key, for: .phone), plist.supportedOrientations.phone),
            (InfoPlistKey.qualified(key, for: .pad), plist.supportedOrientations.pad),
        ]
        var result: [OrientationDiagnostic] = []
        for case (let name, let list?) in lists {
            for orientation in InterfaceOrientationMask(orientations: list).orientations {
                let count = list.filter { $0 == orientation }.count
                guard count > 1, let value = InfoPlistKey.name(of: orientation) else { continue }
                result.append(
                    OrientationDiagnostic(
                        .plistDuplicateOrientation,
                        "\(file): \(name) lists \(value) \(count) times"))
            }
        }
        return result
    }

    /// ORI-606: `UIRequiresFullScreen` set to YES, before the iOS 27 SDK
    /// (ORI-610 says what it does from 27). `<false/>` asks for nothing.
    private func requiresFullScreenDeprecated() -> OrientationDiagnostic? {
        guard sdk < 27, idiom == .pad, plist.requiresFullScreen(for: idiom),
            let key = plist.requiresFullScreen.sourceKey(InfoPlistKey.requiresFullScreen, for: idiom)
        else { return nil }
        return OrientationDiagnostic(
            .plistRequiresFullScreenDeprecated,
            "\(file): \(key) is deprecated from iPadOS 26, where apps are expected to resize; "
                + "from iOS 26 a view controller can ask to lock orientation with "
                + "prefersInterfaceOrientationLocked; with the iOS 27 SDK the key means discrete resizing "
                + "instead (lint with --sdk 27)")
    }
}
