import OrientationTesting

/// Nothing the library holds keeps a screen alive after it left; every
/// rotation the library asks for ends in exactly one outcome, delivered
/// once (issue 17).
extension InvariantChecker {
    func retentionViolations(in report: SimulationReport, states: [EngineState]) -> [String] {
        var found: [String] = []
        for (row, state) in zip(report.steps, states) {
            // The driver learns as an app does: a screen that leaves while
            // no probe and no question of UIKit's sees it (a screen popped
            // under a presentation, or under the finger of a gesture) stays
            // in the engine's screens until the driver next hears of the
            // window. What the engine holds is checked against those too.
            let present = state.screensInWindow.union(state.engineScreens)
            let departed = state.heldScreens.subtracting(present)
            if !departed.isEmpty {
                found.append("\(Self.at(row)): the engine keeps \(departed.sorted()) after they left")
            }
            // The shipped driver asks for a screen (the app's `rotate(_:to:)`
            // names one); under the user's finger the engine holds the
            // screens from before the gesture, and the request with them.
            let held = state.interactive
            // Every gesture ends, and the driver hears that it did.
            if held && !state.gesture {
                found.append("\(Self.at(row)): the engine still holds a gesture that ended")
            }
            if let screen = state.requestScreen, !present.contains(screen), !held {
                found.append("\(Self.at(row)): the rotation under way is for \(screen), which left")
            }
        }
        return found
    }

    func outcomeViolations(in report: SimulationReport, states: [EngineState]) -> [String] {
        var found: [String] = []
        var settled: [Int: RotationOutcome] = [:]
        var highest = 0
        var firstSeen: [Int: Int] = [:]
        for (position, (row, state)) in zip(report.steps, states).enumerated() {
            let at = Self.at(row)
            if let open = state.rotationInProgress, firstSeen[open.id] == nil { firstSeen[open.id] = position }
            for item in row.settledRotations {
                // The library publishes its mask before it asks (rule 25):
                // only the windowing mode may refuse it.
                if libraryAsked, case .refused(.geometryRequestDenied(let code, let message)) = item.outcome {
                    found.append("\(at): UIKit refused \(item.request): \(code) \(message)")
                }
                // Applied means the scene reported the orientation (issue 17):
                // at some step since the request was under way (UIKit may
                // turn again within the step that delivers it).
                if case .applied(let target) = item.outcome {
                    let since = firstSeen[item.request.id] ?? position
                    if !report.steps[since...position].contains(where: { $0.orientation == target }) {
                        found.append(
                            "\(at): rotation \(item.request) ended applied \(target), but the scene never showed it")
                    }
                }
                if let earlier = settled[item.request.id] {
                    found.append("\(at): rotation \(item.request) ended twice: \(earlier), then \(item.outcome)")
                }
                settled[item.request.id] = item.outcome
                highest = max(highest, item.request.id)
            }
            if let open = state.rotationInProgress {
                highest = max(highest, open.id)
                // A request may wait only for the app to become active or
                // for an interactive transition to end.
                if state.active && !state.interactive {
                    found.append("\(at): rotation \(open) is neither ended nor waiting for anything")
                }
            }
            if row.requested != nil, row.rotationOutcome == nil, state.active, !state.interactive {
                found.append("\(at): the app's rotation request has no outcome")
            }
        }
        let open = states.last?.rotationInProgress?.id
        let lost = (1..<max(highest + 1, 1)).filter { settled[$0] == nil && $0 != open }
        if !lost.isEmpty { found.append("rotation requests \(lost) never ended") }
        return found
    }
}
