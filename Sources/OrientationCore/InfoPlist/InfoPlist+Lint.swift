import Foundation

extension InfoPlist {
    /// Reads an Info.plist file leniently and reports, as diagnostics, every
    /// invalid value (ORI-607, ORI-608) and what the settings mean on a
    /// device of this idiom for an app linked with the iOS `sdk` (ORI-601
    /// to ORI-606, ORI-609 to ORI-614). A check that reads a key whose value
    /// is invalid stays silent, so no two diagnostics contradict each other.
    ///
    /// Throws only when the file as a whole is unusable: it cannot be read,
    /// is too large, is not a property list, or does not hold a dictionary.
    /// Findings about the file itself (invalid values, duplicates) are
    /// reported whatever the idiom; the others depend on it.
    public static func lint(
        contentsOf path: String, idiom: Idiom, sdk: Int = defaultLintSDK
    ) throws -> [OrientationDiagnostic] {
        let dictionary = try InfoPlistFile.dictionary(contentsOf: path)
        return lint(dictionary: dictionary, file: path, idiom: idiom, sdk: sdk)
    }

    /// Lints the bytes of an XML or binary property list; see
    /// ``lint(contentsOf:idiom:sdk:)``. `file` names the source in messages.
    public static func lint(
        data: Data, file: String = "Info.plist", idiom: Idiom,
        sdk: Int = defaultLintSDK
    ) throws -> [OrientationDiagnostic] {
        lint(dictionary: try InfoPlistFile.dictionary(from: data, file: file), file: file, idiom: idiom, sdk: sdk)
    }

    /// Lints a property-list dictionary; see ``lint(contentsOf:idiom:sdk:)``.
    /// `file` names the source in messages.
    public static func lint(
        dictionary: [String: Any], file: String = "Info.plist", idiom: Idiom, sdk: Int = defaultLintSDK
    ) -> [OrientationDiagnostic] {
        var decoder = InfoPlistDecoder(file: file)
        let plist = decoder.decode(dictionary)
        let problems = decoder.problems.map { problem in
            if case .unknownValue = problem {
                return OrientationDiagnostic(.plistUnknownValue, problem.description)
            }
            return OrientationDiagnostic(.plistWrongType, problem.description)
        }
        var linter = InfoPlistLinter(plist: plist, idiom: idiom, file: file, sdk: sdk)
        linter.keysWithProblems = decoder.keysWithProblems
        return problems + linter.diagnostics()
    }

    /// What these (valid) settings mean on a device of this idiom for an
    /// app linked with this SDK, as diagnostics ORI-601 to ORI-606 and
    /// ORI-609 to ORI-614; `file` names the source in messages.
    public func diagnostics(
        for idiom: Idiom, file: String = "Info.plist", sdk: Int = InfoPlist.defaultLintSDK
    ) -> [OrientationDiagnostic] {
        InfoPlistLinter(plist: self, idiom: idiom, file: file, sdk: sdk).diagnostics()
    }

    /// The SDK major version lint assumes when not told: 26, what App Store
    /// builds link until the iOS 27 SDK becomes required.
    public static let defaultLintSDK = 26
}
