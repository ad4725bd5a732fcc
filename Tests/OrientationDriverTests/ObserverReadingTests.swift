import OrientationCore
import OrientationDriver
import Testing

/// What OrientationKit's orientation observers report for each reading
/// (`ObserverReading`, `MotionReadings`, `SceneObservers`) and the cleanup
/// they run when released (`MainActorCleanup`).
@MainActor
@Suite("Observer readings")
struct ObserverReadingTests {
    @Test("An interface observer reports its scene's orientation; a gone scene is unknown, then the end")
    func sceneSteps() {
        #expect(ObserverReading.scene(isCancelled: false, shown: .landscapeLeft) == .report(.landscapeLeft))
        #expect(ObserverReading.scene(isCancelled: false, shown: nil) == .sceneGone)
        var read = false
        func shown() -> InterfaceOrientation? {
            read = true
            return .portrait
        }
        #expect(ObserverReading.scene(isCancelled: true, shown: shown()) == ObserverReading.SceneStep.none)
        #expect(!read)
    }

    @Test("A motion reading is classified with hysteresis; an error is unknown and forgets it")
    func motionReadings() {
        let upright = GravityVector(x: 0, y: -1, z: 0)
        // Turned 50 degrees: within the hysteresis of portrait, past 45.
        let turned = GravityVector(x: -0.766, y: -0.643, z: 0)
        var fresh = DeviceOrientationClassifier()
        let afresh = fresh.classify(turned)
        #expect(afresh != .portrait)
        var readings = MotionReadings(configuration: .default)
        #expect(readings.orientation(of: upright) == .portrait)
        #expect(readings.orientation(of: turned) == .portrait)
        #expect(readings.orientation(of: nil) == .unknown)
        #expect(readings.orientation(of: turned) == afresh)
    }

    final class Scene {}
    final class Observer {
        let scene: Scene?
        var isCancelled = false
        init(_ scene: Scene?) { self.scene = scene }
    }

    @Test("A scene's observers: live, not cancelled, of that scene, in the order added")
    func sceneObservers() {
        let scene = Scene()
        let other = Scene()
        var observers = SceneObservers<Observer>()
        let first = Observer(scene)
        let elsewhere = Observer(other)
        let cancelled = Observer(scene)
        let last = Observer(scene)
        var released: Observer? = Observer(scene)
        for observer in [first, elsewhere, cancelled, last] { observers.add(observer) }
        if let released { observers.add(released) }
        released = nil
        cancelled.isCancelled = true
        let found = observers.observers(of: scene, isCancelled: \.isCancelled, scene: \.scene)
        #expect(found.count == 2)
        #expect(found.first === first)
        #expect(found.last === last)
        cancelled.isCancelled = false
        #expect(observers.observers(of: scene, isCancelled: \.isCancelled, scene: \.scene).count == 2)
    }

    @Test("A released cleanup runs once, on the main actor")
    func cleanupOnRelease() async {
        var runs = 0
        var token: MainActorCleanup? = MainActorCleanup { runs += 1 }
        #expect(token != nil)
        token = nil
        for _ in 0..<100 where runs == 0 { await Task.yield() }
        #expect(runs == 1)
    }
}
