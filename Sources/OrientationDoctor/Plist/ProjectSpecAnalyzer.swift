/// An XcodeGen specification (`project.yml` and the files it includes, such
/// as a `target.yml`): Xcode's project and Info.plist are generated from it,
/// so an orientation key there is where the change belongs. The YAML is read
/// line by line, for the keys only:
///
/// - `INFOPLIST_KEY_UISupportedInterfaceOrientations[_iPad|_iPhone]: …` and
///   `INFOPLIST_KEY_UIRequiresFullScreen: …` in `settings`;
/// - `UISupportedInterfaceOrientations[~ipad|~iphone]:` under `info:
///   properties:`, its values in a flow list (`[a, b]`, over several lines
///   too) or a block list (`- a`), and `UIRequiresFullScreen: …`.
///
/// A YAML file is read as a specification only when it has XcodeGen's
/// shape (a `targets:`, `targetTemplates:`, `settings:` or `info:` key):
/// a CI workflow or another tool's configuration names none of them.
enum ProjectSpecAnalyzer {
    /// One orientation key of the specification.
    struct Entry: Equatable {
        /// The key as written (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad`,
        /// `UISupportedInterfaceOrientations~ipad`).
        var key: String
        /// The orientations it lists, without the `UIInterfaceOrientation` prefix, or the
        /// full-screen flag's value.
        var values: [String]
        var position: SourcePosition
    }

    /// The keys a specification is read for, as written or as `INFOPLIST_KEY_` settings.
    enum KeyKind {
        /// `UISupportedInterfaceOrientations` and its `~ipad`, `~iphone` (`_iPad`, `_iPhone`) forms.
        case orientations
        /// `UIRequiresFullScreen`.
        case requiresFullScreen

        /// The kind of `key`, or `nil` for a key the doctor does not read.
        init?(_ key: String) {
            let plain = key.hasPrefix("INFOPLIST_KEY_") ? key.dropFirst(14) : Substring(key)
            if plain.hasPrefix("UISupportedInterfaceOrientations") {
                self = .orientations
            } else if plain == "UIRequiresFullScreen" {
                self = .requiresFullScreen
            } else {
                return nil
            }
        }
    }

    /// The tools whose specifications generate an Xcode project and its Info.plist.
    enum Generator: CaseIterable {
        case xcodeGen, tuist, playgrounds

        /// How its findings begin: `the XcodeGen specification `, `the Tuist manifest `.
        var declarer: String {
            switch self {
            case .xcodeGen: "the XcodeGen specification "
            case .tuist: "the Tuist manifest "
            case .playgrounds: "the Swift Playgrounds app manifest "
            }
        }
    }

    /// True for a file name an XcodeGen specification may have.
    static func isCandidate(name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yml") || lower.hasSuffix(".yaml")
    }

    /// The facts and findings of one YAML file. One the doctor cannot read is left alone: it
    /// may be any tool's data, and an input note about it would only be noise.
    static func analyze(path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        guard case .success(let text) = SourceFileReader.read(path) else { return facts }
        facts.isProjectSpecification = hasSpecificationShape(text)
        for entry in entries(in: text) { facts.findings.append(finding(entry, path: path, generator: .xcodeGen)) }
        return facts
    }

    /// The orientation keys of a specification's text; none when it is not one.
    static func entries(in text: String) -> [Entry] {
        // Most YAML files name no orientation key: one search first.
        guard
            text.containsASCIIBytes("UISupportedInterfaceOrientations")
                || text.containsASCIIBytes("UIRequiresFullScreen")
        else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        guard hasSpecificationShape(lines) else { return [] }
        var result: [Entry] = []
        for (index, line) in lines.enumerated() {
            let indent = line.prefix(while: { $0 == " " || $0 == "\t" }).count
            let content = line.dropFirst(indent)
            guard let colon = content.firstIndex(of: ":") else { continue }
            var key = String(content[..<colon])
            if key.hasPrefix("\""), key.hasSuffix("\""), key.count >= 2 { key = String(key.dropFirst().dropLast()) }
            let rest = content[content.index(after: colon)...]
            let position = SourcePosition(line: index + 1, column: indent + 1)
            guard let kind = KeyKind(key), belongsToIOSApp(lines, index: index, indent: indent) else { continue }
            switch kind {
            case .orientations:
                let values = orientations(after: rest, following: lines[(index + 1)...], indent: indent)
                result.append(Entry(key: key, values: values, position: position))
            case .requiresFullScreen:
                let value = scalar(rest)
                result.append(Entry(key: key, values: value.isEmpty ? [] : [value], position: position))
            }
        }
        return result
    }

