import Foundation
import OrientationCore

/// An Info.plist: OrientationCore's lint (for iPhone and iPad), plus what
/// the doctor adds for iOS 26 and 27: `UIRequiresFullScreen`, the supported
/// orientations as a preference, and whether the app has a scene manifest.
enum InfoPlistAnalyzer {
    /// Keys only an application's Info.plist has.
    static let applicationKeys = [
        "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchScreen", "UIMainStoryboardFile",
        "UIApplicationSceneManifest", "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~iphone",
        "UISupportedInterfaceOrientations~ipad", "UIRequiresFullScreen",
    ]

    /// The facts and findings of one Info.plist.
    static func analyze(path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        let data: Data
        switch SourceFileReader.bytes(path) {
        case .success(let bytes): data = withoutPreprocessorLines(bytes)
        case .failure(let problem):
            facts.findings.append(problem.finding)
            return facts
        }
        let lintResult: Result<[OrientationDiagnostic], InfoPlistError> = PlistLock.withLock {
            do {
                let phone = try InfoPlist.lint(data: data, file: path, idiom: .phone)
                let pad = try InfoPlist.lint(data: data, file: path, idiom: .pad)
                return .success(phone + pad)
            } catch let error as InfoPlistError {
                return .failure(error)
            } catch {
                return .failure(.notAPropertyList(file: path, reason: "\(error)"))
            }
        }
        let diagnostics: [OrientationDiagnostic]
        switch lintResult {
        case .success(let found): diagnostics = found
        case .failure(let error):
            facts.findings.append(DoctorFindingError(.malformedPropertyList, path, Self.reason(error, path)).finding)
            return facts
        }
        let dictionary =
            PlistLock.withLock {
                (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
            } ?? [:]
        let text = data.starts(with: Array("bplist".utf8)) ? nil : String(decoding: data, as: UTF8.self)
        let locator = KeyLocator(text: text)
        let packageType = dictionary["CFBundlePackageType"] as? String
        let isApp =
            !["FMWK", "BNDL", "XPC!"].contains(packageType ?? "")
            && applicationKeys.contains { dictionary[$0] != nil }
        facts.notIOSApp = otherPlatform(dictionary)
        facts.appSettings.append(
            AppSettingsFact(
                file: path, position: locator.position(of: "<dict>"), isApp: isApp,
                hasSceneManifest: dictionary["UIApplicationSceneManifest"] != nil))
        guard isApp else { return facts }
        facts.findings += LintFindings.convert(diagnostics, file: path) { key in locator.position(ofKey: key) }
        for key in ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad", "UIRequiresFullScreen~iphone"] {
            guard let isOn = dictionary[key] as? Bool else { continue }
            let ignored =
                dictionary["UIRequiresFullScreenIgnoredStartingWithVersion"].map { " (ignored from \($0))" } ?? ""
            let at = locator.position(ofKey: key)
            facts.findings.append(
                isOn
                    ? DoctorFinding(
                        .requiresFullScreen, file: path, line: at.line, column: at.column,
                        today: "\(key) is YES\(ignored): the app opts out of iPad multitasking and resizing",
                        replacement: Replacement.requiresFullScreen)
                    : .requiresFullScreenOff(key, file: path, at: at))
        }
        for key in ["UIInterfaceOrientation", "UIInterfaceOrientation~ipad", "UIInterfaceOrientation~iphone"] {
            guard let value = dictionary[key] as? String else { continue }
            let at = locator.position(ofKey: key)
            let name = value.replacingOccurrences(of: "UIInterfaceOrientation", with: "")
            let listed = dictionary["UISupportedInterfaceOrientations"] != nil
            facts.findings.append(
                DoctorFinding(
                    .initialOrientationKey, file: path, line: at.line, column: at.column,
                    today: listed
                        ? "\(key) asks to launch in \(name), but the system ignores it: the plist lists "
                            + "UISupportedInterfaceOrientations"
                        : "\(key) asks to launch in \(name)",
                    replacement: Replacement.initialOrientationKey))
        }
        for key in [
            "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~iphone",
            "UISupportedInterfaceOrientations~ipad",
        ] {
            guard let names = dictionary[key] as? [Any] else { continue }
            let at = locator.position(ofKey: key)
            let list = names.compactMap {
                ($0 as? String)?.replacingOccurrences(of: "UIInterfaceOrientation", with: "")
            }
            facts.findings.append(
                DoctorFinding(
                    .supportedOrientationsPreference, file: path, line: at.line, column: at.column,
                    today: "\(key) declares \(list.joined(separator: ", "))",
                    replacement: Replacement.supportedOrientations))
        }
        return facts
    }

