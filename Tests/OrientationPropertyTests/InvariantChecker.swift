import OrientationTesting

/// Checks DESIGN.md's invariants and choice rules 1-4 on a simulation report,
/// tracking what the app did (policies, activity) from the scenario's steps.
struct InvariantChecker {
    let scenario: Scenario

    /// The violations found, each naming the step.
    func violations(in report: SimulationReport) -> [String] {
        var found: [String] = []
        var policies: [String: OrientationPolicy] = [:]
        for screen in scenario.screens { if let p = screen.policy { policies[screen.id] = p } }
        let eventSteps = scenario.steps.filter { if case .expect = $0.action { false } else { true } }
        let deviceMask: InterfaceOrientationMask =
            scenario.device.idiom == .phone && !scenario.device.homeButton ? .allButUpsideDown : .all
        let plist = scenario.app.supported ?? scenario.device.idiom.defaultMask
        let multitasking = scenario.device.idiom == .pad && !scenario.app.requiresFullScreen && plist == .all
        var active = true
        var lastShown: [String: InterfaceOrientation] = [:]   // choice rule 3: what a screen showed last
        var remembered: [String: InterfaceOrientation] = [:]  // choice rule 4: per remember key
        var everDeciding: Set<String> = []
        // A diagnostic explains the state until the deciding screen or its policy changes.
        var explainedState: (deciding: String?, policy: OrientationPolicy?)?

        for (position, row) in report.steps.enumerated() {
            let step = position == 0 ? nil : (position - 1 < eventSteps.count ? eventSteps[position - 1].action : nil)
            switch step {
            case .background?: active = false
            case .foreground?: active = true
            case .setPolicy(let id, let policy)?: policies[id] = policy
            default: break
            }
            let at = "step \(row.index) (\(row.event))"
            if row.supported.isEmpty { found.append("\(at): the mask handed to UIKit is empty") }
            if let exception = row.exception, row.exceptionName != "NSInvalidArgumentException" {
                found.append("\(at): UIKit raised: \(exception)")
            }
            let state = (deciding: row.deciding, policy: row.deciding.flatMap { policies[$0] })
            if !row.diagnostics.isEmpty { explainedState = state }
            let explained = explainedState.map { $0.deciding == state.deciding && $0.policy == state.policy } ?? false
            let settled = active && !multitasking && !explained
            if settled, !row.supported.contains(row.orientation) {
                found.append("\(at): shows \(row.orientation), outside \(row.supported), with no diagnostic")
            }
            // A screen that stops deciding is covered: record what it showed (choice rules 3-4).
            let previous = position > 0 ? report.steps[position - 1] : nil
            if let previous, let old = previous.deciding, previous.deciding != row.deciding {
                lastShown[old] = previous.orientation
                if active, let key = policies[old]?.rememberKey, policies[old]?.supported.contains(previous.orientation) == true {
                    remembered[key] = previous.orientation
                }
            }
            guard let deciding = row.deciding, let policy = policies[deciding] else { continue }
            // Screens shown beside the deciding one narrow what it allows (UIKit rule 43).
            var allowed = policy.supported.intersection(deviceMask)
            for other in row.alsoDeciding {
                guard let narrowing = policies[other], !narrowing.matchesPresenting else { continue }
                let next = allowed.intersection(narrowing.supported)
                if !next.isEmpty { allowed = next }
            }
            if settled, !policy.matchesPresenting, !allowed.isEmpty, !allowed.contains(row.orientation) {
                found.append("\(at): \(deciding) allows \(allowed) but shows \(row.orientation), with no diagnostic")
            }
            if let previous, previous.deciding != deciding {
                if settled, !policy.matchesPresenting {
                    if let lock = policy.locked, allowed.contains(lock), row.orientation != lock {
                        found.append("\(at): choice rule 1: \(deciding) is locked to \(lock) but shows \(row.orientation)")
                    } else if policy.locked == nil, let memory = memory(of: deciding, policy, allowed,
                                                                       everDeciding, lastShown, remembered) {
                        // Choice rule 2: the device held in an orientation the screen
                        // allows wins over its memory (choice rules 3-4).
                        if let held = row.device.interfaceOrientation, row.supported.contains(held) {
                            if row.orientation != held {
                                found.append("\(at): choice rule 2: the device is held in \(held), which \(deciding) allows, but it shows \(row.orientation)")
                            }
                        } else if row.orientation != memory.orientation {
                            found.append("\(at): \(memory.rule) but shows \(row.orientation)")
                        }
                    }
                }
            }
            if active, let key = policy.rememberKey, allowed.contains(row.orientation) { remembered[key] = row.orientation }
            everDeciding.insert(deciding)
        }
        return found
    }

    /// What a screen that becomes deciding remembers: what it showed when it
    /// was covered (choice rule 3), else the orientation kept under its key
    /// when it decides for the first time (choice rule 4); only one its
    /// policy and the device allow.
    private func memory(of screen: String, _ policy: OrientationPolicy, _ allowed: InterfaceOrientationMask,
                        _ everDeciding: Set<String>, _ lastShown: [String: InterfaceOrientation],
                        _ remembered: [String: InterfaceOrientation]) -> (rule: String, orientation: InterfaceOrientation)? {
        if everDeciding.contains(screen) {
            guard let shown = lastShown[screen], allowed.contains(shown) else { return nil }
            return ("choice rule 3: \(screen) showed \(shown) when covered", shown)
        }
        guard let key = policy.rememberKey, let value = remembered[key], allowed.contains(value) else { return nil }
        return ("choice rule 4: \(screen) remembers \(value) under \(key)", value)
    }
}
