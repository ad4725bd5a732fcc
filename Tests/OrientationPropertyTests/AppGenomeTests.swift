import OrientationTesting
import Testing

/// The generator must reach everything the model can express (issue 7,
/// issue 17 item 1): every container kind, trees up to depth 6, both idioms,
/// iOS 13 to 27 and their environments, the linked SDK, every authority,
/// screens the app does not own, containers showing several children,
/// overlay windows, every step kind and gesture phase, the app becoming
/// inactive mid-transition, every uncertain rule read both ways.
@Suite("The random app generator covers the space")
struct AppGenomeTests {
    static func depth(of id: String, in screens: [String: ScreenDeclaration]) -> Int {
        var best = 1
        var stack = [(id, 1)]
        while let (current, level) = stack.popLast() {
            best = max(best, level)
            for child in screens[current]?.children ?? [] where level < 12 { stack.append((child, level + 1)) }
        }
        return best
    }

    /// What 3,000 generated cases contain.
    struct Coverage {
        var kinds = Set<ScreenKind>(), depths = Set<Int>(), idioms = Set<Idiom>(), systems = Set<Int>()
        var environments = Set<SceneEnvironment>(), authorities = Set<OrientationAuthority>(), sdks = Set<String>()
        var steps = Set<String>(), styles = Set<PresentationStyle>(), windowTraits = Set<String>()
        var policies = Set<String>(), corners = Set<String>(), assumptions = Set<String>()

        mutating func add(_ genome: AppGenome) {
            let scenario = genome.scenario
            let byID = Dictionary(scenario.screens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            kinds.formUnion(scenario.screens.map(\.kind))
            depths.insert(AppGenomeTests.depth(of: scenario.root, in: byID))
            idioms.insert(scenario.device.idiom)
            systems.insert(scenario.device.os)
            environments.insert(scenario.device.environment)
            authorities.insert(scenario.app.authority)
            sdks.insert(scenario.app.sdk.map { $0 >= 27 ? "27" : "older" } ?? "device")
            for policy in scenario.screens.compactMap(\.policy) {
                if policy.locked != nil { policies.insert("locked") }
                if policy.matchesPresenting { policies.insert("matchPresenting") }
                if policy.rememberKey != nil { policies.insert("remembered") }
                if policy.preferred != nil && policy.locked == nil { policies.insert("preferred") }
            }
            for screen in scenario.screens {
                if screen.policy == nil, screen.overrides != nil { corners.insert("not the app's") }
                if screen.kind == .navigation, screen.overrides != nil { corners.insert("system navigation") }
                if (screen.visible?.count ?? 0) > 1 { corners.insert("several visible children") }
                if screen.kind == .hosting, screen.children.count > 1 { corners.insert("hosting several children") }
            }
            for window in scenario.windows {
                windowTraits.insert(window.hidden ? "hidden" : "shown")
                if window.key { windowTraits.insert("key") }
                if window.system { windowTraits.insert("system") }
                windowTraits.insert("level \(Int(window.level))")
            }
            let actions = scenario.steps.map(\.action)
            for (position, action) in actions.enumerated() {
                steps.insert(Self.name(action))
                if case .present(let id, let style) = action {
                    styles.insert(style)
                    if byID[id]?.policy == nil, byID[id]?.overrides != nil { corners.insert("presented not the app's") }
                }
                if case .push(let id) = action, byID[id]?.overrides != nil, byID[id]?.policy == nil {
                    corners.insert("pushed not the app's")
                }
                let next = position + 1 < actions.count ? actions[position + 1] : nil
                if [.interactivePop(.begin), .interactiveDismiss(.begin)].contains(action), next == .background {
                    corners.insert("inactive mid-transition")
                }
            }
            let a = genome.assumptions
            for (name, value) in [
                ("overFullScreen \(a.overFullScreen)", true), ("currentContext \(a.currentContext)", true),
                ("followsDevice", a.setNeedsUpdateFollowsDevice), ("publishedMask", a.rotationUsesPublishedMaskFrom16),
                ("customRemoves", a.customRemovesPresentersView), ("keyWindow", a.sceneOrientationWindow == .keyWindow),
                ("stageManager", a.stageManagerResizesFullScreenApps), ("retests", a.foregroundRetestsDevice),
                ("lockHeld", a.resizableScenesHoldOrientationLock),
                ("mirroringAccepts", a.resizedMirroringAcceptsGeometryRequests),
            ] {
                assumptions.insert("\(name) \(value)")
            }
        }

        static func name(_ action: ScenarioAction) -> String {
            switch action {
            case .interactivePop(let phase): "interactivePop \(phase.rawValue)"
            case .interactiveDismiss(let phase): "interactiveDismiss \(phase.rawValue)"
            case .rotationLock(let on): "rotationLock \(on)"
            default: String(describing: action).prefix { $0 != "(" }.description
            }
        }
    }

