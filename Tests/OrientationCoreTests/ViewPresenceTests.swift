import OrientationCore
import Testing

/// Every order of SwiftUI's `onAppear`, `onDisappear`, the probe's window
/// reports and the representable's dismantling.
@Suite("ViewPresence and ViewLifecycle: a view out of a window never constrains")
struct ViewPresenceTests {
    typealias Event = ViewPresence.Event

    /// All orderings of `events`.
    static func permutations(_ events: [Event]) -> [[Event]] {
        guard events.count > 1 else { return [events] }
        return events.indices.flatMap { index -> [[Event]] in
            var rest = events
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// What the presence must be after `events`, computed independently.
    static func expectedLive(_ events: [Event]) -> Bool {
        let upToDismantle = events.prefix { $0 != .dismantle }
        guard upToDismantle.count == events.count else { return false }
        let appeared = events.last { $0 == .appear || $0 == .disappear } == .appear
        let inWindow = events.last { $0 == .enterWindow || $0 == .leaveWindow } == .enterWindow
        return appeared && inWindow
    }

    @Test("all 120 orders of the five signals, checked after every step")
    func everyOrderOfTheFiveSignals() {
        let orders = Self.permutations(Event.allCases)
        #expect(orders.count == 120)
        for order in orders {
            var presence = ViewPresence()
            var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
            var view = InterfaceOrientationRegistry.ViewLifecycle(mask: .portrait)
            for step in order.indices {
                presence.handle(order[step])
                view.handle(order[step], in: &registry)
                let expected = Self.expectedLive(Array(order[...step]))
                #expect(presence.isLive == expected, "\(order[...step])")
                #expect(view.isRegistered == expected, "\(order[...step])")
                #expect(registry.count == (expected ? 1 : 0), "\(order[...step])")
                #expect(registry.supportedOrientations == (expected ? .portrait : .allButUpsideDown))
            }
            // Whatever came before, a dismantled view never constrains again.
            for late in Event.allCases {
                view.handle(late, in: &registry)
                #expect(!view.isRegistered)
            }
            #expect(registry.count == 0)
        }
    }

    @Test("every sequence of four signals, repeats included, leaves one registration at most")
    func everySequenceWithRepeats() {
        var sequences: [[Event]] = [[]]
        for _ in 0..<4 { sequences = sequences.flatMap { s in Event.allCases.map { s + [$0] } } }
        #expect(sequences.count == 625)
        for sequence in sequences {
            var registry = InterfaceOrientationRegistry()
            var view = InterfaceOrientationRegistry.ViewLifecycle(mask: .landscape)
            for event in sequence { view.handle(event, in: &registry) }
            let expected = Self.expectedLive(sequence)
            #expect(view.isRegistered == expected, "\(sequence)")
            #expect(registry.count == (expected ? 1 : 0), "\(sequence)")
        }
    }

    @Test("rule 48: onAppear for a view that is not in a window (iOS 18.4 SDK) constrains nothing")
    func appearOutsideAWindow() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.appear(.landscape, in: &registry)
        #expect(registry.supportedOrientations == .allButUpsideDown)
        view.window(contains: true, in: &registry)
        #expect(registry.supportedOrientations == .landscape)
        view.window(contains: false, in: &registry)
        #expect(registry.supportedOrientations == .allButUpsideDown)
    }

    @Test("rule 48: onAppear after the host is gone (dismantled first) never registers")
    func appearAfterDismantle() {
        var registry = InterfaceOrientationRegistry()
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.dismantle(in: &registry)
        view.window(contains: true, in: &registry)
        view.appear(.portrait, in: &registry)
        #expect(registry.count == 0)
        #expect(view.presence.isDismantled)
    }
}
