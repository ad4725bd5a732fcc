extension ScenarioDocumentParser {
    /// The `device` keys.
    static let deviceKeys = ["idiom", "os", "homeButton", "orientation"]
    /// The `app` keys.
    static let appKeys = ["supported", "requiresFullScreen", "library"]

    /// Parses `device`.
    func device(_ node: Node) throws -> DeviceSetup {
        let fields = try reader.mapping(node, "device", allowed: Self.deviceKeys,
                                        expected: "a mapping with keys \(Self.deviceKeys.joined(separator: ", "))")
        var device = DeviceSetup()
        for (name, _, value) in fields.entries {
            let path = fields.path(name)
            switch name {
            case "idiom": device.idiom = try reader.choice(value, path, NameTables.idioms)
            case "os": device.os = try reader.int(value, path, in: 13...27, expected: "an iOS major version from 13 to 27")
            case "homeButton": device.homeButton = try reader.bool(value, path)
            default: device.orientation = try reader.choice(value, path, NameTables.deviceOrientations)
            }
        }
        return device
    }

    /// Parses `app`.
    func app(_ node: Node) throws -> AppSetup {
        let fields = try reader.mapping(node, "app", allowed: Self.appKeys,
                                        expected: "a mapping with keys \(Self.appKeys.joined(separator: ", "))")
        var app = AppSetup()
        for (name, _, value) in fields.entries {
            let path = fields.path(name)
            switch name {
            case "supported":
                app.supported = try self.mask(value, path)
            case "requiresFullScreen": app.requiresFullScreen = try reader.bool(value, path)
            default: app.library = try reader.bool(value, path)
            }
        }
        return app
    }

    /// A set of interface orientations: one mask name (`landscape`, `all`)
    /// or a list of names. Lists compare as sets. An empty list is an error:
    /// UIKit has no meaning for "no orientation".
    func mask(_ node: Node, _ path: String) throws -> InterfaceOrientationMask {
        if case .scalar = node {
            return try reader.choice(node, path, NameTables.masks)
        }
        let items = try reader.sequence(node, path, expected: "a list of interface orientations")
        guard !items.isEmpty else {
            throw reader.error(node, path, "expected at least one interface orientation; got an empty list")
        }
        var mask: InterfaceOrientationMask = []
        for (index, item) in items.enumerated() {
            mask.formUnion(try reader.choice(item, NodeReader.index(path, index), NameTables.masks))
        }
        return mask
    }
}
