/// The `scenario` object of a conformance plan: everything a device needs to
/// build the app's screens and replay its steps.
extension ConformancePlanWriter {
    static func scenarioObject(_ scenario: Scenario) -> JSONValue {
        let device = scenario.device
        let app = scenario.app
        var index = 0
        var steps: [JSONValue] = []
        for step in scenario.steps {
            if case .expect = step.action { continue }
            index += 1
            steps.append(stepObject(step, index: index, library: app.library, idiom: device.idiom))
        }
        return .object([
            ("name", .optional(scenario.name)),
            (
                "device",
                .object([
                    ("idiom", .string(device.idiom.rawValue)),
                    ("os", .int(device.os)),
                    ("homeButton", .bool(device.homeButton)),
                    ("orientation", .string(device.orientation.name)),
                    ("environment", .string(device.environment.rawValue)),
                    ("rotationLock", .bool(device.rotationLock)),
                ])
            ),
            (
                "app",
                .object([
                    ("supported", app.supported.map { .strings($0.names) } ?? .null),
                    ("requiresFullScreen", .bool(app.requiresFullScreen)),
                    ("library", .bool(app.library)),
                    ("sdk", app.sdk.map(JSONValue.int) ?? .null),
                    ("authority", .string(app.authority.rawValue)),
                    ("reportsRotationLock", .bool(app.reportsRotationLock)),
                ])
            ),
            ("root", .string(scenario.root)),
            ("screens", .array(scenario.screens.map { screenObject($0, library: app.library) })),
            ("windows", .array(scenario.windows.map(windowObject))),
            ("steps", .array(steps)),
        ])
    }

    /// A screen: the declaration, and what its class answers UIKit in this
    /// run's mode (the declared overrides, else in plain mode the policy's).
    static func screenObject(_ screen: ScreenDeclaration, library: Bool) -> JSONValue {
        var classOverrides = screen.overrides
        if classOverrides == nil && !library {
            classOverrides = SimulatedApp.plainOverrides(for: screen.policy)
        }
        return .object([
            ("id", .string(screen.id)),
            ("kind", .string(screen.kind.rawValue)),
            ("children", .strings(screen.children)),
            ("visible", screen.visible.map(JSONValue.strings) ?? .null),
            ("policy", screen.policy.map(policyObject) ?? .null),
            ("overrides", screen.overrides.map(overridesObject) ?? .null),
            ("classOverrides", classOverrides.flatMap { $0.isDefault ? nil : overridesObject($0) } ?? .null),
            ("line", .int(screen.line)),
        ])
    }

    static func policyObject(_ policy: OrientationPolicy) -> JSONValue {
        .object([
            ("supported", .strings(policy.supported.names)),
            ("preferred", .optional(policy.preferred?.name)),
            ("locked", .optional(policy.locked?.name)),
            ("matchPresenting", .bool(policy.matchesPresenting)),
            ("remember", .optional(policy.rememberKey)),
        ])
    }

    static func overridesObject(_ overrides: ViewControllerOverrides) -> JSONValue {
        .object([
            ("supported", overrides.supported.map { .strings($0.names) } ?? .null),
            ("preferred", .optional(overrides.preferredForPresentation?.name)),
            ("shouldAutorotate", overrides.shouldAutorotate.map(JSONValue.bool) ?? .null),
            ("delegateSupported", overrides.delegateSupported.map { .strings($0.names) } ?? .null),
        ])
    }

    static func windowObject(_ window: WindowDeclaration) -> JSONValue {
        .object([
            ("id", .string(window.id)),
            ("root", .string(window.root)),
            ("level", .number(window.level)),
            ("hidden", .bool(window.hidden)),
            ("key", .bool(window.key)),
            ("system", .bool(window.system)),
        ])
    }

    /// An event step: its index in the predictions, its line, the event as
    /// `simulate` prints it, and the action with its arguments.
    static func stepObject(_ step: ScenarioStep, index: Int, library: Bool, idiom: Idiom) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("index", .int(index)), ("line", .int(step.line))]
        switch step.action {
        case .rotateDevice(let orientation):
            pairs += [("action", .string("rotateDevice")), ("orientation", .string(orientation.name))]
        case .push(let screen):
            pairs += [("action", .string("push")), ("screen", .string(screen))]
        case .present(let screen, let style):
            pairs += [("action", .string("present")), ("screen", .string(screen)), ("style", .string(style.name))]
        case .dismiss:
            pairs.append(("action", .string("dismiss")))
        case .pop:
            pairs.append(("action", .string("pop")))
        case .selectTab(let tab):
            pairs += [("action", .string("selectTab")), ("tab", .int(tab))]
        case .setPolicy(let screen, let policy):
            let plain = SimulatedApp.plainOverrides(for: policy)
            pairs += [
                ("action", .string("setPolicy")), ("screen", .string(screen)),
                ("policy", policy.map(policyObject) ?? .null),
                ("classOverrides", library || plain.isDefault ? .null : overridesObject(plain)),
            ]
        case .rotate(let orientation):
            pairs += [("action", .string("rotate")), ("orientation", .string(orientation.name))]
        case .background:
            pairs.append(("action", .string("background")))
        case .foreground:
            pairs.append(("action", .string("foreground")))
        case .showWindow(let id):
            pairs += [("action", .string("showWindow")), ("window", .string(id))]
        case .hideWindow(let id):
            pairs += [("action", .string("hideWindow")), ("window", .string(id))]
        case .interactivePop(let phase):
            pairs += [("action", .string("interactivePop")), ("phase", .string(phase.rawValue))]
        case .interactiveDismiss(let phase):
            pairs += [("action", .string("interactiveDismiss")), ("phase", .string(phase.rawValue))]
        case .resize:
            pairs.append(("action", .string("resize")))
        case .fold:
            pairs.append(("action", .string("fold")))
        case .unfold:
            pairs.append(("action", .string("unfold")))
        case .rotationLock(let on):
            pairs += [("action", .string("rotationLock")), ("on", .bool(on))]
        case .expect:
            break
        }
        return .object(pairs)
    }
}
