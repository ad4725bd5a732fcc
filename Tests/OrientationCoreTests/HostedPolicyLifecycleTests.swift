import Testing
import OrientationCore

/// A fake set of hosts: each host's current policy, changed by the steps.
private struct FakeHosts {
    var policies: [String: OrientationPolicy] = [:]

    func current(_ host: String) -> OrientationPolicy? { policies[host] }

    mutating func run(_ steps: [HostedPolicyLifecycle<String>.Step]) {
        for case .set(let host, let policy) in steps { policies[host] = policy }
    }
}

@Suite("HostedPolicyLifecycle: a SwiftUI view's policy on its hosting controller")
struct HostedPolicyLifecycleTests {
    @Test("placed on the host, then the previous policy restored once")
    func placeAndRelease() {
        var hosts = FakeHosts(policies: ["host": .allButUpsideDown])
        var view = HostedPolicyLifecycle<String>()
        hosts.run(view.place(.locked(.landscapeRight), on: "host", current: hosts.current))
        #expect(hosts.policies["host"] == .locked(.landscapeRight))
        #expect(view.previous == .allButUpsideDown)
        hosts.run(view.release(current: hosts.current))
        #expect(hosts.policies["host"] == .allButUpsideDown)
        let again = view.release(current: hosts.current)
        #expect(again.isEmpty)
    }

    @Test("placing again on the same host changes nothing")
    func placeTwice() {
        var hosts = FakeHosts()
        var view = HostedPolicyLifecycle<String>()
        hosts.run(view.place(.portrait, on: "host", current: hosts.current))
        let steps = view.place(.portrait, on: "host", current: hosts.current)
        #expect(steps.isEmpty)
        #expect(view.previous == nil)
    }

    @Test("a changed policy reaches the host at once; before a host, nothing happens")
    func change() {
        var hosts = FakeHosts()
        var view = HostedPolicyLifecycle<String>()
        #expect(view.change(.landscape, current: hosts.current).isEmpty)
        hosts.run(view.place(.portrait, on: "host", current: hosts.current))
        hosts.run(view.change(.landscape, current: hosts.current))
        #expect(hosts.policies["host"] == .landscape)
        hosts.run(view.release(current: hosts.current))
        #expect(hosts.policies["host"] == nil)
    }

    @Test("a policy replaced by someone else is not overwritten on release")
    func replacedMeanwhile() {
        var hosts = FakeHosts()
        var view = HostedPolicyLifecycle<String>()
        hosts.run(view.place(.portrait, on: "host", current: hosts.current))
        hosts.policies["host"] = .landscape
        #expect(view.release(current: hosts.current).isEmpty)
        #expect(hosts.policies["host"] == .landscape)
    }

    @Test("moving to another host restores the old one and sets the new one")
    func moveHost() {
        var hosts = FakeHosts(policies: ["a": .all])
        var view = HostedPolicyLifecycle<String>()
        hosts.run(view.place(.portrait, on: "a", current: hosts.current))
        hosts.run(view.place(.portrait, on: "b", current: hosts.current))
        #expect(hosts.policies["a"] == .all)
        #expect(hosts.policies["b"] == .portrait)
        hosts.run(view.place(.portrait, on: nil, current: hosts.current))
        #expect(hosts.policies["b"] == nil)
        #expect(view.host == nil)
    }
}
