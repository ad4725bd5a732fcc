import Foundation
import OrientationCore

/// An Xcode project's `project.pbxproj`: the `INFOPLIST_KEY_*` build
/// settings where projects made with Xcode 13 and later keep their
/// supported orientations, `UIRequiresFullScreen` and the scene manifest.
/// Each `buildSettings` block is one configuration; its orientation
/// settings go through OrientationCore's Info.plist lint.
enum BuildSettingsAnalyzer {
    /// One `INFOPLIST_KEY_*` setting.
    struct Setting {
        /// The Info.plist key it generates (`UISupportedInterfaceOrientations~ipad`).
        var key: String
        var value: String
        var position: SourcePosition
    }

    /// The facts and findings of one project file.
    static func analyze(path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        let text: String
        switch SourceFileReader.read(path) {
        case .success(let read): text = read
        case .failure(let problem):
            var finding = problem.finding
            if finding.doctorCode == .invalidUTF8 || finding.doctorCode == .binaryFile {
                finding = DoctorFindingError(.malformedPropertyList, path, finding.today, line: finding.line).finding
            }
            facts.findings.append(finding)
            return facts
        }
        var seen: Set<String> = []
        for block in settingsBlocks(text) {
            analyze(block, path: path, facts: &facts, seen: &seen)
        }
        return facts
    }

    private static func analyze(_ block: [Setting], path: String, facts: inout FileFacts, seen: inout Set<String>) {
        func once(_ finding: DoctorFinding) {
            if seen.insert(finding.code + finding.today).inserted { facts.findings.append(finding) }
        }
        var dictionary: [String: Any] = [:]
        for setting in block {
            if setting.key.hasPrefix("UISupportedInterfaceOrientations") {
                dictionary[setting.key] = setting.value.split(separator: " ").map(String.init)
                once(
                    DoctorFinding(
                        .supportedOrientationsPreference, file: path, line: setting.position.line,
                        column: setting.position.column,
                        today: "INFOPLIST_KEY_\(settingName(setting.key)) declares "
                            + setting.value.replacingOccurrences(of: "UIInterfaceOrientation", with: "")
                            .split(separator: " ").joined(separator: ", "),
                        replacement: Replacement.supportedOrientations))
            } else if setting.key.hasPrefix("UIRequiresFullScreen") {
                let isOn = ["YES", "true", "1"].contains(setting.value)
                dictionary[setting.key] = isOn
                if isOn {
                    once(
                        DoctorFinding(
                            .requiresFullScreen, file: path, line: setting.position.line,
                            column: setting.position.column,
                            today: "INFOPLIST_KEY_\(settingName(setting.key)) = YES: the app opts out of iPad "
                                + "multitasking and resizing", replacement: Replacement.requiresFullScreen))
                }
            } else if setting.key == "UILaunchScreen_Generation", setting.value == "YES" {
                dictionary["UILaunchScreen"] = [String: Any]()
            } else if setting.key == "UILaunchStoryboardName" {
                dictionary[setting.key] = setting.value
            }
        }
        let isApp = block.contains { $0.key.hasPrefix("UISupportedInterfaceOrientations") }
        if let first = block.first {
            facts.appSettings.append(
                AppSettingsFact(
                    file: path, position: first.position, isApp: isApp,
                    hasSceneManifest: block.contains {
                        $0.key == "UIApplicationSceneManifest_Generation" && $0.value == "YES"
                    }))
        }
        guard isApp else { return }
        let diagnostics = PlistLock.withLock {
            InfoPlist.lint(dictionary: dictionary, file: path, idiom: .phone)
                + InfoPlist.lint(dictionary: dictionary, file: path, idiom: .pad)
        }
        let converted = LintFindings.convert(diagnostics, file: path) { key in
            block.first { $0.key == key }?.position ?? block[0].position
        }
        for finding in converted { once(finding) }
    }

    /// `UISupportedInterfaceOrientations~ipad` → `UISupportedInterfaceOrientations_iPad`.
    static func settingName(_ key: String) -> String {
        key.replacingOccurrences(of: "~ipad", with: "_iPad").replacingOccurrences(of: "~iphone", with: "_iPhone")
    }

    /// A line without its `/* … */` comments.
    private static func withoutComments(_ line: Substring) -> String {
        var text = String(line)
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
        {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
    }

    /// The `INFOPLIST_KEY_*` settings of each `buildSettings = { … };` block.
    static func settingsBlocks(_ text: String) -> [[Setting]] {
        var blocks: [[Setting]] = []
        var current: [Setting]?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = withoutComments(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("buildSettings = {") {
                current = []
                continue
            }
            if line.hasPrefix("};"), let block = current {
                if !block.isEmpty { blocks.append(block) }
                current = nil
                continue
            }
            guard current != nil, line.hasPrefix("INFOPLIST_KEY_"), let equals = line.firstIndex(of: "=") else {
                continue
            }
            let name = line[line.index(line.startIndex, offsetBy: 14)..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let key = name.replacingOccurrences(of: "_iPad", with: "~ipad").replacingOccurrences(
                of: "_iPhone", with: "~iphone")
            let column = rawLine.utf8.count - rawLine.drop { $0 == " " || $0 == "\t" }.utf8.count + 1
            current?.append(Setting(key: key, value: value, position: SourcePosition(line: offset + 1, column: column)))
        }
        return blocks
    }
}
