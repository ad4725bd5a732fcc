/// Writes a ``Scenario`` as a scenario file (ScenarioFormat.md), so that a case
/// found in code (for example a shrunk property-test failure) can be saved,
/// read back and run with `orientation simulate`.
public enum ScenarioYAMLWriter {
    /// The scenario as YAML text.
    public static func yaml(for scenario: Scenario) -> String {
        var lines: [String] = []
        if let name = scenario.name { lines.append("name: \(quoted(name))") }
        lines.append("device:")
        lines.append("  idiom: \(scenario.device.idiom.rawValue)")
        lines.append("  os: \(scenario.device.os)")
        lines.append("  homeButton: \(scenario.device.homeButton)")
        lines.append("  orientation: \(scenario.device.orientation.name)")
        if scenario.device.environment != .fullScreen {
            lines.append("  environment: \(scenario.device.environment.rawValue)")
        }
        if scenario.device.rotationLock { lines.append("  rotationLock: true") }
        lines.append("app:")
        if let supported = scenario.app.supported { lines.append("  supported: \(list(supported))") }
        lines.append("  requiresFullScreen: \(scenario.app.requiresFullScreen)")
        lines.append("  library: \(scenario.app.library)")
        if let sdk = scenario.app.sdk { lines.append("  sdk: \(sdk)") }
        if scenario.app.authority != .appDelegate { lines.append("  authority: \(scenario.app.authority.rawValue)") }
        if scenario.app.reportsRotationLock { lines.append("  reportsRotationLock: true") }
        lines.append("screens:")
        for screen in scenario.screens {
            lines.append("  - id: \(quoted(screen.id))")
            if screen.kind != .plain { lines.append("    kind: \(screen.kind.rawValue)") }
            if !screen.children.isEmpty {
                lines.append("    children: [" + screen.children.map(quoted).joined(separator: ", ") + "]")
            }
            if let policy = screen.policy { lines.append("    policy: \(policyText(policy))") }
            if let overrides = screen.overrides.flatMap(overridesText) { lines.append("    overrides: \(overrides)") }
            if let visible = screen.visible {
                lines.append("    visible: [" + visible.map(quoted).joined(separator: ", ") + "]")
            }
        }
        lines.append("root: \(quoted(scenario.root))")
        if !scenario.windows.isEmpty { lines.append("windows:") }
        for window in scenario.windows {
            lines.append("  - id: \(quoted(window.id))")
            lines.append("    root: \(quoted(window.root))")
            if window.level != 0 { lines.append("    level: \(levelText(window.level))") }
            if window.hidden { lines.append("    hidden: true") }
            if window.key { lines.append("    key: true") }
            if window.system { lines.append("    system: true") }
        }
        lines.append("steps:")
        for step in scenario.steps { lines.append("  - " + stepText(step.action)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A policy as a scenario file writes it: a name when one fits, else a map.
    public static func policyText(_ policy: OrientationPolicy) -> String {
        if policy.matchesPresenting { return "matchPresenting" }
        if let lock = policy.locked {
            return "{ locked: \(lock.name)" + (policy.rememberKey.map { ", remember: \(quoted($0))" } ?? "") + " }"
        }
        if policy.preferred == nil, policy.rememberKey == nil {
            switch policy.supported {
            case .portrait: return "portrait"
            case .portraitUpsideDown: return "portraitUpsideDown"
            case .landscapeLeft: return "landscapeLeft"
            case .landscapeRight: return "landscapeRight"
            case .landscape: return "landscape"
            case .all: return "all"
            case .allButUpsideDown: return "allButUpsideDown"
            default: break
            }
        }
        var fields = ["supported: \(list(policy.supported))"]
        if let p = policy.preferred { fields.append("preferred: \(p.name)") }
        if let key = policy.rememberKey { fields.append("remember: \(quoted(key))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A screen's `overrides` as a scenario file writes them, or `nil` when
    /// neither the supported mask nor the preferred orientation is overridden
    /// (the file format carries only those two).
    static func overridesText(_ overrides: ViewControllerOverrides) -> String? {
        var fields: [String] = []
        if let supported = overrides.supported { fields.append("supported: \(list(supported))") }
        if let preferred = overrides.preferredForPresentation { fields.append("preferred: \(preferred.name)") }
        return fields.isEmpty ? nil : "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func stepText(_ action: ScenarioAction) -> String {
        switch action {
        case .rotateDevice(let d): return "rotateDevice: \(d.name)"
        case .push(let id): return "push: \(quoted(id))"
        case .present(let id, let style): return "present: { screen: \(quoted(id)), style: \(style.name) }"
        case .dismiss: return "dismiss"
        case .pop: return "pop"
        case .selectTab(let i): return "selectTab: \(i)"
        case .setPolicy(let id, let policy):
            return "setPolicy: { screen: \(quoted(id)), policy: \(policy.map(policyText) ?? "null") }"
        case .rotate(let o): return "rotate: \(o.name)"
        case .background: return "background"
        case .foreground: return "foreground"
        case .showWindow(let id): return "showWindow: \(quoted(id))"
        case .hideWindow(let id): return "hideWindow: \(quoted(id))"
        case .interactivePop(let phase): return "interactivePop: \(phase.rawValue)"
        case .interactiveDismiss(let phase): return "interactiveDismiss: \(phase.rawValue)"
        case .resize: return "resize"
        case .fold: return "fold"
        case .unfold: return "unfold"
        case .rotationLock(let on): return "rotationLock: \(on)"
        case .expect(let e):
            var fields: [String] = []
            if let o = e.orientation { fields.append("orientation: \(o.name)") }
            if let v = e.visible { fields.append("visible: \(quoted(v))") }
            if let s = e.supported { fields.append("supported: \(list(s))") }
            if let d = e.deciding { fields.append("deciding: \(quoted(d))") }
            switch e.exception {
            case .none?: fields.append("exception: none")
            case .containing(let text)?: fields.append("exception: \(quoted(text))")
            case nil: break
            }
            if let calls = e.calls { fields.append("calls: \(calls)") }
            if let outcome = e.outcome { fields.append("outcome: \(outcome.rawValue)") }
            switch e.diagnostic {
            case .none?: fields.append("diagnostic: none")
            case .including(let codes)?:
                fields.append("diagnostic: [" + codes.map(\.rawValue).joined(separator: ", ") + "]")
            case nil: break
            }
            return "expect: { " + fields.joined(separator: ", ") + " }"
        }
    }

    /// A window level as the file reads it: a whole number within the
    /// accepted range (fractions are rounded, NaN is 0).
    private static func levelText(_ level: Double) -> String {
        guard level.isFinite else { return level.isNaN ? "0" : (level > 0 ? "10000000" : "-10000000") }
        return String(Int(min(max(level.rounded(), -10_000_000), 10_000_000)))
    }

    private static func list(_ mask: InterfaceOrientationMask) -> String {
        "[" + mask.names.joined(separator: ", ") + "]"
    }

    /// Quotes a string when YAML would read it as something else.
    private static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
            } && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
            && !(text.first.map { ("0"..."9").contains($0) || $0 == "-" } ?? false)
        return plain ? text : text.doubleQuotedLiteral
    }
}
