import OrientationDriver
import Testing

/// Which pop recognizers the pop gesture guard wires (`PopGestureWiring`,
/// behind OrientationKit's `InteractivePopGestureGuard`).
@Suite("The pop guard wires each pop recognizer once, never itself")
struct PopGestureWiringTests {
    final class Recognizer {}

    @Test("Each recognizer is wired once, however often the guard is installed; a later one is wired too")
    func wiresEachOnce() {
        var wiring = PopGestureWiring<Recognizer>()
        let guardRecognizer = Recognizer()
        let edge = Recognizer()
        let content = Recognizer()
        func wire(_ recognizer: Recognizer) -> Bool { wiring.needsWiring(recognizer, to: guardRecognizer) }
        #expect(wire(edge))
        #expect(!wire(edge))
        #expect(wire(content))
        #expect(!wire(content))
        #expect(!wire(edge))
    }

    @Test("The guard never waits for itself")
    func neverItself() {
        var wiring = PopGestureWiring<Recognizer>()
        let guardRecognizer = Recognizer()
        let wired = wiring.needsWiring(guardRecognizer, to: guardRecognizer)
        #expect(!wired)
    }
}
