import OrientationTesting

/// Decodes two lists of integers into a random app and event sequence.
///
/// Property-based generation works on the integers, so shrinking (dropping
/// events, moving numbers toward 0) turns a failing case into a small one:
/// gene 0 always decodes to the simplest choice.
struct AppGenome: CustomStringConvertible {
    let scenario: Scenario
    /// UIKit's uncertain rules read one way or the other (UIKIT-RULES.md, "U").
    let assumptions: UIKitAssumptions

    static let keys = ["player", "gallery"]
    static let styles: [PresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .popover,
        .currentContext, .overCurrentContext, .custom,
    ]
    static let masks: [InterfaceOrientationMask] = [
        .portrait, .landscape, .all, .allButUpsideDown, [.portrait, .landscapeLeft], .landscapeRight,
        .portraitUpsideDown,
    ]

    init(app genes: [Int], events: [Int]) {
        func gene(_ i: Int) -> Int { i < genes.count ? abs(genes[i] % 1_000_003) : 0 }
        let idiom: Idiom = gene(0) % 4 == 3 ? .pad : .phone
        let device = DeviceSetup(
            idiom: idiom, os: gene(1) % 2 == 0 ? 17 : 15, homeButton: gene(2) % 2 == 1,
            orientation: DeviceOrientation(rawValue: 1 + gene(3) % 6) ?? .portrait)
        let plistMasks: [InterfaceOrientationMask?] = [nil, .portrait, .allButUpsideDown, .all, [.portrait, .landscapeLeft]]
        assumptions = UIKitAssumptions(
            overFullScreen: gene(10) % 4 == 1 ? .presenterKeeps : .narrowsWhenSubset,
            popoverAdaptsToFullScreenOnPhone: gene(10) % 5 != 2,
            rotationUsesPublishedMaskFrom16: gene(11) % 5 != 3,
            setNeedsUpdateFollowsDevice: gene(11) % 3 == 1,
            foregroundRetestsDevice: gene(10) % 3 == 2)
        let app = AppSetup(supported: plistMasks[gene(4) % plistMasks.count],
                           requiresFullScreen: gene(5) % 3 != 0, library: true)

        var screens: [ScreenDeclaration] = []
        var counter = 0
        func fresh(_ seed: Int) -> String {
            counter += 1
            let id = "s\(counter)"
            let policy = AppGenome.policy(seed)
            // Some screens without a policy are not the app's: their class
            // overrides UIKit's getters (UIKit rules 38-40).
            let overrides = policy == nil ? AppGenome.foreignOverrides(seed / 6) : nil
            screens.append(ScreenDeclaration(id: id, policy: policy, overrides: overrides))
            return id
        }
        // The window: containers (tab bars, navigation stacks, split views,
        // custom containers) nested up to depth 6, screens at the leaves.
        var containers = 0
        func node(_ seed: Int, depth: Int) -> String {
            let kinds: [ScreenKind] = [.plain, .navigation, .tabBar, .split, .container, .hosting]
            let kind = depth >= 6 ? .plain : kinds[seed % kinds.count]
            guard kind != .plain else { return fresh(seed / 6) }
            containers += 1
            let id = "\(kind.rawValue)\(containers)"
            let count = kind == .navigation ? 1 : 1 + (seed / 6) % 3
            let children = (0..<count).map { k in
                node(kind == .navigation ? 0 : (seed / 18 + k * 7 + depth) % 1_000_003, depth: depth + 1)
            }
            // Containers sometimes show several children at once (UIKit rule 43).
            let visible: [String]? = kind == .container && (seed / 54) % 2 == 1 ? children : nil
            let policy = kind == .hosting ? AppGenome.policy(seed / 108) : nil
            screens.append(ScreenDeclaration(id: id, kind: kind, children: children, policy: policy, visible: visible))
            return id
        }
        let rootID = node(gene(6) % 1_000_003, depth: 1)

        var steps: [ScenarioStep] = []
        for raw in events.prefix(40) {
            let g = abs(raw % 1_000_003)
            let p = g / 11
            switch g % 11 {
            case 0: steps.append(ScenarioStep(.push(fresh(p))))
            case 1: steps.append(ScenarioStep(.pop))
            case 2:
                let presented: String
                if p % 3 == 0 {
                    let inner = fresh(p / 3)
                    counter += 1
                    presented = "n\(counter)"
                    screens.append(ScreenDeclaration(id: presented, kind: .navigation, children: [inner]))
                } else {
                    presented = fresh(p)
                }
                steps.append(ScenarioStep(.present(presented, style: AppGenome.styles[(p / 7) % AppGenome.styles.count])))
            case 3: steps.append(ScenarioStep(.dismiss))
            case 4: steps.append(ScenarioStep(.selectTab(p % 3)))
            case 5, 6: steps.append(ScenarioStep(.rotateDevice(DeviceOrientation(rawValue: 1 + p % 6) ?? .portrait)))
            case 7:
                let target = screens.isEmpty ? rootID : screens[p % screens.count].id
                steps.append(ScenarioStep(.setPolicy(screen: target, policy: AppGenome.policy(p / 5))))
            case 8: steps.append(ScenarioStep(.rotate(InterfaceOrientation(rawValue: 1 + p % 4) ?? .portrait)))
            case 9: steps.append(ScenarioStep(.background))
            default: steps.append(ScenarioStep(.foreground))
            }
        }
        scenario = Scenario(name: "generated", device: device, app: app, screens: screens, root: rootID, steps: steps)
    }

    /// Gene 0 is no policy; then named masks, locks, matchPresenting and remembered screens.
    static func policy(_ g: Int) -> OrientationPolicy? {
        switch g % 6 {
        case 0: return nil
        case 1: return OrientationPolicy(supported: masks[(g / 6) % masks.count])
        case 2: return .locked(InterfaceOrientation(rawValue: 1 + (g / 6) % 4) ?? .portrait)
        case 3: return .matchPresenting
        case 4: return .remembered(keys[(g / 6) % keys.count], supported: masks[(g / 12) % masks.count])
        default:
            let mask = masks[(g / 6) % masks.count]
            return OrientationPolicy(supported: mask, preferred: mask.orientations.last)
        }
    }

    /// Gene 0 is the app's own screen; otherwise what a class the app does
    /// not own answers UIKit: masks a real class can return on the device
    /// (never upside down alone), sometimes with a preferred orientation.
    static func foreignOverrides(_ g: Int) -> ViewControllerOverrides? {
        let foreignMasks: [InterfaceOrientationMask] = [.portrait, .all, .landscape, .allButUpsideDown, .landscapeRight]
        switch g % 4 {
        case 0, 1: return nil
        case 2: return ViewControllerOverrides(supported: foreignMasks[(g / 4) % foreignMasks.count])
        default:
            let mask = foreignMasks[(g / 4) % foreignMasks.count]
            return ViewControllerOverrides(supported: mask, preferredForPresentation: mask.orientations.first)
        }
    }

    /// The case as a scenario file: what a failing property prints.
    var description: String {
        "\n" + ScenarioYAMLWriter.yaml(for: scenario)
            + "# assumptions: overFullScreen \(assumptions.overFullScreen), setNeedsUpdateFollowsDevice \(assumptions.setNeedsUpdateFollowsDevice)\n"
    }
}
