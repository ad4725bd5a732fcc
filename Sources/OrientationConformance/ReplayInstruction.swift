import Foundation
import OrientationCore

/// How a device carries out one step of a plan: the app calls UIKit (or the
/// library) itself, or asks the person to act and waits until UIKit shows
/// the change; an unattended UI test performs the person's part.
public struct ReplayInstruction: Sendable, Hashable {
    /// Who carries the step out.
    public enum Performer: Sendable, Hashable {
        /// The app, with UIKit calls (or the library's).
        case app
        /// The person; the app waits for ``ReplayInstruction/awaited``.
        case person
        /// The person, while the app is in the background: the app cannot
        /// watch, so the step is recorded as skipped and the next
        /// `foreground` step observes the result.
        case personWhileAway
        /// Nobody: an app cannot do this (the reason is given).
        case impossible(String)
    }

    /// The step's index (0 is the launch).
    public var index: Int
    /// The plan's event text.
    public var event: String
    /// The action, `nil` for the launch.
    public var action: PlanAction?
    /// Who carries it out.
    public var performer: Performer
    /// What the person is asked to do, for person steps.
    public var prompt: String?
    /// The change the app waits for before it records, for person steps.
    public var awaited: AwaitedChange?
    /// What an unattended UI test does for this step.
    public var automation: AutomationStep
    /// True for an app step the plan performs while the app is in the
    /// background (between `background` and `foreground`).
    public var whileAway: Bool = false

    /// The note for an app step meant to run in the background, given the
    /// app's state when it was performed: `nil` when it ran in the
    /// background as planned; else says that it ran in the foreground,
    /// where UIKit may answer otherwise (CONFORMANCE-REVIEW finding 3).
    public func awayNote(performedInBackground: Bool) -> String? {
        guard whileAway, !performedInBackground else { return nil }
        return
            "the plan performs this step while the app is in the background, but the app was active again when it ran"
    }
}

/// A change the app waits for before it records a person's step.
public enum AwaitedChange: Sendable, Hashable {
    /// `UIDevice.orientation` reports this orientation.
    case deviceOrientation(DeviceOrientation)
    /// The app entered the background.
    case appInBackground
    /// The app is active again.
    case appActive
    /// The app resigned active after the step began (Control Center or
    /// another system overlay covered it), then became active again.
    case appReactivated
    /// The scene's size changed (a resize, a fold or an unfold).
    case sceneSizeChange
    /// An interactive pop (`pop: true`) or sheet dismissal reached a phase:
    /// under way (`begin`), completed (`finish`) or rolled back (`cancel`).
    case interactiveTransition(pop: Bool, phase: GesturePhase)
}

/// What an unattended UI test does for a step, published by the app in its
/// status (``UnattendedStatus``).
public enum AutomationStep: Sendable, Hashable, CustomStringConvertible {
    /// Nothing: the app performs the step.
    case byApp
    /// Set `XCUIDevice.shared.orientation`.
    case rotateDevice(DeviceOrientation)
    /// Press the home button, turn the device to each orientation, stay
    /// away while the app performs its `appSteps` own steps
    /// (``UnattendedTiming/awayTime(turns:appSteps:)``), then activate the
    /// app again.
    case leaveApp(thenRotate: [DeviceOrientation], appSteps: Int = 0)
    /// Activate the app.
    case returnToApp
    /// Drag from the left edge: all the way (`finish`) or a little and back (`cancel`).
    case swipeBack(GesturePhase)
    /// Drag the sheet down: all the way or a little.
    case swipeDown(GesturePhase)
    /// The UI test cannot do it: it taps Skip.
    case manual

    /// The status text: `rotateDevice:landscapeLeft`, `leaveApp:faceUp,portrait`,
    /// `leaveApp@2` (two app steps while away), `leaveApp:faceUp@1`, `returnToApp`, `swipeBack:finish`, `swipeDown:cancel`, `manual`, `app`.
    public var description: String {
        switch self {
        case .byApp: "app"
        case .rotateDevice(let o): "rotateDevice:\(o.name)"
        case .leaveApp(let turns, let appSteps):
            (turns.isEmpty ? "leaveApp" : "leaveApp:" + turns.map(\.name).joined(separator: ","))
                + (appSteps > 0 ? "@\(appSteps)" : "")
        case .returnToApp: "returnToApp"
        case .swipeBack(let phase): "swipeBack:\(phase.rawValue)"
        case .swipeDown(let phase): "swipeDown:\(phase.rawValue)"
        case .manual: "manual"
        }
    }

    /// Parses a status text; `nil` for anything else.
    public init?(_ text: String) {
        if text.hasPrefix("leaveApp"), let at = text.lastIndex(of: "@") {
            guard let appSteps = Int(text[text.index(after: at)...]), appSteps > 0,
                case .leaveApp(let turns, 0)? = AutomationStep(String(text[..<at]))
            else { return nil }
            self = .leaveApp(thenRotate: turns, appSteps: appSteps)
            return
        }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1] : nil
        switch (parts.first ?? "", argument) {
        case ("app", nil): self = .byApp
        case ("manual", nil): self = .manual
        case ("returnToApp", nil): self = .returnToApp
        case ("leaveApp", nil): self = .leaveApp(thenRotate: [])
        case ("leaveApp", let list?):
            let turns = list.split(separator: ",").compactMap { DeviceOrientation(name: String($0)) }
            guard turns.count == list.split(separator: ",").count else { return nil }
            self = .leaveApp(thenRotate: turns)
        case ("rotateDevice", let name?):
            guard let o = DeviceOrientation(name: name) else { return nil }
            self = .rotateDevice(o)
        case ("swipeBack", let name?):
            guard let phase = GesturePhase(rawValue: name) else { return nil }
            self = .swipeBack(phase)
        case ("swipeDown", let name?):
            guard let phase = GesturePhase(rawValue: name) else { return nil }
            self = .swipeDown(phase)
        default:
            return nil
        }
    }
}
