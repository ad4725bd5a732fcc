import OrientationDriver
import Testing

/// How a SwiftUI view follows its scene through its probe (`SceneFollower`,
/// behind OrientationKit's `ProbeScene`).
@MainActor
@Suite("A view's scene: changed only by another scene, published on the next turn, once")
struct SceneFollowerTests {
    final class Scene {}

    @MainActor
    final class Recorder {
        var turns: [@MainActor () -> Void] = []
        var tracked: [ObjectIdentifier] = []
        var published: [ObjectIdentifier] = []

        func follower() -> SceneFollower<Scene> {
            SceneFollower(
                onNextTurn: { self.turns.append($0) }, track: { self.tracked.append(ObjectIdentifier($0)) },
                publish: { self.published.append($0) })
        }

        func runTurns() {
            while !turns.isEmpty { turns.removeFirst()() }
        }
    }

    @Test("A new scene is known at once, tracked and published on the next turn")
    func publishesOnTheNextTurn() {
        let recorder = Recorder()
        let follower = recorder.follower()
        let scene = Scene()
        follower.follow(scene)
        #expect(follower.scene === scene)
        #expect(recorder.tracked.isEmpty && recorder.published.isEmpty)
        recorder.runTurns()
        #expect(recorder.tracked == [ObjectIdentifier(scene)])
        #expect(recorder.published == [ObjectIdentifier(scene)])
        #expect(follower.publishedID == ObjectIdentifier(scene))
    }

    @Test("Reports of the same scene, or of none, change nothing")
    func sameSceneChangesNothing() {
        let recorder = Recorder()
        let follower = recorder.follower()
        let scene = Scene()
        follower.follow(scene)
        follower.follow(scene)
        follower.follow(nil)
        #expect(recorder.turns.count == 1)
        recorder.runTurns()
        #expect(follower.scene === scene)
        #expect(recorder.published.count == 1)
    }

    @Test("A scene gone by the next turn is skipped; back to the published one: tracked, not published again")
    func publishesOnlyAChange() {
        let recorder = Recorder()
        let follower = recorder.follower()
        let first = Scene()
        follower.follow(first)
        recorder.runTurns()
        do {
            let passing = Scene()
            follower.follow(passing)
        }
        follower.follow(first)
        recorder.runTurns()
        #expect(recorder.tracked == [first, first].map(ObjectIdentifier.init))
        #expect(recorder.published == [ObjectIdentifier(first)])
    }
}
