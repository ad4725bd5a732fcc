import OrientationCore
import OrientationDriver
import Testing

/// Where SwiftUI views' policies are placed and when the driver hears of a
/// change (`HostedPolicyPlacements`, the logic behind `.orientationPolicy`).
@MainActor
@Suite("Hosted policies: placements, measures, flushes")
struct HostedPolicyPlacementsTests {
    let uikit = FakeUIKit()
    let hosting: FakeHosting
    let placements: HostedPolicyPlacements<FakeHosting>

    init() {
        hosting = FakeHosting(uikit)
        placements = HostedPolicyPlacements(platform: hosting)
    }

    @Test("A placed view gives its host its policy at once; the host is snapshotted on the next turn, not before")
    func placeGivesThePolicyAtOnce() {
        let host = FakeController("host")
        let probe = FakeProbe(on: host)
        placements.place(probe, policy: .landscape)
        #expect(placements.policy(for: host) == .landscape)
        #expect(hosting.updates.isEmpty)
        uikit.runTurns()
        #expect(hosting.updates == ["host"])
    }

    @Test("Placing a view again with nothing changed asks for no snapshot")
    func replacingWithNoChangeIsSilent() {
        let host = FakeController("host")
        let probe = FakeProbe(on: host)
        placements.place(probe, policy: .landscape)
        uikit.runTurns()
        placements.place(probe, policy: .landscape)
        placements.presenceMayHaveChanged(probe)
        _ = placements.policy(for: host)
        #expect(uikit.turnQueue.isEmpty)
        uikit.runTurns()
        #expect(hosting.updates == ["host"])
    }

    @Test("Changes of several hosts in one turn make one flush, each host snapshotted once")
    func oneFlushPerTurn() {
        let first = FakeController("first")
        let second = FakeController("second")
        let other = FakeProbe(on: first)
        placements.place(other, policy: .landscape)
        let probe = FakeProbe(on: second)
        placements.place(probe, policy: .portrait)
        placements.place(probe, policy: .all)
        #expect(uikit.turnQueue.count == 1)
        uikit.runTurns()
        #expect(hosting.updates.sorted() == ["first", "second"])
    }

    @Test("Views sharing no orientation report ORI-502 once, when they enter the conflict")
    func conflictReportedOnceOnEntering() {
        let host = FakeController("host")
        let portrait = FakeProbe(on: host)
        let landscape = FakeProbe(on: host)
        placements.place(portrait, policy: .portrait)
        placements.place(landscape, policy: .landscape)
        _ = placements.policy(for: host)
        placements.presenceMayHaveChanged(landscape)
        // Still in conflict, with another policy: not reported again.
        placements.place(portrait, policy: .locked(.portrait))
        #expect(hosting.diagnostics.map(\.code) == [.hostedPoliciesConflict])
        // Out of the conflict, then into it again: reported again.
        landscape.isShown = false
        _ = placements.policy(for: host)
        landscape.isShown = true
        _ = placements.policy(for: host)
        #expect(hosting.diagnostics.count == 2)
    }

    @Test("A removed view stops counting at once, and its host is snapshotted again")
    func removedViewStopsCounting() {
        let host = FakeController("host")
        let probe = FakeProbe(on: host)
        placements.place(probe, policy: .landscape)
        uikit.runTurns()
        placements.remove(probe)
        #expect(placements.policy(for: host) == nil)
        uikit.runTurns()
        #expect(hosting.updates == ["host", "host"])
    }

    @Test("A view whose probe is gone stops counting, measured at the next snapshot or placement")
    func goneProbesArePruned() {
        let first = FakeController("first")
        let second = FakeController("second")
        placeReleasedProbe(on: first)
        uikit.runTurns()
        // Another view's placement drops it: its host hears of it.
        let probe = FakeProbe(on: second)
        placements.place(probe, policy: .portrait)
        uikit.runTurns()
        #expect(hosting.updates == ["first", "first", "second"])
        #expect(placements.policy(for: first) == nil)
    }

    @Test("A host whose view's probe is gone has no policy at the next snapshot")
    func goneProbeMeasuredAway() {
        let host = FakeController("host")
        placeReleasedProbe(on: host)
        uikit.runTurns()
        #expect(placements.policy(for: host) == nil)
        uikit.runTurns()
        #expect(hosting.updates == ["host", "host"])
    }

    @Test("A view scrolled out of its host stops counting when the host is measured")
    func viewScrolledAwayStopsCounting() {
        let host = FakeController("host")
        let probe = FakeProbe(on: host)
        placements.place(probe, policy: .landscape)
        probe.isShown = false
        #expect(placements.policy(for: host) == nil)
        probe.isShown = true
        #expect(placements.policy(for: host) == .landscape)
    }

    @Test("A view moved to another host counts there, no longer in the first; both are snapshotted")
    func movedViewIsPlacedOnItsNewHost() {
        let first = FakeController("first")
        let second = FakeController("second")
        let probe = FakeProbe(on: first)
        placements.place(probe, policy: .landscape)
        uikit.runTurns()
        probe.host = second
        #expect(placements.policy(for: first) == nil)
        #expect(placements.policy(for: second) == .landscape)
        uikit.runTurns()
        #expect(hosting.updates.first == "first")
        #expect(hosting.updates.dropFirst().sorted() == ["first", "second"])
    }

    @Test("A view's report measures its siblings: one that moved to another host is placed there at once")
    func reportMeasuresSiblings() {
        let first = FakeController("first")
        let second = FakeController("second")
        let staying = FakeProbe(on: first)
        let moving = FakeProbe(on: first)
        placements.place(staying, policy: .all)
        placements.place(moving, policy: .landscape)
        uikit.runTurns()
        hosting.updates = []
        moving.host = second
        placements.place(staying, policy: .all)
        uikit.runTurns()
        #expect(hosting.updates.sorted() == ["first", "second"])
    }

    @Test("A view placed before its host is known counts once it is measured on that host")
    func viewWithoutHostYet() {
        let host = FakeController("host")
        let probe = FakeProbe()
        placements.place(probe, policy: .landscape)
        #expect(placements.policy(for: host) == nil)
        probe.host = host
        placements.presenceMayHaveChanged(probe)
        #expect(placements.policy(for: host) == .landscape)
    }

    /// Places a landscape view whose probe is gone when this returns
    /// (placements hold probes weakly).
    private func placeReleasedProbe(on host: FakeController) {
        let probe = FakeProbe(on: host)
        placements.place(probe, policy: .landscape)
    }
}
