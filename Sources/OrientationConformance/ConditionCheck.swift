import Foundation
import OrientationCore

/// One condition a plan's predictions assume (the device, its environment,
/// what the app's bundle declares) against what the observation recorded.
/// A condition that disagrees makes the step comparisons unreliable: make
/// the plan for the device (`orientation plan FILE --os N --home-button yes`)
/// or build the app as the plan requires.
public struct ConditionCheck: Sendable, Hashable {
    /// The condition (`idiom`, `os`, `homeButton`, `environment`, `library`,
    /// `requiresFullScreen`, `multitasking`).
    public var name: String
    /// What the plan assumes.
    public var planned: String
    /// What was observed.
    public var observed: String
    /// True when they agree.
    public var agrees: Bool
    /// The UIKit rules that make this condition matter.
    public var rules: [Int]

    /// Creates a check.
    public init(name: String, planned: String, observed: String, agrees: Bool, rules: [Int]) {
        self.name = name
        self.planned = planned
        self.observed = observed
        self.agrees = agrees
        self.rules = rules
    }

    /// Every condition that applies to a plan and an observation.
    static func checks(plan: ConformancePlan, observation: Observation) -> [ConditionCheck] {
        let device = plan.scenario.device
        var checks: [ConditionCheck] = []
        func add(_ name: String, _ planned: String, _ observed: String, _ rules: [Int] = []) {
            checks.append(
                ConditionCheck(
                    name: name, planned: planned, observed: observed, agrees: planned == observed, rules: rules))
        }
        add("idiom", device.idiom.rawValue, observation.device.idiom)
        add(
            "os", String(device.os),
            observation.device.majorVersion.map(String.init) ?? observation.device.systemVersion)
        if let homeButton = observation.device.homeButton {
            add("homeButton", String(device.homeButton), String(homeButton), [4])
        }
        if let environment = observedEnvironment(observation.environment.kind) {
            add("environment", device.environment.rawValue, environment.rawValue, environmentRules(device.environment))
        }
        add("library", String(plan.scenario.app.library), String(observation.app.library))
        if device.idiom == .pad || device.os >= 27 {
            add(
                "requiresFullScreen", String(plan.requirements.requiresFullScreen),
                String(observation.app.requiresFullScreen), [28, 64])
        }
        if device.idiom == .pad && device.os < 27 && !plan.requirements.requiresFullScreen {
            let planned = (plan.requirements.infoPlistOrientations ?? .all) == .all
            let bundle = Set(observation.app.infoPlistOrientations) == Set(InterfaceOrientationMask.all.names)
            add("multitasking", planned ? "eligible" : "not eligible", bundle ? "eligible" : "not eligible", [28])
        }
        return checks
    }

    /// The scenario environment an observed kind stands for, or `nil` when
    /// the app could not tell.
    static func observedEnvironment(_ kind: String) -> SceneEnvironment? {
        switch kind {
        case "fullScreen": .fullScreen
        case "splitView", "slideOver", "stageManager", "windowed": .windowed
        case "phoneOnPad": .phoneOnPad
        case "resizable": .resizable
        default: nil
        }
    }

    private static func environmentRules(_ environment: SceneEnvironment) -> [Int] {
        switch environment {
        case .fullScreen: [28, 29, 60]
        case .windowed: [29, 30, 67]
        case .mirroring: [61, 62, 65]
        case .phoneOnPad: [61, 62]
        case .duoOuter, .duoInner: [66]
        case .resizable: [62]
        }
    }
}
