import OrientationTesting

/// Checks DESIGN.md's invariants and choice rules 1-3 on a simulation report,
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
        var lastShown: [String: InterfaceOrientation] = [:]   // rule 2: what a screen showed last
        var remembered: [String: InterfaceOrientation] = [:]  // rule 3: per remember key
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
            // A screen that stops deciding is covered: record what it showed (rules 2-3).
            let previous = position > 0 ? report.steps[position - 1] : nil
            if let previous, let old = previous.deciding, previous.deciding != row.deciding {
                lastShown[old] = previous.orientation
                if active, let key = policies[old]?.rememberKey, policies[old]?.supported.contains(previous.orientation) == true {
                    remembered[key] = previous.orientation
                }
            }
            guard let deciding = row.deciding, let policy = policies[deciding] else { continue }
            let allowed = policy.supported.intersection(deviceMask)
            if settled, !policy.matchesPresenting, !allowed.isEmpty, !allowed.contains(row.orientation) {
                found.append("\(at): \(deciding) allows \(allowed) but shows \(row.orientation), with no diagnostic")
            }
            if let previous, previous.deciding != deciding {
                if settled, !policy.matchesPresenting {
                    if let lock = policy.locked, allowed.contains(lock), row.orientation != lock {
                        found.append("\(at): rule 1: \(deciding) is locked to \(lock) but shows \(row.orientation)")
                    } else if policy.locked == nil, everDeciding.contains(deciding),
                              let shown = lastShown[deciding], allowed.contains(shown), row.orientation != shown {
                        found.append("\(at): rule 2: \(deciding) showed \(shown) when covered but comes back in \(row.orientation)")
                    } else if policy.locked == nil, !everDeciding.contains(deciding), let key = policy.rememberKey,
                              let value = remembered[key], allowed.contains(value), row.orientation != value {
                        found.append("\(at): rule 3: \(deciding) remembers \(value) under \(key) but opens in \(row.orientation)")
                    }
                }
            }
            if active, let key = policy.rememberKey, allowed.contains(row.orientation) { remembered[key] = row.orientation }
            everDeciding.insert(deciding)
        }
        return found
    }
}
