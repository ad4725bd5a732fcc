import OrientationCore
import Testing

/// `.orientationPolicy` views placed on their hosting controllers.
@Suite("HostedPolicyTable: the policies SwiftUI views give their hosts")
struct HostedPolicyTableTests {
    typealias Table = HostedPolicyTable<String, Int>

    @Test("one view gives its host its policy; removing it leaves none")
    func oneView() {
        var table = Table()
        let changes = table.place(1, policy: .landscape, on: "host", isShown: true)
        #expect(changes.map(\.host) == ["host"])
        #expect(table.policy(for: "host") == .landscape)
        #expect(table.remove(1).map(\.current.policy) == [nil])
        #expect(table.policy(for: "host") == nil)
        #expect(table.count == 0)
    }

    @Test("placing again with nothing new changes nothing: no new request to UIKit")
    func neverReappliedWhenUnchanged() {
        var table = Table()
        _ = table.place(1, policy: .portrait, on: "host", isShown: true)
        _ = table.place(2, policy: .allButUpsideDown, on: "host", isShown: true)
        for _ in 0..<50 {
            #expect(table.place(1, policy: .portrait, on: "host", isShown: true).isEmpty)
            #expect(table.place(2, policy: .allButUpsideDown, on: "host", isShown: true).isEmpty)
        }
        // A change that does not change the host's combined policy is silent too.
        #expect(table.place(2, policy: .all, on: "host", isShown: true).isEmpty)
        #expect(table.policy(for: "host") == .portrait)
    }

    @Test("rule 43: two views in one host give the intersection; a conflict reports ORI-502 once")
    func severalViews() {
        var table = Table()
        _ = table.place(1, policy: .allButUpsideDown, on: "host", isShown: true)
        _ = table.place(2, policy: .landscape, on: "host", isShown: true)
        #expect(table.policy(for: "host")?.supported == .landscape)
        let conflict = table.place(3, policy: .portrait, on: "host", isShown: true)
        #expect(conflict.map(\.entersConflict) == [true])
        // The first placed view decides alone.
        #expect(table.policy(for: "host") == .allButUpsideDown)
        #expect(table.intersection(for: "host").diagnostic?.code == .hostedPoliciesConflict)
        let still = table.place(3, policy: .locked(.portrait), on: "host", isShown: true)
        #expect(still.isEmpty)
    }

    @Test("an animated swap never leaves a policy no view states", arguments: [false, true])
    func swap(lateReportFirst: Bool) {
        var table = Table()
        _ = table.place(1, policy: .portrait, on: "host", isShown: true)
        // During the animation both views are in the host; they share
        // nothing, so the first placed one decides until it leaves.
        _ = table.place(2, policy: .landscape, on: "host", isShown: true)
        #expect(table.policy(for: "host") == .portrait)
        // The outgoing view goes; the incoming one reports again, in either order.
        if lateReportFirst { _ = table.place(2, policy: .landscape, on: "host", isShown: true) }
        let removed = table.remove(1)
        #expect(removed.map(\.current.policy) == [.landscape])
        if !lateReportFirst { _ = table.place(2, policy: .landscape, on: "host", isShown: true) }
        #expect(table.policy(for: "host") == .landscape)
        #expect(table.intersection(for: "host").diagnostic == nil)
        _ = table.remove(2)
        #expect(table.policy(for: "host") == nil)
    }

    @Test("rule 46: a page-style TabView, one host, each page decides while it is shown")
    func pages() {
        var table = Table()
        _ = table.place(1, policy: .portrait, on: "pager", isShown: true)
        _ = table.place(2, policy: .locked(.landscapeRight), on: "pager", isShown: false)
        _ = table.place(3, policy: .portrait, on: "pager", isShown: false)
        #expect(table.policy(for: "pager") == .portrait)
        _ = table.place(1, policy: .portrait, on: "pager", isShown: false)
        let swiped = table.place(2, policy: .locked(.landscapeRight), on: "pager", isShown: true)
        #expect(swiped.map(\.current.policy) == [.locked(.landscapeRight)])
        #expect(table.views(on: "pager") == [1, 2, 3])
    }

    @Test("a view that moves to another host changes both, once")
    func moveHost() {
        var table = Table()
        _ = table.place(1, policy: .landscape, on: "a", isShown: true)
        let moved = table.place(1, policy: .landscape, on: "b", isShown: true)
        #expect(Set(moved.map(\.host)) == ["a", "b"])
        #expect(table.policy(for: "a") == nil)
        #expect(table.policy(for: "b") == .landscape)
        #expect(table.place(1, policy: .landscape, on: nil, isShown: true).map(\.host) == ["b"])
        #expect(!table.hasViews(on: "b"))
        #expect(table.remove(1).isEmpty)
        #expect(table.remove(1).isEmpty)
    }
}
