import OrientationDriver
import Testing

/// What the probes answer about the status bar, the home indicator and the
/// screen edges (`AppearanceForwarding`, behind both probes' overrides).
@MainActor
@Suite("Probes' status-bar answers: the real child, the parent's value, never a loop")
struct AppearanceForwardingTests {
    @Test("The child to ask is the parent's last child that is not a probe")
    func realChildSkipsProbes() {
        let children = ["list", "player", "probe"]
        #expect(AppearanceForwarding.realChild(among: children) { $0 == "probe" } == "player")
        #expect(AppearanceForwarding.realChild(among: ["probe"]) { $0 == "probe" } == nil)
    }

    @Test("Without a parent the probe answers UIKit's default; with one, the parent's own value")
    func parentValueOrDefault() {
        let forwarding = AppearanceForwarding()
        #expect(forwarding.parentValue(String?.none, fallback: "default") { $0 } == "default")
        #expect(forwarding.parentValue("parent", fallback: "default") { "\($0)'s" } == "parent's")
    }

    @Test("A parent whose getter asks the probe back gets the default on the second visit, then reads again")
    func noLoop() {
        let forwarding = AppearanceForwarding()
        var visits = 0
        func ask() -> Int {
            forwarding.parentValue("parent", fallback: -1) { _ in
                visits += 1
                return ask() + 1
            }
        }
        #expect(ask() == 0)
        #expect(visits == 1)
        #expect(ask() == 0)
        #expect(visits == 2)
    }
}
