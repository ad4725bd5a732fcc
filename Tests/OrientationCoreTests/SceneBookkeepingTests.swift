import OrientationCore
import Testing

/// `\.interfaceOrientation` per scene, and the coordinator's requests per scene.
@Suite("SceneOrientations and SceneRequestGate")
struct SceneBookkeepingTests {
    @Test("each view reads its own scene; a second window never reads the first one's")
    func perScene() {
        var scenes = SceneOrientations<String>()
        #expect(scenes.orientation(for: nil) == .unknown)
        let recorded = scenes.record(.portrait, for: "first")
        let again = scenes.record(.portrait, for: "first")
        #expect(recorded && !again)
        #expect(scenes.orientation(for: nil) == .portrait)
        scenes.record(.landscapeLeft, for: "second")
        #expect(scenes.orientation(for: "first") == .portrait)
        #expect(scenes.orientation(for: "second") == .landscapeLeft)
        #expect(scenes.orientation(for: "third") == .unknown)
        #expect(scenes.orientation(for: nil) == .unknown)
        let forgotten = scenes.forget("first")
        let forgottenAgain = scenes.forget("first")
        #expect(forgotten && !forgottenAgain)
        #expect(scenes.orientation(for: "first") == .unknown)
    }

    @Test("a request waits while its scene is inactive and runs once on its activation")
    func gate() {
        var gate = SceneRequestGate<String>()
        var results: [Bool] = []
        results.append(gate.request(for: "scene", isActive: true))
        results.append(gate.activate("scene"))
        results.append(gate.request(for: "scene", isActive: false))
        results.append(gate.request(for: "scene", isActive: false))
        #expect(gate.isWaiting("scene"))
        results.append(gate.activate("other"))
        results.append(gate.activate("scene"))
        results.append(gate.activate("scene"))
        #expect(results == [true, false, false, false, false, true, false])
    }

    @Test("a request made active again, or for a scene that disconnected, no longer waits")
    func gateCancelled() {
        var gate = SceneRequestGate<String>()
        _ = gate.request(for: "scene", isActive: false)
        let now = gate.request(for: "scene", isActive: true)
        let later = gate.activate("scene")
        #expect(now && !later)
        _ = gate.request(for: "gone", isActive: false)
        gate.forget("gone")
        let released = gate.activate("gone")
        #expect(!released)
    }
}
