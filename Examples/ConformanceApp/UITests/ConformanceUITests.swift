#if canImport(XCTest) && canImport(UIKit)
import OrientationConformance
import OrientationCore
import UIKit
import XCTest

/// Replays every plan the ConformanceApp bundles on a simulator, unattended:
///
///     xcodebuild test -scheme ConformanceApp -destination 'platform=iOS Simulator,name=iPhone 15'
///
/// The app publishes its state as accessibility values (``UnattendedStatus``);
/// this test only performs what a person would (turning the device with
/// `XCUIDevice.shared.orientation`, leaving and reopening the app, swiping)
/// and never reads the orientation from `XCUIDevice`, which reports only
/// what was set. Each run's observation file is attached to the test
/// result; a plan whose observation disagrees with the model fails.
final class ConformanceUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = true
    }

    @MainActor
    func testEveryBundledPlanAgreesWithTheModel() {
        let app = XCUIApplication()
        app.launchArguments = LaunchRequest(plan: nil, unattended: true).arguments
        app.launch()
        let plans = PlanListing.parse(UnattendedDriver(app: app).value(of: UnattendedStatus.plansIdentifier) ?? "")
        XCTAssertFalse(
            plans.isEmpty,
            "The app bundles no plan: run scripts/make-conformance-plans and add Plans to the app target.")
        for plan in plans {
            // A plan whose conditions this simulator cannot meet (another
            // idiom, iOS version, environment) is skipped, not failed.
            if let reason = plan.skipReason {
                XCTContext.runActivity(named: "Skip \(plan.name): \(reason)") { _ in }
                continue
            }
            XCTContext.runActivity(named: "Replay \(plan.name)") { _ in
                replay(plan)
            }
        }
    }

    @MainActor
    private func replay(_ plan: PlanListing) {
        XCUIDevice.shared.orientation = UIDeviceOrientation(rawValue: plan.orientation.rawValue) ?? .portrait
        let app = XCUIApplication()
        app.launchArguments = LaunchRequest(plan: plan.name, unattended: true).arguments
        app.launch()
        let driver = UnattendedDriver(app: app, plan: plan.name)
        guard let end = driver.runToTheEnd() else {
            XCTFail("\(plan.name): the run did not end within \(Int(UnattendedDriver.runTimeout)) s")
            return
        }
        let json = driver.value(of: UnattendedStatus.observationIdentifier) ?? ""
        let attachment = XCTAttachment(data: Data(json.utf8), uniformTypeIdentifier: "public.json")
        attachment.name = "\(plan.name).observed.json"
        attachment.lifetime = .keepAlways
        add(attachment)
        XCTAssertNoThrow(try Observation.decode(Data(json.utf8), file: attachment.name ?? plan.name))
        switch end {
        case .finished(let mismatches, _), .raised(_, let mismatches):
            XCTAssertEqual(
                mismatches, 0,
                "\(plan.name): the device disagrees with the model; compare the attached observation with `orientation compare`"
            )
        default:
            XCTFail("\(plan.name): ended as '\(end)'")
        }
    }
}
#endif
