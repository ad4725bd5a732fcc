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
        let viewControllerMask = scenario.device.idiom.defaultMask
        let plist = scenario.app.supported ?? scenario.device.idiom.defaultMask
        let multitasking = scenario.device.idiom == .pad && !scenario.app.requiresFullScreen && plist == .all
        var active = true
        var lastShown: [String: InterfaceOrientation] = [:]   // rule 2: what a screen showed last
        var remembered: [String: InterfaceOrientation] = [:]  // rule 3: per remember key
        var everDeciding: Set<String> = []

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
            if let exception = row.exception { found.append("\(at): UIKit raised: \(exception)") }
            let settled = active && !multitasking && row.diagnostics.isEmpty
            if settled, !row.supported.contains(row.orientation) {
                found.append("\(at): shows \(row.orientation), outside \(row.supported), with no diagnostic")
            }
            let previous = position > 0 ? report.steps[position - 1] : nil
            // What a screen showed when it stopped deciding, also when no
            // screen decides after it.
            if let previous, previous.deciding != row.deciding, let old = previous.deciding {
                lastShown[old] = previous.orientation
                // Only an orientation its policy allows is remembered, not a fallback.
                if let policy = policies[old], let key = policy.rememberKey,
                   policy.supported.intersection(deviceMask).intersection(viewControllerMask).contains(previous.orientation) {
                    remembered[key] = previous.orientation
                }
            }
            guard let deciding = row.deciding, let policy = policies[deciding] else { continue }
            // With UIKit's default view controllers a phone never shows
            // portraitUpsideDown (UIKIT-RULES.md rules 9 and 16).
            let allowed = policy.supported.intersection(deviceMask).intersection(viewControllerMask)
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
            if let key = policy.rememberKey, allowed.contains(row.orientation) { remembered[key] = row.orientation }
            everDeciding.insert(deciding)
        }
        return found
    }
}
