/// A Tuist manifest (`Project.swift`, its helpers): Swift that imports
/// `ProjectDescription` and describes the project Tuist generates. It ships
/// in no app, so it is not analysed as app code; its orientation keys are
/// read line by line, as an XcodeGen specification's are:
///
/// - `"UISupportedInterfaceOrientations[~ipad|~iphone]": [...]` in an
///   `infoPlist: .extendingDefault(with: [...])` dictionary, the values
///   as string literals or `.string(...)` over one line or several;
/// - `"INFOPLIST_KEY_UISupportedInterfaceOrientations[_iPad|_iPhone]": "..."`
///   in `settings`;
/// - `UIRequiresFullScreen`, in both.
///
/// A key inside a target whose `destinations:` (or `platform:`) names no
/// iPhone or iPad, whose `product:` is not `.app`, or whose `name:` is an
/// example's, a demo's or a sample's, is left alone.
enum TuistManifestAnalyzer {
    /// True when the text is a manifest: a line of its head imports `ProjectDescription`.
    static func isManifest(_ text: String) -> Bool {
        let head = String(decoding: text.utf8.prefix(8_192), as: UTF8.self)
        guard head.containsASCIIBytes("ProjectDescription") else { return false }
        return head.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("import ProjectDescription")
        }
    }

    /// The facts and findings of one manifest.
    static func analyze(path: String, text: String) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.isProjectSpecification = true
        for entry in entries(in: text) {
            facts.findings.append(ProjectSpecAnalyzer.finding(entry, path: path, generator: .tuist))
        }
        return facts
    }

    /// The orientation keys of a manifest's text.
    static func entries(in text: String) -> [ProjectSpecAnalyzer.Entry] {
        guard
            text.containsASCIIBytes("UISupportedInterfaceOrientations")
                || text.containsASCIIBytes("UIRequiresFullScreen")
        else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [ProjectSpecAnalyzer.Entry] = []
        for (index, line) in lines.enumerated() {
            guard let (key, range) = quotedKey(in: ProjectSpecAnalyzer.uncommented(line, marker: "//")) else {
                continue
            }
            guard let kind = ProjectSpecAnalyzer.KeyKind(key),
                isIOSApp(lines[..<index], line.prefix(upTo: range.lowerBound))
            else { continue }
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            let position = SourcePosition(line: index + 1, column: column)
            // Values commented out (`// "UIInterfaceOrientationLandscapeLeft",`) are not declared.
            var value = String(ProjectSpecAnalyzer.uncommented(line[range.upperBound...], marker: "//"))
            let opened = value.filter { $0 == "[" || $0 == "(" }.count - value.filter { $0 == "]" || $0 == ")" }.count
            if opened > 0 {
                var depth = opened
                for next in lines[(index + 1)...] {
                    let code = ProjectSpecAnalyzer.uncommented(next, marker: "//")
                    value += " " + code
                    depth += code.filter { $0 == "[" || $0 == "(" }.count - code.filter { $0 == "]" || $0 == ")" }.count
                    if depth <= 0 { break }
                }
            }
            switch kind {
            case .requiresFullScreen:
                let flag = ProjectSpecAnalyzer.words(of: value).first { ["true", "false", "YES", "NO"].contains($0) }
                result.append(.init(key: key, values: flag.map { [String($0)] } ?? [], position: position))
            case .orientations:
                result.append(
                    .init(key: key, values: ProjectSpecAnalyzer.orientationNames(in: value), position: position))
            }
        }
        return result
    }

    /// The first string literal of a line that is a dictionary key (`"key":`), and where it is.
    private static func quotedKey(in line: Substring) -> (String, Range<Substring.Index>)? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let afterOpen = line.index(after: open)
        guard let close = line[afterOpen...].firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: close)...].drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        return (String(line[afterOpen..<close]), open..<line.index(after: rest.startIndex))
    }

    /// Whether the target around a key (the text since the last `.target(` or `Target(`) is an iOS
    /// application: its `destinations:`/`platform:` name an iPhone, an iPad or iOS, and its
    /// `product:` is `.app`; a key outside any target (project-wide settings) is kept.
    private static func isIOSApp(_ before: ArraySlice<Substring>, _ linePrefix: Substring) -> Bool {
        var target: [Substring] = [linePrefix]
        for line in before.reversed() {
            target.append(line)
            if line.contains(".target(") || line.contains("Target(") { break }
        }
        guard target.contains(where: { $0.contains(".target(") || $0.contains("Target(") }) else { return true }
        for line in target {
            if let range = line.firstRange(of: "destinations:") ?? line.firstRange(of: "platform:") {
                let value = line[range.upperBound...]
                if !["iOS", "iPhone", "iPad"].contains(where: { value.contains($0) }) { return false }
            }
            if let range = line.firstRange(of: "product:") {
                let value = line[range.upperBound...].drop { $0 == " " }
                if value.prefix(while: { $0 == "." || $0.isLetter }) != ".app" { return false }
            }
            if let range = line.firstRange(of: "name:"), isExampleName(line[range.upperBound...]) { return false }
        }
        return true
    }

    /// A target named for an example, a demo or a sample (`name: "VideoPlayerExample"`, a Swift package's example
    /// app, held-out set 212; a module's `HomeDemo`): an app that shows the code, not the one users install.
    static func isExampleName(_ value: Substring) -> Bool {
        let trimmed = value.drop { $0 == " " }
        guard trimmed.first == "\"" else { return false }
        let name = trimmed.dropFirst().prefix { $0 != "\"" }
        return ["Example", "Examples", "Demo", "DemoApp", "Sample", "SampleApp", "Samples"].contains {
            name.hasSuffix($0) && name.count > $0.count || name == $0
        }
    }
}