    static let coverage: Coverage = {
        var coverage = Coverage()
        var random = Mutator(seed: 7)
        for _ in 0..<3_000 {
            let genes = (0..<AppGenome.appGeneCount).map { _ in random.below(1_000_001) }
            let events = (0..<AppGenome.maximumEvents).map { _ in random.below(1_000_001) }
            coverage.add(AppGenome(app: genes, events: events))
        }
        return coverage
    }()

    @Test("kinds, depth, devices, systems, environments, SDKs, authorities and policies all occur")
    func setup() {
        let c = Self.coverage
        #expect(c.kinds == Set(ScreenKind.allCases))
        #expect(c.depths.max() == 6)
        #expect(c.idioms == [.phone, .pad])
        #expect(c.systems == Set(13...27))
        #expect(c.environments == Set(SceneEnvironment.allCases).subtracting([.resizable]))
        #expect(c.authorities == Set(OrientationAuthority.allCases))
        #expect(c.sdks == ["device", "27", "older"])
        #expect(c.policies == ["locked", "matchPresenting", "remembered", "preferred"])
        #expect(c.assumptions.count == 2 * 8 + 3 + 2)
    }

    @Test(
        "the dangerous corners occur: screens the app does not own, several visible children, overlays, inactive mid-transition"
    )
    func corners() {
        let c = Self.coverage
        #expect(
            c.corners == [
                "not the app's", "system navigation", "several visible children", "hosting several children",
                "presented not the app's", "pushed not the app's", "inactive mid-transition",
            ])
        #expect(
            c.windowTraits == ["hidden", "shown", "key", "system", "level 0", "level 1000", "level 2000", "level -1"])
        #expect(c.styles == Set(PresentationStyle.allCases))
    }

    @Test("every step kind and gesture phase occurs")
    func steps() {
        let expected: Set<String> = [
            "push", "pop", "present", "dismiss", "selectTab", "rotateDevice", "setPolicy", "rotate", "background",
            "foreground", "showWindow", "hideWindow", "resize", "fold", "unfold",
            "interactivePop begin", "interactivePop finish", "interactivePop cancel",
            "interactiveDismiss begin", "interactiveDismiss finish", "interactiveDismiss cancel",
            "rotationLock true", "rotationLock false",
        ]
        #expect(Self.coverage.steps == expected)
    }

    @Test("a generated app is written as a scenario file that reads back the same")
    func roundTrip() throws {
        var random = Mutator(seed: 17)
        for _ in 0..<200 {
            let genes = (0..<AppGenome.appGeneCount).map { _ in random.below(1_000_001) }
            let genome = AppGenome(
                app: genes, events: (0..<AppGenome.maximumEvents).map { _ in random.below(1_000_001) })
            let text = ScenarioYAMLWriter.yaml(for: genome.scenario)
            let read = try ScenarioParser(fileName: "generated.yaml").parse(text)
            #expect(read.screens.map(\.id) == genome.scenario.screens.map(\.id))
            #expect(read.screens.map(\.kind) == genome.scenario.screens.map(\.kind))
            #expect(read.screens.map(\.policy) == genome.scenario.screens.map(\.policy))
            #expect(read.screens.map(\.overrides) == genome.scenario.screens.map(\.overrides))
            #expect(read.steps.map(\.action) == genome.scenario.steps.map(\.action))
            #expect(read.windows.map(\.id) == genome.scenario.windows.map(\.id))
            #expect(read.device == genome.scenario.device)
            #expect(read.app == genome.scenario.app)
        }
    }
}
