#if canImport(XCTest) && canImport(UIKit)
import OrientationConformance
import OrientationCore
import UIKit
import XCTest

/// Replays every plan the ConformanceApp bundles on a simulator, unattended
/// (`scripts/conformance-simulator`, or `xcodebuild test` as
/// docs/Conformance.md §4 says).
///
/// The app publishes its state as accessibility values (``UnattendedStatus``);
/// this test only performs what a person would (turning the device with
/// `XCUIDevice.shared.orientation`, leaving and reopening the app, swiping)
/// and never reads the orientation from `XCUIDevice`, which reports only
/// what was set. Each run's observation file is attached to the test
/// result; a plan whose observation disagrees with the model fails. A plan
/// the model predicts UIKit raises for passes when UIKit raises there: the
/// issues XCTest records as the app dies are kept as notes, not failures
/// (``PredictedRaise``).
final class ConformanceUITests: XCTestCase {
    /// The predicted raise of the plan being replayed.
    private var raise = PredictedRaise(step: nil)
    /// True once the app under test died during the current plan's run.
    private var appDied = false
    /// The last step the app said it was at during the current plan's run.
    private var lastStepSeen: Int?
    /// The folder the app writes each plan's observation file to (finding 9).
    private let observationFolder = ObservationFolder.forUITest(
        environment: ProcessInfo.processInfo.environment, temporaryDirectory: NSTemporaryDirectory())

    override func setUp() {
        super.setUp()
        continueAfterFailure = true
    }

    /// Keeps XCTest's reports of the app dying as notes while UIKit raises as predicted.
    override func record(_ issue: XCTIssue) {
        if raise.absorbs(issue.compactDescription, appDied: appDied, lastStepSeen: lastStepSeen) {
            XCTContext.runActivity(named: "Expected while UIKit raises: \(issue.compactDescription)") { _ in }
            return
        }
        super.record(issue)
    }

    /// One test per plan when the environment lists the plans
    /// (``PlanTestSelection``; `scripts/conformance-simulator` does), so
    /// that each plan has its own result and attachment; otherwise the one
    /// test that replays every bundled plan.
    override class var defaultTestSuite: XCTestSuite {
        let plans = PlanTestSelection.planNames(environment: ProcessInfo.processInfo.environment)
        guard !plans.isEmpty else { return super.defaultTestSuite }
        let suite = XCTestSuite(name: "ConformanceUITests")
        for (plan, test) in PlanTestSelection.testNames(forPlans: plans) {
            let selector = NSSelectorFromString(test)
            // XCTest runs test methods on the main thread, as it runs the @MainActor ones below.
            let body: @convention(block) @MainActor (ConformanceUITests) -> Void = { testCase in
                testCase.replayBundledPlan(named: plan)
            }
            class_addMethod(ConformanceUITests.self, selector, imp_implementationWithBlock(body), "v@:")
            suite.addTest(ConformanceUITests(selector: selector))
        }
        return suite
    }

    /// The app's plan list, read once for all per-plan tests.
    @MainActor private static var planList: [PlanListing]?

    /// Launches the app at its plan list and reads it; `nil` after a failure.
    @MainActor
    private func readPlanList() -> [PlanListing]? {
        if let list = Self.planList { return list }
        let app = XCUIApplication()
        app.launchArguments = LaunchRequest(plan: nil, unattended: true).arguments
        app.launch()
        let driver = UnattendedDriver(app: app)
        do {
            // A list the accessibility snapshot cut short fails here (finding 9).
            let plans = try PlanListing.parse(
                driver.value(of: UnattendedStatus.plansIdentifier) ?? "",
                announced: driver.label(of: UnattendedStatus.plansIdentifier) ?? "")
            Self.planList = plans
            return plans
        } catch {
            XCTFail("\(PredictedRaise.ownIssuePrefix) the plan list: \(error)")
            return nil
        }
    }

    /// One plan's test: replays it, or skips it when this simulator cannot run it.
    @MainActor
    private func replayBundledPlan(named name: String) {
        guard let plans = readPlanList() else { return }
        switch PlanTestSelection.decision(forPlan: name, in: plans) {
        case .replay(let plan):
            replay(plan)
        case .skip(let reason):
            // XCTSkip needs a throwing test; the activity says why it did nothing.
            XCTContext.runActivity(named: "Skip \(name): \(reason)") { _ in }
        case .missing(let reason):
            XCTFail("\(PredictedRaise.ownIssuePrefix) \(reason)")
        }
    }

    @MainActor
    func testEveryBundledPlanAgreesWithTheModel() {
        guard let plans = readPlanList() else { return }
        XCTAssertFalse(
            plans.isEmpty,
            "\(PredictedRaise.ownIssuePrefix) the app bundles no plan: run scripts/make-conformance-plans and add Plans to the app target."
        )
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
        // Let the system finish turning before the app launches (finding 13).
        Thread.sleep(forTimeInterval: UnattendedTiming.settleAfterTurn)
        raise = PredictedRaise(step: plan.raisesAt)
        appDied = false
        lastStepSeen = nil
        defer {
            raise = PredictedRaise(step: nil)
            appDied = false
            lastStepSeen = nil
        }
        let file = URL(fileURLWithPath: observationFolder.filePath(forPlan: plan.name))
        // A file an earlier run left must not stand for this one.
        try? FileManager.default.removeItem(at: file)
        try? FileManager.default.createDirectory(
            atPath: observationFolder.path, withIntermediateDirectories: true)
        let app = XCUIApplication()
        app.launchArguments = LaunchRequest(plan: plan.name, unattended: true).arguments
        app.launchEnvironment[ObservationFolder.environmentKey] = observationFolder.path
        app.launch()
        let driver = UnattendedDriver(app: app, plan: plan.name)
        let end: UnattendedStatus
        switch driver.runToTheEnd(onStep: { lastStepSeen = $0 }, onAppDied: { appDied = true }) {
        case .ended(let status):
            end = status
        case .failed(let reason):
            XCTFail("\(PredictedRaise.ownIssuePrefix) \(plan.name): \(reason)")
            return
        }
        // The file the app wrote arrives whole; the accessibility value is the fallback.
        let json: String
        if let data = try? Data(contentsOf: file) {
            json = String(decoding: data, as: UTF8.self)
        } else {
            let note = driver.value(of: UnattendedStatus.observationFileIdentifier) ?? ""
            XCTContext.runActivity(named: "\(plan.name): no observation file, read the accessibility value. \(note)") {
                _ in
            }
            json = driver.value(of: UnattendedStatus.observationIdentifier) ?? ""
        }
        let attachment = XCTAttachment(data: Data(json.utf8), uniformTypeIdentifier: "public.json")
        attachment.name = "\(plan.name).observed.json"
        attachment.lifetime = .keepAlways
        add(attachment)
        do {
            try ConformanceTransferError.checkObservation(
                json, announcedSize: driver.value(of: UnattendedStatus.observationSizeIdentifier))
            _ = try Observation.decode(Data(json.utf8), file: attachment.name ?? plan.name)
        } catch {
            XCTFail("\(PredictedRaise.ownIssuePrefix) \(plan.name): \(error)")
        }
        switch raise.verdict(end) {
        case .agrees(let note):
            if let note { XCTContext.runActivity(named: "\(plan.name): \(note)") { _ in } }
        case .disagrees(let reason):
            XCTFail(
                "\(PredictedRaise.ownIssuePrefix) \(plan.name): \(reason); compare the attached observation with `orientation compare`"
            )
        }
    }
}
#endif
