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
    /// Configuration ids of the project's own configurations (their settings are the targets' defaults).
    private var projectConfigurations: Set<String> = []

    /// Reads a project file's text.
    init(text: String) {
        var objects: [String: [String: String]] = [:] // id → isa, productType, buildConfigurationList
        var lists: [String: [String]] = [:] // configuration list id → configuration ids
        var objectID: String?
        var depth = 0
        var current: Configuration?
        var inList = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.withoutComments(rawLine).trimmingCharacters(in: .whitespaces)
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
        for (_, object) in objects {
            guard let list = object["buildConfigurationList"], let ids = lists[list] else { continue }
            if object["isa"] == "PBXNativeTarget" || object["isa"] == "PBXAggregateTarget" {
                for id in ids { productTypes[id] = object["productType"] ?? "" }
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

    /// The platform a configuration builds for, from its own settings or the project's configuration of the same name.
    func isIOS(_ configuration: Configuration) -> Bool {
        let defaults = configurations.first {
            $0.id.map(projectConfigurations.contains) == true && $0.name == configuration.name
        }
        if let platforms = configuration.value("SUPPORTED_PLATFORMS") ?? defaults?.value("SUPPORTED_PLATFORMS") {
            return platforms.contains("iphoneos")
        }
        let sdk = configuration.value("SDKROOT") ?? defaults?.value("SDKROOT") ?? "iphoneos"
        if sdk.hasPrefix("iphone") || sdk == "auto" { return true }
        return false
    }

    /// `NAME = value;` as a key and a value without quotes.
    private static func assignment(_ line: String) -> (String, String)? {
        guard let equals = line.firstIndex(of: "="), !line.hasSuffix("{"), !line.hasSuffix("(") else { return nil }
        let key = line[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
        guard !key.isEmpty, !key.contains(" ") else { return nil }
        var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value.removeLast() }
        return (key, value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }

    /// `{` minus `}` outside quoted strings.
    private static func braceBalance(_ line: String) -> Int {
        var balance = 0
        var inString = false
        var escaped = false
        for character in line {
            if escaped {
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = inString
            case "\"": inString.toggle()
            case "{" where !inString: balance += 1
            case "}" where !inString: balance -= 1
            default: break
            }
        }
        return balance
    }

    /// A line without its `/* … */` comments.
    static func withoutComments(_ line: Substring) -> String {
        var text = String(line)
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
        {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
    }
}
