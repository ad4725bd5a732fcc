#if canImport(XCTest) && canImport(UIKit)
import OrientationConformance
import OrientationCore
import UIKit
import XCTest

/// Follows one replay through the status the app publishes and does the
/// person's part of each step it waits for.
@MainActor
struct UnattendedDriver {
    /// How long one plan may take.
    static let runTimeout: TimeInterval = 240
    /// How long the app may take to leave a waiting state once the step is done.
    static let stepTimeout: TimeInterval = 20

    let app: XCUIApplication
    /// The plan being replayed, named again when the app is relaunched.
    var plan: String?

    /// The accessibility value of the element with an identifier, if it exists.
    func value(of identifier: String) -> String? {
        let element = app.descendants(matching: .any).matching(identifier: identifier).firstMatch
        guard element.waitForExistence(timeout: 5) else { return nil }
        return element.value as? String
    }

    /// The status now, `nil` while the app shows none.
    var status: UnattendedStatus? {
        let element = app.descendants(matching: .any).matching(identifier: UnattendedStatus.elementIdentifier)
            .firstMatch
        guard element.exists, let text = element.value as? String else { return nil }
        return UnattendedStatus(text)
    }

    /// Drives the run until it finishes, or until UIKit ended it and the
    /// relaunched app reports the step it raised at; `nil` on timeout.
    func runToTheEnd() -> UnattendedStatus? {
        let deadline = Date().addingTimeInterval(Self.runTimeout)
        while Date() < deadline {
            if app.state == .notRunning {
                // UIKit raised: the next launch reports the step.
                // Naming the plan: only its own run is reported (finding 2).
                app.launchArguments = LaunchRequest(plan: plan, unattended: true).arguments
                app.launch()
            }
            switch status {
            case .finished?, .raised?:
                return status
            case .waiting(_, let automation)?:
                let before = status
                perform(automation)
                waitUntilStatus(differsFrom: before)
            default:
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        return nil
    }

    /// What a person would do for a step.
    func perform(_ automation: AutomationStep) {
        switch automation {
        case .byApp:
            break
        case .rotateDevice(let orientation):
            XCUIDevice.shared.orientation = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .portrait
        case .leaveApp(let turns):
            XCUIDevice.shared.press(.home)
            Thread.sleep(forTimeInterval: 1)
            for orientation in turns {
                XCUIDevice.shared.orientation = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .portrait
                Thread.sleep(forTimeInterval: 0.5)
            }
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
            app.buttons[UnattendedStatus.skipIdentifier].tap()
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

    /// Waits for the app to move on; taps Skip when it does not.
    private func waitUntilStatus(differsFrom before: UnattendedStatus?) {
        let deadline = Date().addingTimeInterval(Self.stepTimeout)
        while Date() < deadline {
            if app.state != .runningForeground || status != before { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
        let skip = app.buttons[UnattendedStatus.skipIdentifier]
        if skip.exists { skip.tap() }
    }
}
#endif
