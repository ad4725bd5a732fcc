import OrientationTesting

/// The mask is never empty, UIKit never raises, the interface stays inside
/// the deciding screen's policy where masks are honoured (and a diagnostic
/// says so where not), choice rules 1-4 when a screen starts deciding.
extension InvariantChecker {
    func policyViolations(in report: SimulationReport, states: [EngineState] = []) -> [String] {
        var found: [String] = []
        let deviceMask: InterfaceOrientationMask =
            scenario.device.environment == .phoneOnPad
            ? .all
            : (scenario.device.idiom == .phone && !scenario.device.homeButton ? .allButUpsideDown : .all)
        // Only the scene delegate answers and this system never asks it:
        // the policies never reach UIKit, as the launch's ORI-415 says (rule 70).
        let policiesReachUIKit = scenario.app.authority.isAsked(osMajorVersion: scenario.device.os)
        let apps = appStates(count: report.steps.count)
        var lastShown: [String: InterfaceOrientation] = [:] // choice rule 3: what a screen showed last
        var remembered: [String: InterfaceOrientation] = [:] // choice rule 4: per remember key
        var everDeciding: Set<String> = []
        var deciderBeforeGesture: String?
        // A diagnostic explains the state until the deciding screen, its
        // policy or whether the scene honours masks changes.
        var explainedState: ExplainedState?

        for (position, row) in report.steps.enumerated() {
            let app = apps[min(position, apps.count - 1)]
            let policies = app.policies
            let active = app.active
            let at = Self.at(row)
            // Where UIKit never asks the library, it behaves as without it.
            if policiesReachUIKit, row.supported.isEmpty { found.append("\(at): the mask handed to UIKit is empty") }
            // The app's own misuse (pushing a navigation controller, presenting
            // a controller twice) raises NSInvalidArgumentException whatever
            // the library does; every other exception is a violation.
            if policiesReachUIKit, let exception = row.exception, row.exceptionName != "NSInvalidArgumentException" {
                found.append("\(at): UIKit raised: \(exception)")
            }
            // The driver learns the scene's conditions from its geometry,
            // which may not change when the model's do (a foldable's inner
            // display at launch): a diagnostic explains the state while the
            // same screen decides with the same policy.
            let state = ExplainedState(deciding: row.deciding, policy: row.deciding.flatMap { policies[$0] })
            if !row.diagnostics.isEmpty { explainedState = state }
            let explained = explainedState == state
            let honoured = row.scene.honoursMasks
            // During an interactive transition nothing turns (rule 57).
            let interactive = position < states.count && states[position].interactive
            let settled = active && honoured && !explained && policiesReachUIKit && !interactive
            if settled, !row.supported.contains(row.orientation) {
                found.append("\(at): shows \(row.orientation), outside \(row.supported), with no diagnostic")
            }
            // A screen that stops deciding is covered: record what it showed (choice rules 3-4).
            // A cancelled interactive transition covers again the screen it
            // uncovered for a moment: the window, and what the screen showed
            // when it was covered, are as before the gesture. Only the
            // screen that decided before the gesture stops deciding then,
            // when something presented during the gesture covers it.
            let previous = position > 0 ? report.steps[position - 1] : nil
            let wasInteractive = position > 0 && position - 1 < states.count && states[position - 1].interactive
            if interactive, !wasInteractive { deciderBeforeGesture = previous?.deciding }
            let cancelledGesture = row.event.hasSuffix(" cancel")
            let stopsDeciding =
                cancelledGesture ? (wasInteractive ? deciderBeforeGesture : previous?.deciding) : previous?.deciding
            if let previous, let old = stopsDeciding, old != row.deciding {
                lastShown[old] = previous.orientation
                if active, let key = policies[old]?.rememberKey,
                    policies[old]?.supported.contains(previous.orientation) == true
                {
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
            // The controller UIKit asks (an overlay's root, a screen the app
            // does not own) caps what is possible (rules 16, 51).
            let capped = allowed.intersection(row.supported)
            let possible = capped.isEmpty ? allowed : capped
            let outside = !policy.matchesPresenting && !allowed.isEmpty && !allowed.contains(row.orientation)
            if settled, outside {
                found.append("\(at): \(deciding) allows \(allowed) but shows \(row.orientation), with no diagnostic")
            }
            if active, !honoured, outside, !explained, policiesReachUIKit, !interactive {
                found.append(
                    "\(at): \(row.scene) ignores masks and \(deciding), which allows \(allowed), shows \(row.orientation), with no diagnostic"
                )
            }
            // The app's own request, waiting for an interactive transition,
            // wins over the choice rules when it ends.
            let appAsked = row.settledRotations.contains { $0.request.origin == .app }
            // A cancelled interactive transition leaves the window as it was:
            // nothing was decided.
            let cancelled = row.event.hasSuffix(" cancel")
            if let previous, previous.deciding != deciding, settled, !policy.matchesPresenting, !appAsked, !cancelled {
                found += choiceViolations(
                    at: at, row: row, deciding: deciding, policy: policy, allowed: possible,
                    app: app,
                    memory: memory(
                        of: deciding, policy, possible, everDeciding,
                        lastShown, remembered))
            }
            // Nothing is remembered while a finger drives a transition: the
            // screen uncovered for a moment may be covered again.
            if active, !interactive, let key = policy.rememberKey, allowed.contains(row.orientation) {
                remembered[key] = row.orientation
            }
            everDeciding.insert(deciding)
        }
        return found
    }

    /// What a diagnostic explains.
    struct ExplainedState: Equatable {
        var deciding: String?
        var policy: OrientationPolicy?
    }

    /// Choice rules 1-4 for a screen that just started deciding.
    private func choiceViolations(
        at: String, row: StepRecord, deciding: String, policy: OrientationPolicy,
        allowed: InterfaceOrientationMask, app: AppState,
        memory: (rule: String, orientation: InterfaceOrientation)?
    ) -> [String] {
        if let lock = policy.locked, allowed.contains(lock), row.orientation != lock {
            return ["\(at): choice rule 1: \(deciding) is locked to \(lock) but shows \(row.orientation)"]
        }
        guard policy.locked == nil, let memory else { return [] }
        // Choice rule 2: the device held in an orientation the screen
        // allows wins over its memory (choice rules 3-4); under the rotation
        // lock UIDevice reads portrait, and the library told of the lock
        // lets memory win (rule 56).
        let reported: DeviceOrientation = app.locked ? .portrait : row.device
        // A mirrored iPhone is locked (rule 65): how it lies says nothing;
        // but no API tells an app it is mirrored, so the driver believes
        // the phone's reports as on a phone: either answer is the library's.
        if row.scene.environment == .mirroring { return [] }
        let meaningful = !app.lockKnown
        if meaningful, let held = reported.interfaceOrientation, row.supported.contains(held) {
            if row.orientation != held {
                return [
                    "\(at): choice rule 2: the device is held in \(held), which \(deciding) allows, but it shows \(row.orientation)"
                ]
            }
        } else if row.orientation != memory.orientation {
            return ["\(at): \(memory.rule) but shows \(row.orientation)"]
        }
        return []
    }

    /// What a screen that becomes deciding remembers: what it showed when it
    /// was covered (choice rule 3), else the orientation kept under its key
    /// when it decides for the first time (choice rule 4); only one its
    /// policy and the device allow.
    private func memory(
        of screen: String, _ policy: OrientationPolicy, _ allowed: InterfaceOrientationMask,
        _ everDeciding: Set<String>, _ lastShown: [String: InterfaceOrientation],
        _ remembered: [String: InterfaceOrientation]
    ) -> (rule: String, orientation: InterfaceOrientation)? {
        if everDeciding.contains(screen) {
            guard let shown = lastShown[screen], allowed.contains(shown) else { return nil }
            return ("choice rule 3: \(screen) showed \(shown) when covered", shown)
        }
        guard let key = policy.rememberKey, let value = remembered[key], allowed.contains(value) else { return nil }
        return ("choice rule 4: \(screen) remembers \(value) under \(key)", value)
    }
}
