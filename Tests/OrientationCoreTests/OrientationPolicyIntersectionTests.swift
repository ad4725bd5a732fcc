import OrientationCore
import Testing

/// Several `.orientationPolicy` views shown in one hosting controller.
@Suite("OrientationPolicy.intersection: several policies in one screen")
struct OrientationPolicyIntersectionTests {
    @Test("none gives no policy; one is kept as it is")
    func noneAndOne() {
        #expect(OrientationPolicy.intersection(of: []).policy == nil)
        let one = OrientationPolicy.remembered("player", supported: .landscape, preferred: .landscapeLeft)
        let result = OrientationPolicy.intersection(of: [one])
        #expect(result.policy == one)
        #expect(result.diagnostic == nil)
    }

    @Test("two masks give the orientations both allow")
    func masks() {
        let result = OrientationPolicy.intersection(of: [.allButUpsideDown, .landscape])
        #expect(result.policy?.supported == .landscape)
        #expect(result.diagnostic == nil)
    }

    @Test("a lock holds when the other policies allow it; preferred and remember key come from the oldest")
    func lockPreferredRemember() {
        let locked = OrientationPolicy.intersection(of: [.allButUpsideDown, .locked(.landscapeRight)])
        #expect(locked.policy == .locked(.landscapeRight))
        let first = OrientationPolicy(supported: .all, preferred: .landscapeLeft, remember: "a")
        let second = OrientationPolicy(supported: .landscape, preferred: .landscapeRight, remember: "b")
        let combined = OrientationPolicy.intersection(of: [first, second]).policy
        #expect(combined?.preferred == .landscapeLeft)
        #expect(combined?.rememberKey == "a")
        let dropped = OrientationPolicy.intersection(
            of: [OrientationPolicy(supported: .all, preferred: .portrait), .landscape]).policy
        #expect(dropped?.preferred == nil)
        #expect(dropped?.diagnostics.isEmpty == true)
    }

    @Test("matchPresenting survives the intersection")
    func matchPresenting() {
        let combined = OrientationPolicy.intersection(of: [.matchPresenting, .allButUpsideDown]).policy
        #expect(combined?.matchesPresenting == true)
        #expect(combined?.supported == .allButUpsideDown)
    }

    @Test(
        "nothing shared: the first policy alone, with ORI-502, never an empty mask (as rule 43 for children)",
        arguments: [
            [OrientationPolicy.portrait, .landscape],
            [.locked(.landscapeLeft), .locked(.landscapeRight)],
            [.landscape, .allButUpsideDown, .portrait],
        ])
    func conflict(policies: [OrientationPolicy]) {
        let result = OrientationPolicy.intersection(of: policies)
        #expect(result.policy == policies.first)
        #expect(result.diagnostic?.code == .hostedPoliciesConflict)
        #expect(result.policy?.supported.isEmpty == false)
    }
}
