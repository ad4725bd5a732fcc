import Foundation

/// Reads the parts of a `project.pbxproj` the doctor needs: every build
/// configuration's settings (one `buildSettings = { … }` block each, Debug,
/// Release and custom ones alike), and which target each configuration
/// belongs to, with that target's product type, so that watch, TV, Mac and
/// extension targets can be told from iOS applications.
struct ProjectFileReader {
    /// One build setting, where it is written.
    struct Setting {
        var name: String
        var value: String
        var position: SourcePosition
    }

    /// One build configuration.
    struct Configuration {
        /// The configuration object's identifier (`nil` when the block is not inside one).
        var id: String?
        /// `Debug`, `Release`…
        var name: String = ""
        var settings: [Setting] = []

        /// A setting's value.
        func value(_ name: String) -> String? { settings.first { $0.name == name }?.value }
    }

    /// Every configuration, in file order.
    private(set) var configurations: [Configuration] = []
    /// Configuration id → the product type of the target it belongs to (`nil` for the project's own).
    private var productTypes: [String: String] = [:]
    /// Configuration id → the name of the target it belongs to.
    private var targetNames: [String: String] = [:]
    /// Configuration ids of the project's own configurations (their settings are the targets' defaults).
    private var projectConfigurations: Set<String> = []
    /// True when a target of the project builds a framework or a static or dynamic library.
    private(set) var buildsLibrary = false
    /// Configuration ids that take settings from an `.xcconfig` file (`baseConfigurationReference`).
    private var fromConfigurationFiles: Set<String> = []

