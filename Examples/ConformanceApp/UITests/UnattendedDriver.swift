#if canImport(XCTest) && canImport(UIKit)
import OrientationConformance
import OrientationCore
import UIKit
import XCTest

/// Follows one replay through the status the app publishes and does the
/// person's part of each step it waits for. What to do next is decided by
/// ``UnattendedDriverState``; this type only reads the app and acts.
@MainActor
struct UnattendedDriver {
    /// How a run ended for the test.
    enum End {
        /// The app reports the end (`finished` or `raised`).
        case ended(UnattendedStatus)
        /// The run could not end well: why.
        case failed(String)
    }

    let app: XCUIApplication
    /// The plan being replayed, named again when the app is relaunched.
    var plan: String?

    /// The element with an identifier, once it exists; `nil` while the app is not in the foreground.
    private func element(_ identifier: String) -> XCUIElement? {
        guard app.state == .runningForeground else { return nil }
        let element = app.descendants(matching: .any).matching(identifier: identifier).firstMatch
        return element.waitForExistence(timeout: 5) ? element : nil
    }

    /// The accessibility value of the element with an identifier, if it exists.
    func value(of identifier: String) -> String? {
        element(identifier)?.value as? String
    }

    /// The accessibility label of the element with an identifier, if it exists.
    func label(of identifier: String) -> String? {
        element(identifier)?.label
    }

    /// The status now, `nil` while none can be read.
    var status: UnattendedStatus? {
        guard app.state == .runningForeground else { return nil }
        let element = app.descendants(matching: .any).matching(identifier: UnattendedStatus.elementIdentifier)
            .firstMatch
        guard element.exists, let text = element.value as? String else { return nil }
        return UnattendedStatus(text)
    }

    /// Drives the run until the app reports its end, relaunching it when
    /// UIKit ended it (`onAppDied` is told first); `onStep` hears each step
    /// the app says it is at.
    func runToTheEnd(onStep: (Int) -> Void, onAppDied: () -> Void) -> End {
        var state = UnattendedDriverState()
        let start = Date()
        while Date().timeIntervalSince(start) < UnattendedTiming.runTimeout {
            let running = app.state != .notRunning
            let now = Date().timeIntervalSince(start)
            let action = state.next(status: running ? status : nil, appRunning: running, now: now)
            if let step = state.lastStepSeen { onStep(step) }
            switch action {
            case .relaunch:
                onAppDied()
                app.launchArguments = LaunchRequest(plan: plan, unattended: true).arguments
                app.launch()
            case .perform(_, let automation):
                perform(automation)
            case .skip:
                tapSkip()
            case .wait:
                Thread.sleep(forTimeInterval: 0.2)
            case .end(let status):
                return .ended(status)
            case .fail(let reason):
                return .failed(reason)
            }
        }
        return .failed("the run did not end within \(Int(UnattendedTiming.runTimeout)) s")
    }

    /// What a person would do for a step.
    func perform(_ automation: AutomationStep) {
        switch automation {
        case .byApp:
            break
        case .rotateDevice(let orientation):
            XCUIDevice.shared.orientation = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .portrait
        case .leaveApp(let turns, let appSteps):
            XCUIDevice.shared.press(.home)
            Thread.sleep(forTimeInterval: UnattendedTiming.leaveTime)
            for orientation in turns {
                XCUIDevice.shared.orientation = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .portrait
                Thread.sleep(forTimeInterval: UnattendedTiming.awayTurnTime)
            }
            // The app carries out its own steps in the background meanwhile (finding 3).
            Thread.sleep(forTimeInterval: UnattendedTiming.awayStepBudget * TimeInterval(appSteps))
            app.activate()
        case .returnToApp:
            app.activate()
        case .swipeBack(let phase):
            drag(
                from: CGVector(dx: 0.01, dy: 0.5), to: CGVector(dx: phase == .finish ? 0.9 : 0.2, dy: 0.5),
                finish: phase == .finish)
        case .swipeDown(let phase):
            drag(
                from: CGVector(dx: 0.5, dy: 0.3), to: CGVector(dx: 0.5, dy: phase == .finish ? 0.98 : 0.4),
                finish: phase == .finish)
        case .manual:
            tapSkip()
        }
    }

    /// A quick drag all the way, or a slow short one that UIKit cancels.
    private func drag(from start: CGVector, to end: CGVector, finish: Bool) {
        let origin = app.coordinate(withNormalizedOffset: start)
        let target = app.coordinate(withNormalizedOffset: end)
        if finish {
            origin.press(forDuration: 0.05, thenDragTo: target)
        } else {
            origin.press(forDuration: 0.05, thenDragTo: target, withVelocity: .slow, thenHoldForDuration: 0.3)
        }
    }

    private func tapSkip() {
        guard app.state == .runningForeground else { return }
        let skip = app.buttons[UnattendedStatus.skipIdentifier]
        if skip.exists { skip.tap() }
    }
}
#endif
