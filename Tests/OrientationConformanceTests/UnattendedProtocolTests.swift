import Foundation
import OrientationConformance
import OrientationCore
import Testing

/// The status the app publishes for UI tests, and what it reads from the UIKit side.
@Suite struct UnattendedProtocolTests {
    @Test(arguments: [
        "idle", "running 3", "raised 5 1", "finished 2 9", "waiting 4 rotateDevice:landscapeLeft",
        "waiting 2 leaveApp", "waiting 2 leaveApp:faceUp,portrait", "waiting 6 returnToApp",
        "waiting 7 swipeBack:finish", "waiting 7 swipeDown:cancel", "waiting 1 manual", "waiting 1 app",
    ])
    func statusRoundTrips(_ text: String) throws {
        let status = try #require(UnattendedStatus(text))
        #expect(status.description == text)
    }

    @Test(arguments: [
        "", "running", "raised 5", "waiting 4 rotateDevice:sideways", "finished 2", "waiting x manual", "leaveApp:up",
    ])
    func nonsenseIsNotAStatus(_ text: String) {
        #expect(UnattendedStatus(text) == nil)
    }

    @Test func launchArgumentsRoundTrip() {
        let request = LaunchRequest(plan: "video-app", unattended: true)
        #expect(request.arguments == ["-ConformancePlan", "video-app", "-ConformanceUnattended", "YES"])
        #expect(LaunchRequest(arguments: ["/app"] + request.arguments) == request)
        #expect(LaunchRequest(arguments: ["/app"]) == LaunchRequest(plan: nil, unattended: false))
    }

    @Test func plainModeObservesTheOwnerAndTheIntersection() {
        let facts = StepFacts(
            orientation: .landscapeRight, visible: "player", device: .landscapeLeft, answer: .all,
            lastAsked: (screen: "player", answer: [.landscapeLeft, .landscapeRight, .portraitUpsideDown]),
            deciding: "ignored", diagnostics: ["ORI-201 warning: x"],
            geometryErrors: ["UISceneErrorDomain 101: refused"])
        let fields = facts.fields(library: false, deviceMask: .allButUpsideDown)
        #expect(fields["owner"] == .text("player"))
        #expect(fields["supported"] == .names(["landscapeRight", "landscapeLeft"]))
        #expect(fields["deciding"] == nil)
        #expect(fields["exception"] == .null)
        #expect(fields["diagnostics"] == .names(["ORI-201", "UISceneErrorDomain 101"]))
        #expect(fields["orientationLocked"] == nil)
    }

    @Test func libraryModeObservesTheDecidingScreen() {
        let facts = StepFacts(
            orientation: .portrait, visible: nil, device: .faceUp, answer: nil, deciding: nil,
            orientationLocked: true)
        let fields = facts.fields(library: true, deviceMask: .all)
        #expect(fields["deciding"] == .null)
        #expect(fields["visible"] == .null)
        #expect(fields["owner"] == nil && fields["supported"] == nil && fields["answer"] == nil)
        #expect(fields["orientationLocked"] == .flag(true))
    }

    @Test func theTopmostVisibleScreenIsTheModels() {
        let tabs = ScreenNode(id: "tabs", shown: [ScreenNode(id: "feed")])
        let shell = ScreenNode(id: "shell", shown: [tabs, ScreenNode(id: "mini")])
        #expect(shell.topmostVisible == "mini")
        let more = ScreenNode(id: nil, shown: [ScreenNode(id: "settings")])
        let presented = ScreenNode(id: "sheet", shown: [more])
        #expect(ScreenNode(id: "shell", shown: [tabs], presented: presented).topmostVisible == "settings")
        #expect(ScreenNode(id: nil).topmostVisible == nil)
    }

    @Test func diagnosticCodesAreFoundInText() {
        #expect(
            DiagnosticCodes.codes(in: "ORI-12 no; ORI-1234 no; ORI-405 warning; UISceneErrorDomain 101: x") == [
                "ORI-405", "UISceneErrorDomain 101",
            ])
    }
}

extension UnattendedProtocolTests {
    @Test func thePlanListRoundTrips() {
        let listing = [
            PlanListing(name: "video-app", orientation: .portrait),
            PlanListing(name: "picker", orientation: .landscapeLeft),
        ]
        let text = listing.map(\.description).joined(separator: "\n")
        #expect(PlanListing.parse(text + "\nnonsense\nx sideways") == listing)
    }
}

/// A run left in the journal by an interrupted test does not stand for
/// the next launch's plan (CONFORMANCE-REVIEW finding 2).
@Suite struct StaleJournalTests {
    @Test func aPersonAlwaysSeesTheCrash() {
        #expect(LaunchRequest(plan: nil, unattended: false).owns(pendingRunAt: "bundled:video-app"))
        #expect(LaunchRequest(plan: "picker", unattended: false).owns(pendingRunAt: "bundled:video-app"))
    }

    @Test func theUnattendedRelaunchOfThatPlanReportsIt() {
        #expect(LaunchRequest(plan: "video-app", unattended: true).owns(pendingRunAt: "bundled:video-app"))
        #expect(LaunchRequest(plan: "video-app", unattended: true).owns(pendingRunAt: "video-app"))
    }

    @Test func anotherPlanOrTheListDiscardsIt() {
        #expect(!LaunchRequest(plan: "picker", unattended: true).owns(pendingRunAt: "bundled:video-app"))
        #expect(!LaunchRequest(plan: nil, unattended: true).owns(pendingRunAt: "bundled:video-app"))
        #expect(!LaunchRequest(plan: "video-app", unattended: true).owns(pendingRunAt: "imported:video-app.plan.json"))
    }
}
