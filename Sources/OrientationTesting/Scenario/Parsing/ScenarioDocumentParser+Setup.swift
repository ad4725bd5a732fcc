extension ScenarioDocumentParser {
    /// The `device` keys.
    static let deviceKeys = ["idiom", "os", "homeButton", "orientation", "environment", "rotationLock"]
    /// The `app` keys.
    static let appKeys = ["supported", "requiresFullScreen", "library", "sdk", "authority", "reportsRotationLock"]

    /// Parses `device`.
    func device(_ node: Node) throws -> DeviceSetup {
        let fields = try reader.mapping(
            node, "device", allowed: Self.deviceKeys,
            expected: "a mapping with keys \(Self.deviceKeys.joined(separator: ", "))")
        var device = DeviceSetup()
        var environmentNode: Node?
        var lockNode: Node?
        for (name, _, value) in fields.entries {
            let path = fields.path(name)
            switch name {
            case "idiom": device.idiom = try reader.choice(value, path, NameTables.idioms)
            case "rotationLock":
                device.rotationLock = try reader.bool(value, path)
                lockNode = value
            case "os":
                device.os = try reader.int(value, path, in: 13...27, expected: "an iOS major version from 13 to 27")
            case "homeButton": device.homeButton = try reader.bool(value, path)
            case "environment":
                device.environment = try reader.choice(value, path, NameTables.environments)
                environmentNode = value
            default: device.orientation = try reader.choice(value, path, NameTables.deviceOrientations)
            }
        }
        if let environmentNode, let problem = Self.environmentProblem(device) {
            throw reader.error(environmentNode, fields.path("environment"), problem)
        }
        if let lockNode, device.rotationLock, let problem = Self.rotationLockProblem(device) {
            throw reader.error(lockNode, fields.path("rotationLock"), problem)
        }
        return device
    }

    /// Parses `app`.
    func app(_ node: Node) throws -> AppSetup {
        let fields = try reader.mapping(
            node, "app", allowed: Self.appKeys,
            expected: "a mapping with keys \(Self.appKeys.joined(separator: ", "))")
        var app = AppSetup()
        for (name, _, value) in fields.entries {
            let path = fields.path(name)
            switch name {
            case "supported":
                app.supported = try self.mask(value, path)
            case "requiresFullScreen": app.requiresFullScreen = try reader.bool(value, path)
            case "sdk":
                app.sdk = try reader.int(value, path, in: 13...27, expected: "an SDK major version from 13 to 27")
            case "authority": app.authority = try reader.choice(value, path, NameTables.authorities)
            case "reportsRotationLock": app.reportsRotationLock = try reader.bool(value, path)
            default: app.library = try reader.bool(value, path)
            }
        }
        if app.reportsRotationLock && !app.library, let node = fields["reportsRotationLock"] {
            throw reader.error(
                node, fields.path("reportsRotationLock"),
                "expected library: true; a plain UIKit app has no library to tell of the rotation lock")
        }
        return app
    }

    /// Why a device cannot run in its environment, or `nil`: iPhone
    /// environments need the phone idiom (an iPhone app on iPad has it),
    /// `windowed` the pad idiom; iPhone Mirroring exists from iOS 18, the
    /// foldable iPhone from iOS 27.
    static func environmentProblem(_ device: DeviceSetup) -> String? {
        let environment = device.environment
        if environment == .windowed && device.idiom != .pad {
            return "windowed is an iPad environment; use idiom: pad (an iPhone app on iPad is phoneOnPad)"
        }
        if environment.isPhoneEnvironment && device.idiom != .phone {
            return "\(environment.rawValue) runs an iPhone app; use idiom: phone"
        }
        if environment == .mirroring && device.os < 18 {
            return "iPhone Mirroring needs iOS 18 or later; got os \(device.os)"
        }
        if (environment == .duoOuter || environment == .duoInner) && device.os < 27 {
            return "the foldable iPhone runs iOS 27 or later; got os \(device.os)"
        }
        return nil
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
            throw reader.error(node, path, "expected at least one orientation; got an empty list")
        }
        var mask: InterfaceOrientationMask = []
        for (index, item) in items.enumerated() {
            mask.formUnion(try reader.choice(item, NodeReader.index(path, index), NameTables.masks))
        }
        return mask
    }
}
