/// What one storyboard frame shows, derived from one ``StepRecord``: the
/// device's pose, the interface's turn inside it, and the marks. Drawing
/// reads only this, so each visual element stays a small function.
struct StoryboardFrame: Sendable {
    /// A red mark: something went wrong at this step.
    struct Mark: Sendable, Hashable {
        /// `exception`, `failure` or `refused`.
        var kind: String
        /// The text shown.
        var text: String
    }

    /// A library diagnostic with a stable code (`ORI-101`).
    struct Diagnostic: Sendable, Hashable {
        /// The code.
        var code: String
        /// `error`, `warning` or `note`.
        var severity: String
        /// The whole line.
        var text: String
    }

    /// The step.
    var step: StepRecord
    /// Phone or pad.
    var idiom: Idiom
    /// Whether the device has a home button.
    var homeButton: Bool
    /// True when the app used the library.
    var library: Bool
    /// The row's label in a comparison (`plain UIKit`, `library`), else `nil`.
    var tag: String?
    /// Expectations that failed against this step.
    var failures: [ExpectationFailure]

    /// The device orientation drawn: the physical one, or, lying flat or
    /// unknown, the one that shows the interface upright (rule 2: the
    /// interface stays as it was, and the user sees it from above).
    var pose: DeviceOrientation {
        if step.device.isValidInterfaceOrientation { return step.device }
        let shown = step.orientation.deviceOrientation
        return shown.isValidInterfaceOrientation ? shown : .portrait
    }

    /// The device's clockwise turn from portrait on the page, in degrees.
    var deviceTurn: Int { pose.storyboardTurn }

    /// The interface's clockwise turn inside the device, in degrees: the
    /// turn that brings the interface's top to the top of the device
    /// orientation that shows it upright (rule 2).
    var interfaceTurn: Int {
        let upright = step.orientation.deviceOrientation
        return StoryboardFrame.normalized(-(upright.isValidInterfaceOrientation ? upright.storyboardTurn : 0))
    }

    /// The interface's turn as the user sees it: 0 upright, 180 upside down.
    var turnForUser: Int { StoryboardFrame.normalized(deviceTurn + interfaceTurn) }

    /// True when the interface shows portraitUpsideDown.
    var isUpsideDown: Bool { step.orientation == .portraitUpsideDown }

    /// True when the interface shows an orientation the supported mask lacks.
    var isUnsupported: Bool {
        !step.supported.isEmpty && step.orientation != .unknown && !step.supported.contains(step.orientation.mask)
    }

    /// The red marks: the exception, failed expectations, a refused rotation.
    var marks: [Mark] {
        var marks: [Mark] = []
        if let exception = step.exception {
            let anticipated = step.exceptionExpected ? " (anticipated by the scenario)" : ""
            marks.append(Mark(kind: "exception", text: "UIKit raised\(anticipated): \(exception)"))
        }
        for failure in failures {
            marks.append(
                Mark(
                    kind: "failure",
                    text:
                        "expect (line \(failure.line)) \(failure.key): expected \(failure.expected), got \(failure.actual)"
                ))
        }
        if let requested = step.requested, requested != step.orientation {
            let reasons = step.diagnostics.filter { $0.hasPrefix("requestGeometryUpdate failed") }
            let why = reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; ")
            marks.append(
                Mark(
                    kind: "refused",
                    text: "rotation to \(requested.name) refused, still \(step.orientation.name)\(why)"))
        }
        return marks
    }

    /// Diagnostics with an `ORI-` code.
    var diagnostics: [Diagnostic] {
        step.diagnostics.compactMap { line in
            guard line.hasPrefix("ORI-") else { return nil }
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            let severity = words.count > 1 ? String(words[1].filter { $0 != ":" }) : "note"
            return Diagnostic(code: words[0], severity: severity, text: line)
        }
    }

    /// The other notes (the model's, UIKit's console), except the geometry
    /// errors a refused rotation already shows.
    var notes: [String] {
        step.diagnostics.filter {
            !$0.hasPrefix("ORI-") && !($0.hasPrefix("requestGeometryUpdate failed") && step.requested != nil)
        }
    }

    /// An angle in (-180, 180].
    static func normalized(_ degrees: Int) -> Int {
        var value = degrees % 360
        if value <= -180 { value += 360 }
        if value > 180 { value -= 360 }
        return value
    }
}

extension DeviceOrientation {
    /// The device's clockwise turn from portrait as the user sees it, in
    /// degrees: landscapeRight (home button on the left) 90,
    /// portraitUpsideDown 180, landscapeLeft (home button on the right) -90;
    /// 0 for the others.
    var storyboardTurn: Int {
        switch self {
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        case .landscapeLeft: -90
        default: 0
        }
    }
}