    /// XcodeGen's keys, one of which a specification has on a line of its own.
    private static let shapeKeys = ["targets:", "targetTemplates:", "settings:", "info:"]

    /// True when a YAML text has XcodeGen's shape.
    static func hasSpecificationShape(_ text: String) -> Bool {
        hasSpecificationShape(text.split(separator: "\n"))
    }

    private static func hasSpecificationShape(_ lines: [Substring]) -> Bool {
        lines.contains { line in shapeKeys.contains { line.drop(while: \.isWhitespace).hasPrefix($0) } }
    }

    /// Whether the key at `index` is an iOS application's: the `platform:` and `type:` of the
    /// target around it, found among the keys of its parents and their siblings, say iOS (or
    /// nothing, as project-wide settings) and `application` (or nothing). Like the project's own
    /// settings, a watchOS, tvOS or macOS target, an extension or a framework is left alone.
    static func belongsToIOSApp(_ lines: [Substring], index: Int, indent: Int) -> Bool {
        var bound = indent
        var platform: Substring?
        var type: Substring?
        for line in lines[..<index].reversed() where bound > 0 {
            let content = line.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            let lineIndent = line.count - content.count
            guard lineIndent <= bound else { continue }
            bound = lineIndent
            if platform == nil, content.hasPrefix("platform:") { platform = content.dropFirst(9) }
            if type == nil, content.hasPrefix("type:") { type = content.dropFirst(5) }
        }
        if let platform, !platform.contains("iOS") { return false }
        if let type { return scalar(type).hasPrefix("application") }
        return true
    }

    /// The orientations a key's value lists: on its own line (a space-separated build setting or a
    /// flow list), through the lines a flow list spans, or in the block list below it.
    private static func orientations(
        after rest: Substring, following: ArraySlice<Substring>, indent: Int
    ) -> [String] {
        var text = String(uncommented(rest, marker: "#"))
        let opened = text.filter { $0 == "[" }.count - text.filter { $0 == "]" }.count
        if opened > 0 {
            for line in following {
                let code = uncommented(line, marker: "#")
                text += " " + code
                if code.contains("]") { break }
            }
        } else if scalar(rest).isEmpty {
            for line in following {
                let trimmed = line.drop(while: \.isWhitespace)
                let lineIndent = line.count - trimmed.count
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                guard trimmed.hasPrefix("-"), lineIndent >= indent else { break }
                text += " " + uncommented(trimmed.dropFirst(), marker: "#")
            }
        }
        return orientationNames(in: text)
    }

    /// The orientations a value names, without the `UIInterfaceOrientation` prefix.
    static func orientationNames(in text: String) -> [String] {
        words(of: text).compactMap { word in
            word.hasPrefix("UIInterfaceOrientation") ? String(word.dropFirst(22)) : nil
        }
    }

    /// A value on the key's own line, without quotes or a trailing comment.
    static func scalar(_ rest: Substring) -> String {
        var value = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        value = value.drop(while: \.isWhitespace)
        while value.last?.isWhitespace == true { value = value.dropLast() }
        return String(value).trimmingCharacters(in: ["\"", "'"])
    }

    /// A line without its trailing comment (`#` in YAML, `//` in Swift), a marker inside a
    /// quoted string aside (`"https://…"`).
    static func uncommented(_ line: Substring, marker: String) -> Substring {
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, line[index...].hasPrefix(marker) {
                return line[..<index]
            }
            index = line.index(after: index)
        }
        return line
    }

    static func words(of text: String) -> [Substring] {
        text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
    }

    /// The finding of one key of `generator`'s specification.
    static func finding(_ entry: Entry, path: String, generator: Generator) -> DoctorFinding {
        let declarer = generator.declarer
        if KeyKind(entry.key) == .requiresFullScreen {
            if let value = entry.values.first, ["NO", "no", "false", "False", "0"].contains(value) {
                return .requiresFullScreenOff(entry.key, file: path, at: entry.position)
            }
            return DoctorFinding(
                .requiresFullScreen, file: path, line: entry.position.line, column: entry.position.column,
                today: declarer + "sets \(entry.key) to \(entry.values.first ?? "a value") "
                    + "for the project and Info.plist it generates",
                replacement: Replacement.requiresFullScreen)
        }
        let listed = entry.values.isEmpty ? "orientations" : entry.values.joined(separator: ", ")
        return DoctorFinding(
            .supportedOrientationsPreference, file: path, line: entry.position.line, column: entry.position.column,
            today: declarer + "declares \(entry.key): \(listed), for the project and "
                + "Info.plist it generates (change it here, not in the generated files)",
            replacement: Replacement.supportedOrientations)
    }
}
