extension ScenarioDocumentParser {
    /// The keys of a policy map.
    static let policyKeys = ["supported", "preferred", "locked", "remember"]

    /// A policy: a name (`portrait`, `matchPresenting`, ...) or a map with
    /// `supported`, `preferred`, `locked` and `remember`. A map without
    /// `supported` allows the idiom's default orientations (or only the
    /// locked one).
    func policy(_ node: Node, _ path: String, idiom: Idiom) throws -> OrientationPolicy {
        if case .scalar = node {
            return try reader.choice(node, path, NameTables.policies)
        }
        guard case .mapping = node else {
            let names = NameTables.policies.map(\.key).joined(separator: ", ")
            throw reader.mismatch(
                node, path,
                expected: "a policy name (\(names)) or a map with \(Self.policyKeys.joined(separator: ", "))")
        }
        let fields = try reader.mapping(node, path, allowed: Self.policyKeys, expected: "a policy map")
        var supported: InterfaceOrientationMask?
        var preferred: InterfaceOrientation?
        var locked: InterfaceOrientation?
        var remember: String?
        for (name, _, value) in fields.entries {
            let keyPath = fields.path(name)
            switch name {
            case "supported": supported = try mask(value, keyPath)
            case "preferred": preferred = try reader.choice(value, keyPath, NameTables.interfaceOrientations)
            case "locked": locked = try reader.choice(value, keyPath, NameTables.interfaceOrientations)
            default: remember = try reader.string(value, keyPath, expected: "a remember key")
            }
        }
        let mask = supported ?? locked?.mask ?? idiom.defaultMask
        return OrientationPolicy(
            supported: mask, preferred: preferred, locked: locked,
            matchesPresenting: false, remember: remember)
    }

    /// A policy, or `nil` for `none` or null (used by `setPolicy`).
    func optionalPolicy(_ node: Node, _ path: String, idiom: Idiom) throws -> OrientationPolicy? {
        if reader.isNull(node) || node.string == "none" { return nil }
        return try policy(node, path, idiom: idiom)
    }
}
