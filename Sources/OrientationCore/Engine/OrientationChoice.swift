/// Which of DESIGN.md's choice rules picked an orientation.
public enum ChoiceRule: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// 1: the policy is locked to it.
    case locked = 1
    /// 2: the screen is uncovered again and showed it when it was covered.
    case uncovered = 2
    /// 3: it was remembered under the policy's key.
    case remembered = 3
    /// 4: the policy prefers it (or a matchPresenting screen is pinned to it).
    case preferred = 4
    /// 5: the interface already shows it: no rotation.
    case current = 5
    /// 6: it matches the device's physical orientation.
    case device = 6
    /// 7: it is the allowed orientation nearest to the current one.
    case nearest = 7

    /// `rule 3 (remembered)`.
    public var description: String {
        let names = ["", "locked", "uncovered", "remembered", "preferred", "current", "device", "nearest"]
        return "rule \(rawValue) (\(names[rawValue]))"
    }
}

/// An orientation and the rule that chose it.
public struct OrientationChoice: Sendable, Hashable {
    /// The chosen orientation, always inside the mask it was chosen from.
    public var orientation: InterfaceOrientation
    /// The rule that chose it.
    public var rule: ChoiceRule
}

/// The candidates for one choice, in DESIGN.md's terms.
public struct ChoiceInputs: Sendable, Hashable {
    /// The allowed orientations. Never empty when passed by the engine.
    public var mask: InterfaceOrientationMask
    /// Rule 1.
    public var locked: InterfaceOrientation?
    /// Rule 2.
    public var uncovered: InterfaceOrientation?
    /// Rule 3.
    public var remembered: InterfaceOrientation?
    /// Rule 4.
    public var preferred: InterfaceOrientation?
    /// Rule 5; `nil` at launch.
    public var current: InterfaceOrientation?
    /// Rule 6.
    public var device: DeviceOrientation

    /// Creates the inputs.
    public init(mask: InterfaceOrientationMask, locked: InterfaceOrientation? = nil,
                uncovered: InterfaceOrientation? = nil, remembered: InterfaceOrientation? = nil,
                preferred: InterfaceOrientation? = nil, current: InterfaceOrientation?,
                device: DeviceOrientation) {
        self.mask = mask
        self.locked = locked
        self.uncovered = uncovered
        self.remembered = remembered
        self.preferred = preferred
        self.current = current
        self.device = device
    }

    /// Applies rules 1-7, first match wins. At launch (`current == nil`)
    /// rule 5 is skipped and rule 7 counts turns from portrait.
    public func choose() -> OrientationChoice {
        let candidates: [(InterfaceOrientation?, ChoiceRule)] = [
            (locked, .locked), (uncovered, .uncovered), (remembered, .remembered),
            (preferred, .preferred), (current, .current), (device.interfaceOrientation, .device),
        ]
        for (candidate, rule) in candidates {
            if let o = candidate, mask.contains(o) { return OrientationChoice(orientation: o, rule: rule) }
        }
        var from = InterfaceOrientation.portrait
        if let c = current, c != .unknown { from = c }
        var best: InterfaceOrientation?
        var bestTurns = Int.max
        for o in InterfaceOrientation.tieBreakOrder where mask.contains(o) {
            let turns = from.turns(to: o) ?? 2
            if turns < bestTurns { best = o; bestTurns = turns }
        }
        return OrientationChoice(orientation: best ?? .portrait, rule: .nearest)
    }
}
