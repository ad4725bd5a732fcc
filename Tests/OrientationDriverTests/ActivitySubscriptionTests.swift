import OrientationCore
import OrientationDriver
import Testing

/// One observer's subscription to a shared activity
/// (`ActivitySubscription`, behind OrientationKit's device orientation and
/// motion observers): running, unavailable or cancelled, and what each does.
@MainActor
@Suite("An observer's subscription: started, unavailable, cancelled, released")
struct ActivitySubscriptionTests {
    final class Observer {}

    final class Platform: SharedActivityPlatform {
        typealias Subscriber = Observer
        var isAvailable = true
        var calls: [String] = []
        func start() { calls.append("start") }
        func stop() { calls.append("stop") }
    }

    /// Records the values that reach the sink.
    final class Sink: BroadcastSink {
        var log: [String] = []
        func send(_ value: Int) { log.append("\(value)") }
        func finish() { log.append("end") }
    }

    typealias Subscription = ActivitySubscription<Platform, Int, Sink>

    /// Every platform a test made: an activity holds its platform unowned,
    /// and a released subscription leaves it after the test has returned.
    static var platforms: [Platform] = []

    let platform = Platform()
    let sink = Sink()
    let observer = Observer()

    init() {
        Self.platforms.append(platform)
    }

    func subscription(_ activity: SharedActivity<Platform>) -> Subscription {
        Subscription(activity, broadcast: ValueBroadcast(0, sink: sink))
    }

    @Test("Started: the activity starts, the current value goes out before the closure is set")
    func started() {
        let activity = SharedActivity(platform: platform)
        let subscription = subscription(activity)
        var heard: [Int] = []
        subscription.start(observer, current: 4) { heard.append($0) }
        #expect(subscription.state == .running && subscription.isRunning)
        #expect(platform.calls == ["start"])
        #expect(sink.log == ["4"] && heard.isEmpty)
        subscription.broadcast.send(5)
        #expect(heard == [5])
    }

    @Test("Unavailable: nothing starts, the broadcast ends at once, no closure is taken")
    func unavailable() {
        platform.isAvailable = false
        let subscription = subscription(SharedActivity(platform: platform))
        subscription.start(observer, current: 4) { _ in }
        #expect(subscription.state == .unavailable)
        #expect(platform.calls.isEmpty)
        #expect(sink.log == ["end"])
        subscription.broadcast.onChange = { _ in }
        #expect(subscription.broadcast.onChange == nil)
        subscription.cancel()
        #expect(subscription.state == .unavailable)
    }

    @Test("Cancelled: the activity stops after the last subscriber, the broadcast ends, again nothing")
    func cancelled() {
        let activity = SharedActivity(platform: platform)
        let first = subscription(activity)
        let second = subscription(activity)
        let other = Observer()
        first.start(observer, onChange: nil)
        second.start(other, onChange: nil)
        first.cancel()
        #expect(first.state == .cancelled && first.broadcast.isFinished)
        #expect(platform.calls == ["start"])
        second.cancel()
        second.cancel()
        #expect(platform.calls == ["start", "stop"])
        first.broadcast.onChange = { _ in }
        #expect(first.broadcast.onChange == nil)
    }

    @Test("Released: the activity stops on the next main-actor turn")
    func released() async {
        let activity = SharedActivity(platform: platform)
        var subscription: Subscription? = subscription(activity)
        subscription?.start(observer, onChange: nil)
        #expect(platform.calls == ["start"])
        subscription = nil
        for _ in 0..<100 where platform.calls.count < 2 { await Task.yield() }
        #expect(platform.calls == ["start", "stop"])
        #expect(sink.log == ["end"])
    }
}
