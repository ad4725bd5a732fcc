import Foundation
import OrientationCore

/// The instructions for a plan's steps.
extension ReplayInstruction {
    /// The instruction for step `index` of a plan (0 is the launch).
    public static func make(for plan: ConformancePlan, at index: Int) -> ReplayInstruction? {
        guard let prediction = plan.prediction(at: index) else { return nil }
        guard index > 0 else {
            return ReplayInstruction(
                index: 0, event: prediction.event, action: nil, performer: .app, automation: .byApp)
        }
        let steps = plan.scenario.steps
        let step = steps[index - 1]
        var instruction = ReplayInstruction(
            index: index, event: prediction.event, action: step.action,
            performer: .app, automation: .byApp)
        let away = isAway(before: index, in: steps)
        switch step.action {
        case .rotateDevice(let o):
            if away {
                instruction.performer = .personWhileAway
                instruction.prompt = "While away from the app: \(turnText(o))."
            } else {
                instruction.person("\(turnText(o)).", .deviceOrientation(o), .rotateDevice(o))
            }
        case .background:
            let turns = awayTurns(after: index, in: steps)
            let appSteps = awayAppSteps(after: index, in: plan)
            let middle = turns.map { ", " + turnText($0).lowercasedFirst }.joined()
            let stay =
                appSteps == 0
                ? ""
                : ", stay there about \(Int(UnattendedTiming.awayStepBudget) * appSteps) s while this app carries out \(appSteps) step\(appSteps == 1 ? "" : "s")"
            instruction.person(
                "Go to the Home Screen\(middle)\(stay), then come back to this app.", .appInBackground,
                .leaveApp(thenRotate: turns, appSteps: appSteps))
        case .foreground:
            instruction.person("Come back to this app.", .appActive, .returnToApp)
        case .resize:
            instruction.person("Resize the app's window (drag its edge or corner).", .sceneSizeChange, .manual)
        case .fold:
            instruction.person("Fold the device.", .sceneSizeChange, .manual)
        case .unfold:
            instruction.person("Unfold the device.", .sceneSizeChange, .manual)
        case .rotationLock(let on):
            // Control Center covers the app, which resigns active and comes
            // back: the step is over once both happened (finding 4).
            instruction.person(
                "Open Control Center, turn Rotation Lock \(on ? "on" : "off"), then close it.",
                .appReactivated, .manual)
        case .interactivePop(let phase), .interactiveDismiss(let phase):
            let pop = if case .interactivePop = step.action { true } else { false }
            let underWay = gestureUnderWay(before: index, in: steps)
            instruction.person(
                gestureText(pop: pop, phase: phase, underWay: underWay),
                .interactiveTransition(pop: pop, phase: phase),
                phase == .begin || underWay ? .manual : (pop ? .swipeBack(phase) : .swipeDown(phase)))
        case .showWindow(let id), .hideWindow(let id):
            if plan.scenario.windows.first(where: { $0.id == id })?.system == true {
                instruction.performer = .impossible(
                    "'\(id)' stands for a window of UIKit's own (the keyboard), which an app cannot make")
            }
        case .push, .present, .dismiss, .pop, .selectTab, .setPolicy, .rotate:
            break
        }
        instruction.whileAway = away && instruction.performer == .app
        return instruction
    }

    /// What the person is asked before an in-app run starts: to hold the
    /// device as the plan's launch has it.
    public static func startPrompt(_ orientation: DeviceOrientation) -> String {
        "Before the plan starts: " + turnText(orientation).lowercasedFirst + "."
    }

    /// What the person is asked before an in-app run of a plan that starts
    /// with the rotation lock on: the app cannot read or set the lock.
    public static let rotationLockStartPrompt =
        "Before the plan starts: open Control Center, turn Rotation Lock on, close it, then tap Done."

    /// The note on step 0 of such a run: the lock was the person's to set.
    public static let rotationLockStartNote =
        "the person was asked to turn the rotation lock on before the plan started; the app cannot check it"

    private mutating func person(_ prompt: String, _ awaited: AwaitedChange, _ automation: AutomationStep) {
        performer = .person
        self.prompt = prompt
        self.awaited = awaited
        self.automation = automation
    }

    /// True when a `background` step before `index` has no `foreground` step after it yet.
    static func isAway(before index: Int, in steps: [PlanStep]) -> Bool {
        var away = false
        for step in steps.prefix(index - 1) {
            if case .background = step.action { away = true }
            if case .foreground = step.action { away = false }
        }
        return away
    }

    /// How many of the app's own steps come between the `background` step
    /// `index` and the next `foreground`: they run while the app is away.
    static func awayAppSteps(after index: Int, in plan: ConformancePlan) -> Int {
        var count = 0
        for later in plan.scenario.steps.dropFirst(index) {
            if case .foreground = later.action { break }
            if let instruction = make(for: plan, at: later.index), instruction.performer == .app { count += 1 }
        }
        return count
    }

    /// The device turns between a `background` step and the next `foreground`.
    static func awayTurns(after index: Int, in steps: [PlanStep]) -> [DeviceOrientation] {
        var turns: [DeviceOrientation] = []
        for step in steps.dropFirst(index) {
            if case .foreground = step.action { break }
            if case .rotateDevice(let o) = step.action { turns.append(o) }
        }
        return turns
    }

    /// True when an interactive gesture began before step `index` and has
    /// not finished or been cancelled since.
    static func gestureUnderWay(before index: Int, in steps: [PlanStep]) -> Bool {
        gestureBeginning(before: index, in: steps) != nil
    }

    /// The index of the step that began the interactive gesture still under
    /// way before step `index`, or `nil`.
    static func gestureBeginning(before index: Int, in steps: [PlanStep]) -> Int? {
        var beginning: Int?
        for step in steps.prefix(max(index - 1, 0)) {
            switch step.action {
            case .interactivePop(.begin), .interactiveDismiss(.begin):
                beginning = beginning ?? step.index
            case .interactivePop, .interactiveDismiss:
                beginning = nil
            default:
                break
            }
        }
        return beginning
    }

    /// `Turn the device to landscape left (the top of the device to the left)`.
    static func turnText(_ orientation: DeviceOrientation) -> String {
        switch orientation {
        case .portrait: "Hold the device upright (portrait)"
        case .portraitUpsideDown: "Turn the device upside down"
        case .landscapeLeft:
            "Turn the device to landscape left (its top to the left, the home button or bottom edge on the right)"
        case .landscapeRight:
            "Turn the device to landscape right (its top to the right, the home button or bottom edge on the left)"
        case .faceUp: "Lay the device flat, screen up"
        case .faceDown: "Lay the device flat, screen down"
        case .unknown: "Move the device"
        }
    }

    static func gestureText(pop: Bool, phase: GesturePhase, underWay: Bool) -> String {
        let start = pop ? "swiping back from the left edge" : "swiping the sheet down"
        switch (phase, underWay) {
        case (.begin, _): return "Start \(start) and hold your finger still."
        case (.finish, true): return "Continue past the middle and lift your finger."
        case (.cancel, true): return "Move back and lift your finger before the middle."
        case (.finish, false): return "Keep \(start) past the middle and lift your finger."
        case (.cancel, false): return "Start \(start), then move back and lift your finger before the middle."
        }
    }
}

extension String {
    /// The text with its first letter lowercased.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
