import Foundation
import OrientationConformance
import OrientationCore
import Testing

/// One XCTest test per plan (CONFORMANCE-REVIEW finding 11).
@Suite struct PlanTestSelectionTests {
    @Test func theEnvironmentListsThePlans() {
        let environment = [PlanTestSelection.environmentKey: "video-app, player\nvideo-app,, rotation-lock\n"]
        #expect(PlanTestSelection.planNames(environment: environment) == ["video-app", "player", "rotation-lock"])
        #expect(PlanTestSelection.planNames(environment: [:]).isEmpty)
    }

    @Test func everyPlanHasItsOwnTestName() {
        let names = PlanTestSelection.testNames(forPlans: ["video-app", "video_app", "player", "é.x"])
        #expect(names.map(\.test) == ["test_video_app", "test_video_app_2", "test_player", "test___x"])
        #expect(names.map(\.plan) == ["video-app", "video_app", "player", "é.x"])
    }

    @Test func aPlanThisDeviceCannotRunIsSkipped() {
        let listings = [
            PlanListing(name: "player", orientation: .portrait),
            PlanListing(name: "ipad-split", orientation: .portrait, skipReason: "the plan is for an iPad"),
        ]
        #expect(PlanTestSelection.decision(forPlan: "player", in: listings) == .replay(listings[0]))
        #expect(
            PlanTestSelection.decision(forPlan: "ipad-split", in: listings)
                == .skip(reason: "the plan is for an iPad"))
        guard case .missing(let reason) = PlanTestSelection.decision(forPlan: "gone", in: listings) else {
            Issue.record("a plan the app does not bundle is missing")
            return
        }
        #expect(reason.contains("'gone'"))
    }
}
