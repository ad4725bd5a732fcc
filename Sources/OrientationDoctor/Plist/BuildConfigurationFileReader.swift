/// An Xcode build configuration file (`.xcconfig`): the Info.plist it names
/// (`INFOPLIST_FILE = App/Info.plist`). Projects that keep their settings in
/// such files name their Info.plists there rather than in `project.pbxproj`,
/// so a plist the project file leaves unnamed may still be built. One it cannot
/// read makes no finding (it holds no orientation key) but turns that rule off.
enum BuildConfigurationFileReader {
    /// The Info.plists the file names, relative to the project folder; a value built from other
    /// settings (`$(TARGET_NAME)/Info.plist`) is kept as written, so the caller can tell it is unknown.
    static func analyze(path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        // It may name any Info.plist: the plists no configuration names can no longer be told apart.
        guard case .success(let text) = SourceFileReader.read(path) else {
            facts.configurationUnreadable = true
            return facts
        }
        for line in text.split(whereSeparator: \.isNewline) {
            guard let value = infoPlistFile(in: line) else { continue }
            facts.configuredPlists.insert(value)
        }
        return facts
    }

    /// `INFOPLIST_FILE = …` or `INFOPLIST_FILE[sdk=iphoneos*] = …`: the value, without quotes, a
    /// trailing comment or a leading `$(SRCROOT)/`.
    static func infoPlistFile(in line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("INFOPLIST_FILE") else { return nil }
        // A condition (`[sdk=iphoneos*]`) holds an `=` of its own: the value starts after the one past it.
        var rest = trimmed.dropFirst("INFOPLIST_FILE".count)
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        var value = rest.dropFirst()
        if let comment = value.range(of: "//") { value = value[..<comment.lowerBound] }
        let plain = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""])
        let relative = ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"].reduce(plain) {
            $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0
        }
        return relative.isEmpty ? nil : relative
    }
}
