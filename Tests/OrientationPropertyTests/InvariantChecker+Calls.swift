import OrientationTesting

/// No redundant platform call: per decision at most one update of the
/// supported orientations and one rotation request; none that changes
/// nothing; none while the app is inactive or an interactive transition
/// runs (issue 17).
extension InvariantChecker {
    func callViolations(in report: SimulationReport) -> [String] {
        var found: [String] = []
        // Where UIKit never asks the library (rule 70, ORI-415) every call
        // changes nothing; the launch's diagnostic says so.
        let asked = scenario.app.authority.isAsked(osMajorVersion: scenario.device.os)
        for row in report.steps {
            for decision in row.decisions {
                let problems = Self.problems(of: decision, os: report.os, judgeEffects: asked)
                found += problems.map { "\(Self.at(row)): \($0) [\(decision)]" }
            }
        }
        return found
    }

    static func problems(of decision: EngineDecision, os: Int, judgeEffects: Bool = true) -> [String] {
        var problems: [String] = []
        let calls = decision.calls.filter { $0 != .setNeedsUpdateOfPrefersInterfaceOrientationLocked }
        let updates = calls.filter {
            $0 == .setNeedsUpdateOfSupportedInterfaceOrientations || $0 == .attemptRotationToDeviceOrientation
        }
        let requests = calls.filter {
            if case .requestGeometryUpdate = $0 { return true }
            if case .setLegacyDeviceOrientation(let o) = $0 { return o != .unknown }
            return false
        }
        if updates.count > 1 {
            problems.append("\(updates.count) updates of the supported orientations in one decision")
        }
        if requests.count > 1 { problems.append("\(requests.count) rotation requests in one decision") }
        if !calls.isEmpty && !decision.appActive { problems.append("calls while the app is inactive") }
        if !calls.isEmpty && decision.duringInteractiveTransition {
            problems.append("calls during an interactive transition")
        }
        guard os >= 16, judgeEffects else { return problems }
        let idleUpdate = decision.idleCalls.contains(.setNeedsUpdateOfSupportedInterfaceOrientations)
        let effectiveUpdate = updates.count > (idleUpdate ? 1 : 0)
        if idleUpdate { problems.append("an update of the supported orientations that changed nothing") }
        let idleRequest = decision.idleCalls.contains { if case .requestGeometryUpdate = $0 { true } else { false } }
        // A request after an update that changed the mask keeps the target
        // in case UIKit followed the device (rule 23 is uncertain); one made
        // while UIKit had turned by itself unreported is not the engine's waste.
        if idleRequest, !effectiveUpdate, decision.believedBefore == decision.orientationBefore {
            problems.append("a geometry request that changed nothing")
        }
        return problems
    }
}

/// What the harness counts over a run: the library's calls, and the
/// decisions that asked for a rotation or whose calls turned the interface,
/// with the calls they made and how many turned it (the minimum is one call
/// per rotation).
struct CallTally {
    var calls = 0
    var rotatingCalls = 0
    var rotationsAsked = 0
    var rotations = 0
    /// The same for iOS 16 and later only (geometry requests).
    var modernCalls = 0
    var modernRotations = 0

    init() {}

    init(_ report: SimulationReport) {
        guard report.library else { return }
        for decision in report.steps.flatMap(\.decisions) {
            calls += decision.calls.count
            let asks = decision.calls.contains {
                if case .requestGeometryUpdate = $0 { return true }
                if case .setLegacyDeviceOrientation(let o) = $0 { return o != .unknown }
                return false
            }
            // An update that leaves UIKit one orientation turns the
            // interface by itself, with no request (rule 23).
            let turned = decision.orientationBefore != decision.orientationAfter
            guard asks || (turned && !decision.calls.isEmpty) else { continue }
            rotationsAsked += 1
            rotatingCalls += decision.calls.count
            if turned { rotations += 1 }
            guard report.os >= 16 else { continue }
            modernCalls += decision.calls.count
            if turned { modernRotations += 1 }
        }
    }

    static func + (lhs: CallTally, rhs: CallTally) -> CallTally {
        var sum = CallTally()
        sum.calls = lhs.calls + rhs.calls
        sum.rotatingCalls = lhs.rotatingCalls + rhs.rotatingCalls
        sum.rotationsAsked = lhs.rotationsAsked + rhs.rotationsAsked
        sum.rotations = lhs.rotations + rhs.rotations
        sum.modernCalls = lhs.modernCalls + rhs.modernCalls
        sum.modernRotations = lhs.modernRotations + rhs.modernRotations
        return sum
    }

    /// Calls of the rotating decisions per rotation they produced.
    var callsPerRotation: Double { rotations == 0 ? 0 : Double(rotatingCalls) / Double(rotations) }

    /// "3656 platform calls; 2.27 per visible rotation (2.01 from iOS 16) ...".
    var summary: String {
        let modern = modernRotations == 0 ? 0 : Double(modernCalls) / Double(modernRotations)
        return
            "\(calls) platform calls; \(String(format: "%.2f", callsPerRotation)) per visible rotation, \(String(format: "%.2f", modern)) from iOS 16 (\(rotationsAsked) decisions asked for a rotation or turned the interface, \(rotations) turned it)"
    }
}
