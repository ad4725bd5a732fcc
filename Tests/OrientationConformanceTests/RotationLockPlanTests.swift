import Foundation
import OrientationConformance
import OrientationCore
import OrientationTesting
import Testing

/// The rotation lock in a plan: `device.rotationLock`, `app.reportsRotationLock`
/// and the `rotationLock` step reach the app's decoder, and the step is the
/// person's (only the user can turn the lock, in Control Center).
@Suite struct RotationLockPlanTests {
    static let url = ConformanceFixtures.examples.appendingPathComponent("rotation-lock.yaml")

    @Test func theLockAndItsStepsReachThePlan() throws {
        let scenario = try Scenario.load(contentsOf: Self.url)
        let plan = try ConformancePlan.decode(Data(try ConformanceFixtures.planText(Self.url).utf8), file: "lock")
        #expect(plan.scenario.device.rotationLock == scenario.device.rotationLock)
        #expect(plan.scenario.device.rotationLock)
        #expect(plan.scenario.app.reportsRotationLock == scenario.app.reportsRotationLock)
        let locks = plan.scenario.steps.compactMap { step -> Bool? in
            if case .rotationLock(let on) = step.action { return on }
            return nil
        }
        #expect(locks == [false, true, false])
    }

    @Test func theStepIsThePersonsInControlCenter() throws {
        let plan = try ConformancePlan.decode(Data(try ConformanceFixtures.planText(Self.url).utf8), file: "lock")
        let step = try #require(plan.scenario.steps.first { $0.action == .rotationLock(false) })
        let instruction = try #require(ReplayInstruction.make(for: plan, at: step.index))
        #expect(instruction.performer == .person)
        #expect(instruction.awaited == .appReactivated) // resigned, then active again (finding 4)
        #expect(instruction.prompt?.contains("Rotation Lock off") == true)
    }
}