    /// Reads a project file's text.
    init(text: String) {
        var objects: [String: [String: String]] = [:] // id → isa, productType, buildConfigurationList
        var lists: [String: [String]] = [:] // configuration list id → configuration ids
        var objectID: String?
        var depth = 0
        var current: Configuration?
        var inList = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.trimmed(Substring(Self.withoutComments(rawLine)), " \t")
            if depth == 2, line.hasSuffix("= {"), let id = line.split(separator: " ").first {
                objectID = String(id)
            }
            if let id = objectID, let (key, value) = Self.assignment(line), depth == 3 {
                objects[id, default: [:]][key] = value
            }
            if line.hasPrefix("buildConfigurations = (") { inList = true }
            if inList, let id = objectID {
                if line.hasPrefix(")") {
                    inList = false
                } else if !line.hasPrefix("buildConfigurations"), let item = line.split(separator: ",").first {
                    lists[id, default: []].append(item.trimmingCharacters(in: .whitespaces))
                }
            }
            if line.hasPrefix("buildSettings = {") {
                current = Configuration(id: objectID)
            } else if current != nil, line.hasPrefix("};") {
                if let configuration = current { configurations.append(configuration) }
                current = nil
            } else if current != nil, let (key, value) = Self.assignment(line) {
                let column = rawLine.utf8.count - rawLine.drop { $0 == " " || $0 == "\t" }.utf8.count + 1
                current?.settings.append(
                    Setting(name: key, value: value, position: SourcePosition(line: offset + 1, column: column)))
            }
            depth += Self.braceBalance(line)
            if depth < 3 { objectID = depth == 2 ? nil : objectID }
        }
        for index in configurations.indices {
            if let id = configurations[index].id { configurations[index].name = objects[id]?["name"] ?? "" }
        }
        fromConfigurationFiles = Set(
            objects.compactMap { $0.value["baseConfigurationReference"] == nil ? nil : $0.key })
        buildsLibrary = objects.values.contains { object in
            guard object["isa"] == "PBXNativeTarget", let type = object["productType"] else { return false }
            return type.hasPrefix("com.apple.product-type.framework")
                || type.hasPrefix("com.apple.product-type.library")
        }
        for (_, object) in objects {
            guard let list = object["buildConfigurationList"], let ids = lists[list] else { continue }
            if object["isa"] == "PBXNativeTarget" || object["isa"] == "PBXAggregateTarget" {
                for id in ids {
                    productTypes[id] = object["productType"] ?? ""
                    targetNames[id] = object["name"].map { Self.trimmed(Substring($0), "\"") }
                }
            } else if object["isa"] == "PBXProject" {
                projectConfigurations.formUnion(ids)
            }
        }
    }

    /// Whether a configuration builds an iOS application (or is the project's own, or
    /// cannot be placed): not a watch, TV, Mac or visionOS product, not an extension,
    /// framework or test bundle.
    func buildsIOSApp(_ configuration: Configuration) -> Bool {
        if let id = configuration.id, let type = productTypes[id] {
            let apps = [
                "com.apple.product-type.application", "com.apple.product-type.application.on-demand-install-capable",
            ]
            guard apps.contains(type) else { return false }
        }
        return isIOS(configuration)
    }

    /// The name of the target a configuration belongs to (`nil` for the project's own configurations).
    func targetName(_ configuration: Configuration) -> String? {
        configuration.id.flatMap { targetNames[$0] }
    }

    /// True when the project has a target (its own configurations then only give defaults).
    var hasTargets: Bool { !targetNames.isEmpty }

    /// True for the project's own configurations (the targets' defaults), false for a target's.
    func isProjectDefaults(_ configuration: Configuration) -> Bool {
        configuration.id.map(projectConfigurations.contains) == true
    }

    /// A setting of a target's configuration as Xcode reads it: its own, or the project's configuration of the same
    /// name (`INFOPLIST_FILE = "TargetSpecific/$(PRODUCT_NAME)/info.plist"` given once for every target, iAmiga,
    /// held-out set 252).
    func inheritedValue(_ name: String, _ configuration: Configuration) -> String? {
        configuration.value(name) ?? projectDefaults(of: configuration)?.value(name)
    }

    /// The project's own configuration of a configuration's name: its settings are the target's defaults.
    private func projectDefaults(of configuration: Configuration) -> Configuration? {
        configurations.first { $0.id.map(projectConfigurations.contains) == true && $0.name == configuration.name }
    }

    /// Whether a configuration, or the project's own of its name, takes settings from an `.xcconfig` file.
    func hasBaseConfiguration(_ configuration: Configuration) -> Bool {
        [configuration.id, projectDefaults(of: configuration)?.id].compactMap { $0 }.contains(
            where: fromConfigurationFiles.contains)
    }

    /// Whether Xcode generates the Info.plist of a configuration's target, and so writes its `INFOPLIST_KEY_*`
    /// settings into it: `GENERATE_INFOPLIST_FILE` from the target's settings or the project's, whose default is
    /// `NO` (Swift Build's `CoreBuildSystem.xcspec`). `nil` when an `.xcconfig` file the target or the project
    /// takes settings from may set it.
    func generatesInfoPlist(_ configuration: Configuration) -> Bool? {
        let defaults = projectDefaults(of: configuration)
        if let value = configuration.value("GENERATE_INFOPLIST_FILE") ?? defaults?.value("GENERATE_INFOPLIST_FILE") {
            return value == "YES"
        }
        let files = [configuration.id, defaults?.id].compactMap { $0 }.filter(fromConfigurationFiles.contains)
        return files.isEmpty ? false : nil
    }

    /// The platform a configuration builds for, from its own settings or the project's configuration of the same name.
    func isIOS(_ configuration: Configuration) -> Bool {
        let defaults = projectDefaults(of: configuration)
        if let platforms = configuration.value("SUPPORTED_PLATFORMS") ?? defaults?.value("SUPPORTED_PLATFORMS") {
            return platforms.contains("iphoneos")
        }
        let sdk = configuration.value("SDKROOT") ?? defaults?.value("SDKROOT") ?? "iphoneos"
        if sdk.hasPrefix("iphone") || sdk == "auto" { return true }
        return false
    }

    /// `NAME = value;` as a key and a value without quotes.
    private static func assignment(_ line: String) -> (String, String)? {
        let bytes = line.utf8
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), bytes.last != UInt8(ascii: "{"),
            bytes.last != UInt8(ascii: "(")
        else { return nil }
        let key = trimmed(Substring(line[..<equals]), " \t\"")
        guard !key.isEmpty, !key.utf8.contains(UInt8(ascii: " ")) else { return nil }
        var value = trimmed(Substring(line[line.utf8.index(after: equals)...]), " \t")
        if value.utf8.last == UInt8(ascii: ";") { value.removeLast() }
        // `buildConfigurationList = 84D0… /* Build configuration list … */;` leaves a space before the `;`.
        return (key, trimmed(Substring(trimmed(Substring(value), " \t")), "\""))
    }

    /// The text without these ASCII characters at either end (a project file is indented with
    /// tabs and spaces; byte comparisons are exact for ASCII).
    static func trimmed(_ text: Substring, _ characters: StaticString) -> String {
        let set = UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount)
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !set.contains($0) }),
            let last = bytes.lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// `{` minus `}` outside quoted strings.
    private static func braceBalance(_ line: String) -> Int {
        var balance = 0
        var inString = false
        var escaped = false
        for byte in line.utf8 {
            if escaped {
                escaped = false
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"): escaped = inString
            case UInt8(ascii: "\""): inString.toggle()
            case UInt8(ascii: "{") where !inString: balance += 1
            case UInt8(ascii: "}") where !inString: balance -= 1
            default: break
            }
        }
        return balance
    }

    /// A line without its `/* … */` comments (a `/*` that no `*/` closes stays).
    static func withoutComments(_ line: Substring) -> String {
        let bytes = Array(line.utf8)
        func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
            var index = start
            while index + 1 < bytes.count {
                if bytes[index] == first, bytes[index + 1] == second { return index }
                index += 1
            }
            return nil
        }
        guard var open = find(UInt8(ascii: "/"), UInt8(ascii: "*"), from: 0) else { return String(line) }
        var kept: [UInt8] = []
        var start = 0
        while let close = find(UInt8(ascii: "*"), UInt8(ascii: "/"), from: open + 2) {
            kept += bytes[start..<open]
            start = close + 2
            guard let next = find(UInt8(ascii: "/"), UInt8(ascii: "*"), from: start) else { break }
            open = next
        }
        kept += bytes[start...]
        return String(decoding: kept, as: UTF8.self)
    }
}
