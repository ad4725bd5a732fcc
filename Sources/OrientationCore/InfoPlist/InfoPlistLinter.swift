/// The checks behind ``InfoPlist/diagnostics(for:file:)``, one method per code.
struct InfoPlistLinter {
    let plist: InfoPlist
    let idiom: Idiom
    let file: String

    private var device: String { idiom == .pad ? "iPad" : "iPhone" }
    private var orientationsKey: String {
        plist.supportedOrientations.sourceKey(InfoPlistKey.supportedOrientations, for: idiom)
            ?? InfoPlistKey.supportedOrientations
    }

    func diagnostics() -> [OrientationDiagnostic] {
        [noOrientations(), portraitMissing(), multitasking(), upsideDownOnPhone()].compactMap { $0 }
            + duplicates() + [requiresFullScreenDeprecated()].compactMap { $0 }
    }

    /// ORI-601.
    private func noOrientations() -> OrientationDiagnostic? {
        guard plist.supportedOrientations(for: idiom) == nil else { return nil }
        let what = plist.supportedOrientations.value(for: idiom) == nil
            ? "no orientation is declared for \(device) (\(InfoPlistKey.supportedOrientations) or "
                + "\(InfoPlistKey.qualified(InfoPlistKey.supportedOrientations, for: idiom)))"
            : "\(orientationsKey) names no valid orientation"
        return OrientationDiagnostic(.plistNoOrientations,
            "\(file): \(what); UIKit uses the \(device) default \(idiom.defaultMask)")
    }

    /// ORI-602.
    private func portraitMissing() -> OrientationDiagnostic? {
        guard idiom == .phone, let mask = plist.supportedOrientations(for: idiom),
              !mask.contains(.portrait) else { return nil }
        return OrientationDiagnostic(.plistPortraitLaunchMissing,
            "\(file): \(orientationsKey) does not include UIInterfaceOrientationPortrait, so the "
                + "iPhone app launches \(mask.allowsLandscape ? "sideways" : "upside down") in \(mask); "
                + "if some screens are portrait, declare "
                + "UIInterfaceOrientationPortrait and lock the others with a policy")
    }

    /// ORI-603.
    private func multitasking() -> OrientationDiagnostic? {
        guard plist.isMultitaskingEligible(for: idiom) else { return nil }
        let padKey = InfoPlistKey.qualified(InfoPlistKey.supportedOrientations, for: .pad)
        let fullScreenKey = InfoPlistKey.qualified(InfoPlistKey.requiresFullScreen, for: .pad)
        return OrientationDiagnostic(.plistMultitaskingIgnoresLocks,
            "\(file): the iPad app is eligible for Split View and Slide Over (a launch screen, all "
                + "four orientations in \(orientationsKey), UIRequiresFullScreen not YES), so iPadOS "
                + "ignores view controllers' orientations and orientation locks; to opt out, drop "
                + "an orientation (such as UIInterfaceOrientationPortraitUpsideDown) from \(padKey), "
                + "or set \(fullScreenKey) to YES (deprecated from iPadOS 26)")
    }

    /// ORI-604.
    private func upsideDownOnPhone() -> OrientationDiagnostic? {
        guard idiom == .phone, let mask = plist.supportedOrientations(for: idiom),
              mask.contains(.portraitUpsideDown) else { return nil }
        return OrientationDiagnostic(.plistUpsideDownOnPhone,
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
        for case let (name, list?) in lists {
            for orientation in InterfaceOrientationMask(orientations: list).orientations {
                let count = list.filter { $0 == orientation }.count
                guard count > 1, let value = InfoPlistKey.name(of: orientation) else { continue }
                result.append(OrientationDiagnostic(.plistDuplicateOrientation,
                    "\(file): \(name) lists \(value) \(count) times"))
            }
        }
        return result
    }

    /// ORI-606.
    private func requiresFullScreenDeprecated() -> OrientationDiagnostic? {
        guard idiom == .pad,
              let key = plist.requiresFullScreen.sourceKey(InfoPlistKey.requiresFullScreen, for: idiom)
        else { return nil }
        return OrientationDiagnostic(.plistRequiresFullScreenDeprecated,
            "\(file): \(key) is deprecated from iPadOS 26, where apps are expected to resize; "
                + "from iOS 26 a view controller can ask to lock orientation with "
                + "prefersInterfaceOrientationLocked")
    }
}
