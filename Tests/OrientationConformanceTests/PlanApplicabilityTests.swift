import OrientationConformance
import OrientationCore
import Testing

/// Which bundled plans this device can run (CONFORMANCE-REVIEW finding 1):
/// the unattended UI test skips the others instead of failing on them.
@Suite struct PlanApplicabilityTests {
    static func device(os: String = "17.5", idiom: String = "phone", homeButton: Bool? = false) -> ObservedDevice {
        ObservedDevice(
            model: "iPhone16,1", systemName: "iOS", systemVersion: os, build: nil, idiom: idiom,
            homeButton: homeButton, simulator: true)
    }

    static func phonePlan() throws -> PlanDevice {
        var device = try ConformanceFixtures.plan("library-player").scenario.device
        device.idiom = .phone
        device.os = 17
        device.homeButton = false
        device.environment = .fullScreen
        device.rotationLock = false
        return device
    }

    @Test func aPlanMadeForThisDeviceRuns() throws {
        let reasons = PlanApplicability.reasons(
            try Self.phonePlan(), on: Self.device(), environment: "fullScreen", canSetRotationLock: false)
        #expect(reasons.isEmpty)
    }

    @Test func anotherMajorVersionSaysWhichToMake() throws {
        let reasons = PlanApplicability.reasons(
            try Self.phonePlan(), on: Self.device(os: "18.2"), environment: "fullScreen", canSetRotationLock: false)
        #expect(reasons.count == 1)
        #expect(reasons.first?.contains("--os 18") == true)
    }

    @Test func anIPadPlanOnAPhoneIsSkipped() throws {
        var plan = try Self.phonePlan()
        plan.idiom = .pad
        plan.homeButton = true
        let reasons = PlanApplicability.reasons(
            plan, on: Self.device(), environment: "fullScreen", canSetRotationLock: false)
        #expect(reasons.contains { $0.hasPrefix("idiom pad") })
    }

    @Test func environmentsNoSimulatorGivesAreSkipped() throws {
        for environment in [SceneEnvironment.mirroring, .duoInner, .duoOuter, .phoneOnPad, .windowed] {
            var plan = try Self.phonePlan()
            plan.environment = environment
            let reasons = PlanApplicability.reasons(
                plan, on: Self.device(), environment: "fullScreen", canSetRotationLock: false)
            #expect(reasons.contains { $0.hasPrefix("environment \(environment.rawValue)") }, "\(environment)")
        }
    }

    @Test func aHomeButtonMismatchSaysWhichFlag() throws {
        let reasons = PlanApplicability.reasons(
            try Self.phonePlan(), on: Self.device(homeButton: true), environment: "fullScreen",
            canSetRotationLock: false)
        #expect(reasons.first?.contains("--home-button yes") == true)
    }

    @Test func aPlanStartingLockedNeedsSomeoneToLock() throws {
        var plan = try Self.phonePlan()
        plan.rotationLock = true
        #expect(
            !PlanApplicability.reasons(plan, on: Self.device(), environment: "fullScreen", canSetRotationLock: false)
                .isEmpty)
        #expect(
            PlanApplicability.reasons(plan, on: Self.device(), environment: "fullScreen", canSetRotationLock: true)
                .isEmpty)
    }

    @Test func theListingCarriesTheReason() {
        let skipped = PlanListing(
            name: "ipad-player", orientation: .portrait, skipReason: "idiom pad, this device is phone")
        let runnable = PlanListing(name: "video-app", orientation: .landscapeLeft)
        let text = [skipped, runnable].map(\.description).joined(separator: "\n")
        #expect(PlanListing.parse(text) == [skipped, runnable])
        #expect(runnable.description == "video-app landscapeLeft")
    }
}
