/// A Swift Playgrounds app's `Package.swift`: it imports `AppleProductTypes` and declares an
/// `.iOSApplication` product whose `supportedInterfaceOrientations:` list becomes the app's
/// Info.plist key (`.portrait`, `.landscapeLeft`, `.portraitUpsideDown(.when(deviceFamilies: [.pad]))`).
/// The manifest ships in no app and is generated from the app's settings ("do not edit"), so it is
/// read line by line, as a Tuist manifest is, rather than skipped as a generated file.
enum PlaygroundsManifestAnalyzer {
    /// True when the text is such a manifest: a line of its head imports `AppleProductTypes`.
    static func isManifest(_ text: String) -> Bool {
        let head = String(decoding: text.utf8.prefix(8_192), as: UTF8.self)
        guard head.containsASCIIBytes("AppleProductTypes") else { return false }
        return head.split(separator: "\n").contains { line in
            line.drop { $0 == " " || $0 == "\t" }.hasPrefix("import AppleProductTypes")
        }
    }

    /// The facts and findings of one manifest.
    static func analyze(path: String, text: String) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.isProjectSpecification = true
        for entry in entries(in: text) {
            var finding = ProjectSpecAnalyzer.finding(entry, path: path, generator: .playgrounds)
            // The manifest is generated from the app's settings in Swift Playgrounds or Xcode.
            finding.today =
                "the Swift Playgrounds app manifest declares \(entry.key): "
                + entry.values.joined(separator: ", ") + ", for the app's Info.plist (change it in the app's "
                + "settings, which rewrite this file)"
            facts.findings.append(finding)
        }
        return facts
    }

    /// The `supportedInterfaceOrientations:` lists of the manifest's iOS applications.
    static func entries(in text: String) -> [ProjectSpecAnalyzer.Entry] {
        guard text.containsASCIIBytes("supportedInterfaceOrientations") else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [ProjectSpecAnalyzer.Entry] = []
        var inApplication = false
        for (index, line) in lines.enumerated() {
            let code = ProjectSpecAnalyzer.uncommented(line, marker: "//")
            if code.containsASCIIBytes(".iOSApplication(") { inApplication = true }
            guard inApplication, let range = code.range(of: "supportedInterfaceOrientations:") else { continue }
            var value = String(code[range.upperBound...])
            var depth = brackets(value)
            for next in lines[(index + 1)...] where depth > 0 {
                let more = ProjectSpecAnalyzer.uncommented(next, marker: "//")
                value += " " + more
                depth += brackets(more)
            }
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            result.append(
                .init(
                    key: "UISupportedInterfaceOrientations", values: orientations(in: value),
                    position: SourcePosition(line: index + 1, column: column)))
        }
        return result
    }

    /// Opening minus closing brackets and parentheses.
    private static func brackets(_ text: some StringProtocol) -> Int {
        text.reduce(0) { count, character in
            "[(".contains(character) ? count + 1 : "])".contains(character) ? count - 1 : count
        }
    }

    /// The orientation names a list spells as cases (`.portraitUpsideDown(.when(…))` → `PortraitUpsideDown`).
    static func orientations(in value: String) -> [String] {
        let names = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
        return value.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).compactMap { word in
            guard names.contains(String(word)) else { return nil }
            return word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}
