/// Which of the choice rules (Architecture.md) picked an orientation.
public enum ChoiceRule: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// 1: the policy is locked to it.
    case locked = 1
    /// 2: the device is held in it, the policy allows it, and the screen has
    /// a memory (rules 3-4) that it beats: the device wins over memory.
    case heldDevice = 2
    /// 3: the screen is uncovered again and showed it when it was covered.
    case uncovered = 3
    /// 4: it was remembered under the policy's key.
    case remembered = 4
    /// 5: the policy prefers it (or a matchPresenting screen is pinned to it).
    case preferred = 5
    /// 6: the interface already shows it: no rotation.
    case current = 6
    /// 7: it matches the device's physical orientation.
    case device = 7
    /// 8: it is the allowed orientation nearest to the current one.
    case nearest = 8

    /// `rule 4 (remembered)`.
    public var description: String {
        let names = [
            "", "locked", "held device", "uncovered", "remembered", "preferred", "current", "device", "nearest",
        ]
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

/// The candidates for one choice, in the terms of the choice rules (Architecture.md).
public struct ChoiceInputs: Sendable, Hashable {
    /// The allowed orientations. Never empty when passed by the engine.
    public var mask: InterfaceOrientationMask
    /// Rule 1.
    public var locked: InterfaceOrientation?
    /// Rule 3.
    public var uncovered: InterfaceOrientation?
    /// Rule 4.
    public var remembered: InterfaceOrientation?
    /// Rule 5.
    public var preferred: InterfaceOrientation?
    /// Rule 6; `nil` at launch.
    public var current: InterfaceOrientation?
    /// Rules 2 and 7: the physical orientation `UIDevice` reports.
    public var device: DeviceOrientation
    /// True when the user's rotation lock is known to be on: the device's
    /// report is then the lock's orientation, not how the device is held
    /// (UIKIT rule 56), so it does not beat memory (rule 2 is skipped).
    public var deviceRotationLocked: Bool

    /// Creates the inputs.
    public init(
        mask: InterfaceOrientationMask, locked: InterfaceOrientation? = nil,
        uncovered: InterfaceOrientation? = nil, remembered: InterfaceOrientation? = nil,
        preferred: InterfaceOrientation? = nil, current: InterfaceOrientation?,
        device: DeviceOrientation, deviceRotationLocked: Bool = false
    ) {
        self.mask = mask
        self.locked = locked
        self.uncovered = uncovered
        self.remembered = remembered
        self.preferred = preferred
        self.current = current
        self.device = device
        self.deviceRotationLocked = deviceRotationLocked
    }

    /// The orientation the device is held in, when it can beat memory: a
    /// valid interface orientation (not flat or unknown), allowed by the
    /// mask, with the rotation lock not known to be on.
    public var heldDevice: InterfaceOrientation? {
        guard !deviceRotationLocked, let held = device.interfaceOrientation, mask.contains(held) else { return nil }
        return held
    }

    /// True when rule 3 or 4 would pick an orientation: the screen has an
    /// allowed memory.
    public var hasMemory: Bool {
        [uncovered, remembered].contains { $0.map(mask.contains) ?? false }
    }

    /// Applies rules 1-8, first match wins. At launch (`current == nil`)
    /// rule 6 is skipped and rule 8 counts turns from portrait.
    public func choose() -> OrientationChoice {
        let candidates: [(InterfaceOrientation?, ChoiceRule)] = [
            (locked, .locked), (hasMemory ? heldDevice : nil, .heldDevice),
            (uncovered, .uncovered), (remembered, .remembered),
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
            if turns < bestTurns {
                best = o
                bestTurns = turns
            }
        }
        return OrientationChoice(orientation: best ?? .portrait, rule: .nearest)
    }
}
