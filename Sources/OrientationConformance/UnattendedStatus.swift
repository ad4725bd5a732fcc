import Foundation
import OrientationCore

/// What the ConformanceApp publishes as the accessibility value of its
/// status element (identifier ``elementIdentifier``), so that a UI test can
/// follow a run without reading anything from `XCUIDevice`:
///
/// - `idle`
/// - `running 3`: the app is carrying out step 3
/// - `waiting 4 rotateDevice:landscapeLeft`: step 4 needs the person (``AutomationStep``)
/// - `raised 5 1`: the last run ended with a UIKit exception at step 5; 1 mismatch
/// - `finished 2 9`: the run ended with 2 mismatches, 9 steps compared
/// - `error No bundled plan is named 'x'.`: the app shows a problem, not a
///   run (the plan list or a missing plan), so a UI test stops waiting at once
public enum UnattendedStatus: Sendable, Hashable, CustomStringConvertible {
    /// The accessibility identifier of the status element.
    public static let elementIdentifier = "conformance.status"
    /// The accessibility identifier of the element whose value is the observation file's JSON.
    public static let observationIdentifier = "conformance.observation"
    /// The accessibility identifier of the element whose value lists the bundled plans, one per line.
    public static let plansIdentifier = "conformance.plans"
    /// The accessibility identifier of the Skip button.
    public static let skipIdentifier = "conformance.skip"
    /// The accessibility identifier of the element whose value is the
    /// observation's size in UTF-8 bytes, so that a UI test can tell a
    /// whole observation from one the accessibility snapshot cut short.
    public static let observationSizeIdentifier = "conformance.observation.size"
    /// The accessibility identifier of the element whose value says where
    /// the observation file was written (``ObservationFolder``): its path,
    /// a note saying why it was not, or nothing when no folder was named.
    public static let observationFileIdentifier = "conformance.observation.file"

    /// No run.
    case idle
    /// The app is carrying out a step.
    case running(step: Int)
    /// A step waits for the person (or the UI test).
    case waiting(step: Int, AutomationStep)
    /// UIKit raised at a step; the run ended (reported at the next launch).
    case raised(step: Int, mismatches: Int)
    /// The run ended.
    case finished(mismatches: Int, compared: Int)
    /// No run: the app shows a problem (one line of text).
    case problem(String)

    /// The published text.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .running(let step): "running \(step)"
        case .waiting(let step, let automation): "waiting \(step) \(automation)"
        case .raised(let step, let mismatches): "raised \(step) \(mismatches)"
        case .finished(let mismatches, let compared): "finished \(mismatches) \(compared)"
        case .problem(let text): "error " + text.replacingOccurrences(of: "\n", with: " ")
        }
    }

    /// Parses a published text; `nil` for anything else.
    public init?(_ text: String) {
        if text.hasPrefix("error ") {
            self = .problem(String(text.dropFirst("error ".count)))
            return
        }
        let words = text.split(separator: " ").map(String.init)
        let numbers = words.dropFirst().compactMap { Int($0) }
        switch (words.first, words.count) {
        case ("idle", 1): self = .idle
        case ("running", 2) where numbers.count == 1: self = .running(step: numbers[0])
        case ("raised", 3) where numbers.count == 2: self = .raised(step: numbers[0], mismatches: numbers[1])
        case ("finished", 3) where numbers.count == 2: self = .finished(mismatches: numbers[0], compared: numbers[1])
        case ("waiting", 3):
            guard let step = Int(words[1]), let automation = AutomationStep(words[2]) else { return nil }
            self = .waiting(step: step, automation)
        default: return nil
        }
    }
}

/// The launch arguments a UI test passes to replay one plan unattended:
/// `-ConformancePlan NAME -ConformanceUnattended YES`.
public struct LaunchRequest: Sendable, Hashable {
    /// The bundled plan to replay at launch, by name.
    public var plan: String?
    /// True when a UI test drives the run.
    public var unattended: Bool

    /// Creates a request.
    public init(plan: String?, unattended: Bool) {
        self.plan = plan
        self.unattended = unattended
    }

    /// Reads the request from the process's arguments.
    public init(arguments: [String]) {
        func value(after flag: String) -> String? {
            guard let position = arguments.firstIndex(of: flag), position + 1 < arguments.count else { return nil }
            return arguments[position + 1]
        }
        plan = value(after: "-ConformancePlan")
        unattended = value(after: "-ConformanceUnattended").map { ["YES", "yes", "1", "true"].contains($0) } ?? false
    }

    /// The arguments that make this request.
    public var arguments: [String] {
        (plan.map { ["-ConformancePlan", $0] } ?? []) + (unattended ? ["-ConformanceUnattended", "YES"] : [])
    }

    /// True when a run UIKit ended, left in the journal at `location`
    /// (`bundled:NAME` or an imported file's), is the one this launch asks
    /// about, so its crash is reported. A person relaunching after a crash
    /// always sees it; an unattended launch sees it only when it names that
    /// plan: a run left by an earlier, interrupted test (another plan, or
    /// the plan list) is stale and must not stand for the plan asked for
    /// (CONFORMANCE-REVIEW finding 2).
    public func owns(pendingRunAt location: String) -> Bool {
        guard unattended else { return true }
        guard let plan else { return false }
        return location == plan || location == "bundled:" + plan
    }
}

