/// Writes a conformance plan (`orientation plan`): a scenario, the model's
/// prediction after each of its steps and the UIKit rules behind each
/// prediction, as plain JSON that a device replays and
/// `orientation compare` checks an observation against.
///
/// The document, schema version ``schemaVersion``:
///
/// - `format`, `schemaVersion`, `source` (the scenario file as named);
/// - `scenario`: `name`, `device`, `app`, `root`, `screens` (kind,
///   children, visible children, policy, declared `overrides` and
///   `classOverrides`: what the view controller's class answers in this
///   run's mode), `windows`, and `steps` (event steps only, each with its
///   `index` (its prediction's), `line` and `action` with the action's arguments);
/// - `requirements`: what the app's bundle must declare for the plan to
///   hold (`requiresFullScreen`, `infoPlistOrientations`);
/// - `assumptions`: the model's choices for uncertain rules;
/// - `predictions`: one object per step, the launch (`start`) first: the
///   `simulate --format json` step object plus `answer` (the app's answer
///   to UIKit) and `rules` (rule numbers by field);
/// - `ruleTitles`: the title of every rule cited.
public enum ConformancePlanWriter {
    /// The schema version written; readers reject versions they do not know.
    public static let schemaVersion = 1
    /// The value of the `format` field.
    public static let formatName = "swift-orientation conformance plan"

    /// The plan of a scenario under the default assumptions, pretty-printed
    /// JSON ending with a newline.
    public static func plan(for scenario: Scenario, source: String?) -> String {
        plan(for: scenario, source: source, assumptions: UIKitAssumptions())
    }

    /// The plan of a scenario under chosen assumptions.
    public static func plan(for scenario: Scenario, source: String?, assumptions: UIKitAssumptions) -> String {
        let report = Simulation.run(scenario, assumptions: assumptions)
        let cited = Set(report.steps.flatMap(\.rules.all)).sorted()
        let document = JSONValue.object([
            ("format", .string(formatName)),
            ("schemaVersion", .int(schemaVersion)),
            ("source", .optional(source)),
            ("scenario", scenarioObject(scenario)),
            ("requirements", requirements(scenario)),
            ("assumptions", assumptionsObject(assumptions)),
            ("predictions", .array(report.steps.map(prediction))),
            ("ruleTitles", .object(cited.map { (String($0), .optional(UIKitRuleCatalog.title(of: $0))) })),
        ])
        return document.rendered() + "\n"
    }

    /// One prediction: the `simulate --format json` step object, then the
    /// app's answer and the rules by field.
    static func prediction(_ record: StepRecord) -> JSONValue {
        guard case .object(var pairs) = ReportJSONFormatter().step(record) else { return .null }
        pairs.append(("answer", .strings(record.answer.names)))
        pairs.append(
            (
                "rules",
                .object(
                    RuleTrace.Aspect.allCases.map { aspect in
                        (aspect.rawValue, .array(record.rules.rules(for: aspect).map(JSONValue.int)))
                    })
            ))
        return .object(pairs)
    }

    /// What the app's bundle must declare: UIKit reads these from
    /// Info.plist at launch, so an app cannot change them while it runs.
    static func requirements(_ scenario: Scenario) -> JSONValue {
        .object([
            ("requiresFullScreen", .bool(scenario.app.requiresFullScreen)),
            ("infoPlistOrientations", scenario.app.supported.map { .strings($0.names) } ?? .null),
        ])
    }

    /// The choices for uncertain rules, by name.
    static func assumptionsObject(_ assumptions: UIKitAssumptions) -> JSONValue {
        .object([
            ("overFullScreen", .string(assumptions.overFullScreen.rawValue)),
            ("currentContext", .string(assumptions.currentContext.rawValue)),
            ("popoverAdaptsToFullScreenOnPhone", .bool(assumptions.popoverAdaptsToFullScreenOnPhone)),
            ("sheetsAdaptToFullScreenOnPhoneBefore13", .bool(assumptions.sheetsAdaptToFullScreenOnPhoneBefore13)),
            ("customRemovesPresentersView", .bool(assumptions.customRemovesPresentersView)),
            ("shouldAutorotateHonouredFrom16", .bool(assumptions.shouldAutorotateHonouredFrom16)),
            ("rotationUsesPublishedMaskFrom16", .bool(assumptions.rotationUsesPublishedMaskFrom16)),
            ("setNeedsUpdateFollowsDevice", .bool(assumptions.setNeedsUpdateFollowsDevice)),
            ("stageManagerResizesFullScreenApps", .bool(assumptions.stageManagerResizesFullScreenApps)),
            ("foregroundRetestsDevice", .bool(assumptions.foregroundRetestsDevice)),
            ("resizableScenesHoldOrientationLock", .bool(assumptions.resizableScenesHoldOrientationLock)),
            ("mirroringIgnoresDeviceRotation", .bool(assumptions.mirroringIgnoresDeviceRotation)),
            ("resizedMirroringAcceptsGeometryRequests", .bool(assumptions.resizedMirroringAcceptsGeometryRequests)),
            ("fallbackOrder", .strings(assumptions.fallbackOrder.map(\.name))),
            ("sceneOrientationWindow", .string(assumptions.sceneOrientationWindow.rawValue)),
        ])
    }
}
