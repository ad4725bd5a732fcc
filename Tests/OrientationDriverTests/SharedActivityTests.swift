import OrientationDriver
import Testing

/// One platform activity shared by many observers (`SharedActivity`,
/// behind OrientationKit's device-orientation and motion hubs).
@MainActor
@Suite("A shared activity: started once, stopped after the last observer, at the shortest interval")
struct SharedActivityTests {
    final class Observer {
        let interval: Double
        init(interval: Double = 0.1) { self.interval = interval }
    }

    final class Platform: SharedActivityPlatform {
        var isAvailable = true
        var calls: [String] = []
        var interval: Double? = 0.01
        func start() { calls.append("start") }
        func stop() { calls.append("stop") }
        var updateInterval: Double? { interval }
        func setUpdateInterval(_ interval: Double) {
            self.interval = interval
            calls.append("interval \(interval)")
        }
        func updateInterval(of subscriber: Observer) -> Double? { subscriber.interval }
    }

    final class Notifications: SharedActivityPlatform {
        typealias Subscriber = NSObjectLike
        var calls: [String] = []
        func start() { calls.append("begin") }
        func stop() { calls.append("end") }
    }

    // Rule 35: begin and end stay balanced.
    @Test("Begins for the first observer, ends after the last, whether removed or released")
    func balanced() {
        let platform = Notifications()
        let activity = SharedActivity(platform: platform)
        let first = NSObjectLike()
        var second: NSObjectLike? = NSObjectLike()
        let one = activity.reserveToken()
        let two = activity.reserveToken()
        activity.add(first, for: one)
        activity.add(second!, for: two)
        #expect(platform.calls == ["begin"])
        activity.remove(one)
        activity.remove(one)
        #expect(platform.calls == ["begin"] && activity.isActive)
        second = nil
        #expect(activity.subscribersForReading().isEmpty)
        #expect(platform.calls == ["begin", "end"] && !activity.isActive && activity.count == 0)
    }

    @Test("Runs at the shortest interval asked for, set only when it changes; nothing where unavailable")
    func intervals() {
        let platform = Platform()
        let activity = SharedActivity(platform: platform)
        let slow = Observer(interval: 0.5)
        let fast = Observer(interval: 0.05)
        let token = activity.reserveToken()
        #expect(activity.add(slow, for: token))
        #expect(activity.add(fast, for: activity.reserveToken()))
        #expect(platform.calls == ["interval 0.5", "start", "interval 0.05"])
        activity.remove(token)
        #expect(platform.calls.count == 3)
        platform.isAvailable = false
        #expect(!activity.add(Observer(), for: activity.reserveToken()))
        #expect(activity.count == 1)
    }

    final class NSObjectLike {}
}