/// One line of the bundled plan list the app publishes for UI tests
/// (``UnattendedStatus/plansIdentifier``): the plan's name, the device
/// orientation its launch assumes, the step at which the model predicts
/// that UIKit raises, if any, and, for a plan this device cannot run, why
/// (``PlanApplicability``): `video-app portrait`,
/// `portrait-plist-plain portrait raises:0`, or
/// `ipad-player portrait skip: idiom pad, this device is phone`.
public struct PlanListing: Sendable, Hashable, CustomStringConvertible {
    /// The bundled plan's name (`-ConformancePlan` takes it).
    public var name: String
    /// How the device is held when the plan starts.
    public var orientation: DeviceOrientation
    /// The step at which the model predicts a UIKit exception, or `nil`.
    public var raisesAt: Int?
    /// Why this device cannot run the plan, or `nil` when it can.
    public var skipReason: String?

    /// Creates a line.
    public init(name: String, orientation: DeviceOrientation, raisesAt: Int? = nil, skipReason: String? = nil) {
        self.name = name
        self.orientation = orientation
        self.raisesAt = raisesAt
        self.skipReason = skipReason
    }

    /// The line of a plan: its first step whose prediction has an exception
    /// is the step it raises at.
    public init(plan: ConformancePlan, name: String, skipReasons: [String]) {
        self.init(
            name: name, orientation: plan.scenario.device.orientation,
            raisesAt: plan.predictions.first { $0.exception != nil }?.index,
            skipReason: skipReasons.isEmpty ? nil : skipReasons.joined(separator: "; "))
    }

    /// `name orientation`, then ` raises:N` and ` skip: reason` when they apply.
    public var description: String {
        "\(name) \(orientation.name)" + (raisesAt.map { " raises:\($0)" } ?? "")
            + (skipReason.map { " skip: \($0.replacingOccurrences(of: "\n", with: " "))" } ?? "")
    }

    /// Parses a line; `nil` for anything else.
    public init?(_ line: String) {
        let parts = line.components(separatedBy: " skip: ")
        let words = parts[0].split(separator: " ").map(String.init)
        guard words.count == 2 || words.count == 3, let orientation = DeviceOrientation(name: words[1]) else {
            return nil
        }
        var raisesAt: Int?
        if words.count == 3 {
            guard words[2].hasPrefix("raises:"), let step = Int(words[2].dropFirst("raises:".count)), step >= 0
            else { return nil }
            raisesAt = step
        }
        let reason = parts.count > 1 ? parts.dropFirst().joined(separator: " skip: ") : nil
        self.init(
            name: words[0], orientation: orientation, raisesAt: raisesAt,
            skipReason: reason?.isEmpty == true ? nil : reason)
    }

    /// Every line of a published list that parses.
    public static func parse(_ text: String) -> [PlanListing] {
        text.split(separator: "\n").compactMap { PlanListing(String($0)) }
    }

    /// The label the list element carries beside its value: `51 plans`.
    public static func announcement(count: Int) -> String {
        "\(count) plans"
    }

    /// The published list, checked against the count announced in the
    /// element's label: a value the accessibility snapshot cut short (it
    /// may keep only its first 512 bytes) or a line that does not parse
    /// throws, rather than leaving a UI test to replay part of the plans
    /// and pass (CONFORMANCE-REVIEW finding 9).
    public static func parse(_ text: String, announced: String) throws -> [PlanListing] {
        let lines = text.split(separator: "\n").map(String.init)
        let listings = lines.compactMap(PlanListing.init)
        let words = announced.split(separator: " ")
        guard words.count == 2, words[1] == "plans", let count = Int(words[0]) else {
            throw ConformanceTransferError.unreadableAnnouncement(announced)
        }
        guard listings.count == lines.count, listings.count == count else {
            throw ConformanceTransferError.listCut(announced: count, parsed: listings.count, lines: lines.count)
        }
        return listings
    }
}

/// Data a UI test reads from the app's accessibility values that did not
/// arrive whole (CONFORMANCE-REVIEW finding 9).
public enum ConformanceTransferError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The plan list's label is not `N plans`.
    case unreadableAnnouncement(String)
    /// The plan list has fewer lines, or lines that do not parse, than it announces.
    case listCut(announced: Int, parsed: Int, lines: Int)
    /// The observation's JSON is not as long as the app says it is.
    case observationCut(announced: Int, received: Int)

    /// What went wrong, for the test's failure message.
    public var description: String {
        switch self {
        case .unreadableAnnouncement(let text):
            "the plan list's label is '\(text)', not 'N plans'"
        case .listCut(let announced, let parsed, let lines):
            "the app announces \(announced) plans, but \(parsed) of the \(lines) published lines parse: the accessibility value was cut short or garbled"
        case .observationCut(let announced, let received):
            "the observation has \(announced) bytes in the app, \(received) arrived: the accessibility value was cut short"
        }
    }

    /// Checks that an observation's JSON arrived whole, against the size
    /// the app published (``UnattendedStatus/observationSizeIdentifier``).
    public static func checkObservation(_ json: String, announcedSize: String?) throws {
        let received = json.utf8.count
        guard let announcedSize, let size = Int(announcedSize) else {
            throw ConformanceTransferError.observationCut(announced: -1, received: received)
        }
        guard size == received else {
            throw ConformanceTransferError.observationCut(announced: size, received: received)
        }
    }
}
