import OrientationTesting

/// Builds the screens, windows and steps of one generated case.
struct GenomeBuilder {
    let gene: Genes
    var screens: [ScreenDeclaration] = []
    var steps: [ScenarioStep] = []
    private var counter = 0
    private var containers = 0

    init(gene: Genes) { self.gene = gene }

    static let keys = ["player", "gallery"]
    static let styles: [PresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .popover,
        .currentContext, .overCurrentContext, .custom,
    ]
    static let masks: [InterfaceOrientationMask] = [
        .portrait, .landscape, .all, .allButUpsideDown, [.portrait, .landscapeLeft], .landscapeRight,
        .portraitUpsideDown,
    ]

    /// A new plain screen: a policy, or none; some screens without a policy
    /// are not the app's: their class overrides UIKit's getters (rules 38-40).
    mutating func fresh(_ seed: Int) -> String {
        counter += 1
        let id = "s\(counter)"
        let policy = Self.policy(seed)
        let overrides = policy == nil ? Self.foreignOverrides(seed / 6) : nil
        screens.append(ScreenDeclaration(id: id, policy: policy, overrides: overrides))
        return id
    }

    /// A screen the app does not own, as a system or SDK framework ships it
    /// (rules 38-42): an image picker (a navigation controller, portrait on
    /// iPhone), a system video player (every orientation), an alert, a
    /// third-party SDK screen locked to landscape.
    mutating func foreign(_ seed: Int) -> String {
        counter += 1
        let id = "f\(counter)"
        switch seed % 4 {
        case 0:
            let inner = fresh(0)
            screens.append(
                ScreenDeclaration(
                    id: id, kind: .navigation, children: [inner],
                    overrides: ViewControllerOverrides(supported: .portrait)))
        case 1:
            screens.append(ScreenDeclaration(id: id, overrides: ViewControllerOverrides(supported: .all)))
        case 2:
            screens.append(ScreenDeclaration(id: id, overrides: ViewControllerOverrides(supported: .allButUpsideDown)))
        default:
            screens.append(
                ScreenDeclaration(
                    id: id,
                    overrides: ViewControllerOverrides(
                        supported: .landscape, preferredForPresentation: .landscapeRight)))
        }
        return id
    }

    /// The window: containers (tab bars, navigation stacks, split views,
    /// custom containers, hosting controllers) nested up to depth 6,
    /// screens at the leaves.
    mutating func node(_ seed: Int, depth: Int) -> String {
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
        let policy = kind == .hosting ? Self.policy(seed / 108) : nil
        screens.append(ScreenDeclaration(id: id, kind: kind, children: children, policy: policy, visible: visible))
        return id
    }

    /// Overlay windows (rules 50-55): none half the time, else one or two,
    /// at various levels, some hidden at launch, some key, one UIKit's own;
    /// their roots state policies or are not the app's.
    mutating func windows(_ seed: Int) -> [WindowDeclaration] {
        guard seed % 2 == 1 else { return [] }
        let levels: [Double] = [0, 1000, 2000, -1]
        return (0..<(1 + (seed / 2) % 2)).map { k in
            let g = seed / (4 + 31 * k)
            let root = g % 3 == 0 ? foreign(g / 3) : fresh(g / 3)
            return WindowDeclaration(
                id: "w\(k + 1)", root: root, level: levels[(g / 5) % levels.count],
                hidden: (g / 20) % 3 == 1, key: (g / 60) % 2 == 1, system: (g / 120) % 5 == 4)
        }
    }

    /// Gene 0 is no policy; then named masks, locks, matchPresenting,
    /// remembered screens and preferred orientations.
    static func policy(_ g: Int) -> OrientationPolicy? {
        switch g % 7 {
        case 0: return nil
        case 1: return OrientationPolicy(supported: masks[(g / 7) % masks.count])
        case 2: return .locked(InterfaceOrientation(rawValue: 1 + (g / 7) % 4) ?? .portrait)
        case 3: return .matchPresenting
        case 4: return .remembered(keys[(g / 7) % keys.count], supported: masks[(g / 14) % masks.count])
        case 5:
            let mask = masks[(g / 7) % masks.count]
            return OrientationPolicy(supported: mask, preferred: mask.orientations.last)
        default:
            let mask = masks[(g / 7) % masks.count]
            return OrientationPolicy(
                supported: mask, preferred: mask.orientations.first,
                remember: keys[(g / 49) % keys.count])
        }
    }

    /// Gene 0 is the app's own screen; otherwise what a class the app does
    /// not own answers UIKit: masks a real class can return on the device
    /// (never upside down alone), sometimes with a preferred orientation.
    static func foreignOverrides(_ g: Int) -> ViewControllerOverrides? {
        let foreignMasks: [InterfaceOrientationMask] = [
            .portrait, .all, .landscape, .allButUpsideDown, .landscapeRight,
        ]
        switch g % 3 {
        case 0: return nil
        case 1: return ViewControllerOverrides(supported: foreignMasks[(g / 3) % foreignMasks.count])
        default:
            let mask = foreignMasks[(g / 3) % foreignMasks.count]
            return ViewControllerOverrides(supported: mask, preferredForPresentation: mask.orientations.first)
        }
    }
}