    /// Why a plist is not an iOS application's, from its keys: a watch app, an
    /// extension, a Mac, TV or watch bundle; `nil` when the keys do not say.
    /// An XML Info.plist that Xcode preprocesses (`INFOPLIST_PREPROCESS`):
    /// its `#if`, `#else`, `#endif` and `#define` lines become blank lines,
    /// so that it parses with every key on its own line. Anything else is
    /// returned as it is.
    static func withoutPreprocessorLines(_ data: Data) -> Data {
        guard !data.starts(with: Array("bplist".utf8)), data.contains(UInt8(ascii: "#")) else { return data }
        let text = String(decoding: data, as: UTF8.self)
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") else { return line }
            changed = true
            return ""
        }
        return changed ? Data(lines.joined(separator: "\n").utf8) : data
    }

    static func otherPlatform(_ dictionary: [String: Any]) -> String? {
        for key in ["WKApplication", "WKWatchKitApp", "WKWatchOnly", "WKCompanionAppBundleIdentifier"]
        where dictionary[key] != nil {
            return "a watchOS app (\(key))"
        }
        if dictionary["NSExtension"] != nil || dictionary["EXAppExtensionAttributes"] != nil { return "an extension" }
        if dictionary["LSMinimumSystemVersion"] != nil { return "a macOS app (LSMinimumSystemVersion)" }
        if let platforms = dictionary["CFBundleSupportedPlatforms"] as? [String], !platforms.isEmpty,
            !platforms.contains(where: { $0.hasPrefix("iPhone") })
        {
            return "built for \(platforms.joined(separator: ", "))"
        }
        if let families = dictionary["UIDeviceFamily"] as? [Int], !families.isEmpty,
            !families.contains(where: { $0 == 1 || $0 == 2 })
        {
            return "a TV or watch app (UIDeviceFamily)"
        }
        return nil
    }

    /// The lint's reason without the file name it starts with.
    static func reason(_ error: InfoPlistError, _ path: String) -> String {
        let text = error.description
        return text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
    }
}

/// The Info.plist lint's diagnostics as findings, deduplicated (the lint
/// runs for iPhone and iPad), pointed at the key each one names.
enum LintFindings {
    /// The page that explains the lint's codes.
    static let documentation = "docs/doctor/lint.md"

    /// Lint codes the doctor's own findings say better (for the whole
    /// project, iPhone included): `UIRequiresFullScreen` (ORI-730), the
    /// scene manifest (ORI-731, which also sees build settings and SwiftUI
    /// apps).
    static let replaced: Set<String> = ["ORI-606", "ORI-610", "ORI-613"]

    /// Converts; `locate` finds a key's position in the file (line 1 or less when the file lacks
    /// the key); a diagnostic that names no key the file holds goes to `fallback`.
    static func convert(
        _ diagnostics: [OrientationDiagnostic], file: String,
        fallback: SourcePosition = SourcePosition(line: 1, column: 1),
        locate: (String) -> SourcePosition
    ) -> [DoctorFinding] {
        var seen: Set<String> = []
        var findings: [DoctorFinding] = []
        let keys = [
            "UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations~ipad",
            "UIRequiresFullScreen~ipad", "UIRequiresFullScreen", "UISupportedInterfaceOrientations",
        ]
        for diagnostic in diagnostics where !replaced.contains(diagnostic.code.rawValue) {
            guard seen.insert(diagnostic.code.rawValue + diagnostic.message).inserted else { continue }
            // The first key the message names that the file holds (a message may name one it lacks).
            let at =
                keys.lazy.filter { diagnostic.message.contains($0) }.map(locate).first { $0.line > 1 } ?? fallback
            var message = diagnostic.message
            if message.hasPrefix(file + ": ") { message.removeFirst(file.count + 2) }
            findings.append(
                DoctorFinding(
                    code: diagnostic.code.rawValue, severity: DoctorSeverity(diagnostic.severity), file: file,
                    line: at.line, column: at.column, today: message, affectedFrom: nil, breakage: "", replacement: "",
                    documentation: documentation))
        }
        return findings
    }
}
