import Testing

@testable import OrientationCore

@Suite("OrientationPolicy: named policies and normalization")
struct OrientationPolicyTests {
    @Test("named policies")
    func named() {
        #expect(OrientationPolicy.portrait.supported == .portrait)
        #expect(OrientationPolicy.landscape.supported == .landscape)
        #expect(OrientationPolicy.all.supported == .all)
        #expect(OrientationPolicy.allButUpsideDown.supported == .allButUpsideDown)
        #expect(OrientationPolicy.matchPresenting.matchesPresenting)
        let locked = OrientationPolicy.locked(.landscapeRight)
        #expect(locked.supported == .landscapeRight)
        #expect(locked.locked == .landscapeRight)
        #expect(locked.preferred == .landscapeRight)
        for p in [OrientationPolicy.portrait, .landscape, .all, .allButUpsideDown, .matchPresenting, locked] {
            #expect(p.diagnostics.isEmpty)
        }
    }

    @Test("remember key and preferred are kept when valid")
    func valid() {
        let p = OrientationPolicy(supported: .allButUpsideDown, preferred: .portrait, remember: "player")
        #expect(p.rememberKey == "player")
        #expect(p.preferred == .portrait)
        #expect(p.diagnostics.isEmpty)
        #expect(p.description == "allButUpsideDown preferring portrait remember player")
    }

    @Test("an empty mask becomes .all with ORI-101, never a trap")
    func emptyMask() {
        let p = OrientationPolicy(supported: [])
        #expect(p.supported == .all)
        #expect(p.diagnostics.map(\.code) == [.policyEmptyMask])
        #expect(p.diagnostics.first?.description.hasPrefix("ORI-101 warning:") == true)
    }

    @Test("a preferred orientation outside the mask is dropped with ORI-102")
    func preferredOutside() {
        let p = OrientationPolicy(supported: .portrait, preferred: .landscapeRight)
        #expect(p.supported == .portrait)
        #expect(p.preferred == nil)
        #expect(p.diagnostics.map(\.code) == [.policyPreferredOutsideMask])
    }

    @Test("a lock outside the mask wins with ORI-103")
    func lockOutside() {
        let p = OrientationPolicy(
            supported: .portrait, preferred: nil, locked: .landscapeLeft,
            matchesPresenting: false, remember: nil)
        #expect(p.supported == .landscapeLeft)
        #expect(p.locked == .landscapeLeft)
        #expect(p.diagnostics.map(\.code) == [.policyLockedOutsideMask])
    }

    @Test("locking to unknown is dropped with ORI-104 and the policy stays usable")
    func lockUnknown() {
        let p = OrientationPolicy.locked(.unknown)
        #expect(p.locked == nil)
        #expect(!p.supported.isEmpty)
        #expect(p.diagnostics.contains { $0.code == .policyUnknownOrientation })
        let q = OrientationPolicy(supported: .landscape, preferred: .unknown)
        #expect(q.preferred == nil)
        #expect(q.diagnostics.map(\.code) == [.policyUnknownOrientation])
    }

    @Test(
        "every normalized policy has a non-empty mask holding its preferred orientation",
        arguments: 0..<16)
    func invariant(bits: Int) {
        let mask = InterfaceOrientationMask(rawValue: UInt(bits) << 1)
        for preferred in [nil] + InterfaceOrientation.allCases.map(Optional.some) {
            for locked in [nil] + InterfaceOrientation.allCases.map(Optional.some) {
                let p = OrientationPolicy(
                    supported: mask, preferred: preferred, locked: locked,
                    matchesPresenting: false, remember: nil)
                #expect(!p.supported.isEmpty)
                if let pref = p.preferred { #expect(p.supported.contains(pref)) }
                if let lock = p.locked { #expect(p.supported == lock.mask) }
            }
        }
    }

    @Test("diagnostic codes are unique and stable in form")
    func codes() {
        let raw = OrientationDiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in raw { #expect(code.hasPrefix("ORI-") && code.count == 7) }
    }
}
