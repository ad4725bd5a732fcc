import Foundation

extension InfoPlist {
    /// Reads an Info.plist file leniently and reports, as diagnostics, every
    /// invalid value (ORI-607, ORI-608) and what the settings mean on a
    /// device of this idiom (ORI-601 to ORI-606).
    ///
    /// Throws only when the file as a whole is unusable: it cannot be read,
    /// is too large, is not a property list, or does not hold a dictionary.
    /// Findings about the file itself (invalid values, duplicates) are
    /// reported whatever the idiom; the others depend on it.
    public static func lint(contentsOf path: String, idiom: Idiom) throws -> [OrientationDiagnostic] {
        let dictionary = try InfoPlistFile.dictionary(contentsOf: path)
        return lint(dictionary: dictionary, file: path, idiom: idiom)
    }

    /// Lints the bytes of an XML or binary property list; see
    /// ``lint(contentsOf:idiom:)``. `file` names the source in messages.
    public static func lint(data: Data, file: String = "Info.plist", idiom: Idiom) throws -> [OrientationDiagnostic] {
        lint(dictionary: try InfoPlistFile.dictionary(from: data, file: file), file: file, idiom: idiom)
    }

    /// Lints a property-list dictionary; see ``lint(contentsOf:idiom:)``.
    /// `file` names the source in messages.
    public static func lint(
        dictionary: [String: Any], file: String = "Info.plist", idiom: Idiom
    ) -> [OrientationDiagnostic] {
        var decoder = InfoPlistDecoder(file: file)
        let plist = decoder.decode(dictionary)
        let problems = decoder.problems.map { problem in
            if case .unknownValue = problem {
                return OrientationDiagnostic(.plistUnknownValue, problem.description)
            }
            return OrientationDiagnostic(.plistWrongType, problem.description)
        }
        return problems + plist.diagnostics(for: idiom, file: file)
    }

    /// What these (valid) settings mean on a device of this idiom, as
    /// diagnostics ORI-601 to ORI-606; `file` names the source in messages.
    public func diagnostics(for idiom: Idiom, file: String = "Info.plist") -> [OrientationDiagnostic] {
        InfoPlistLinter(plist: self, idiom: idiom, file: file).diagnostics()
    }
}
