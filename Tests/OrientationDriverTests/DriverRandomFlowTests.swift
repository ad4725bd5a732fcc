import OrientationCore
import OrientationDriver
import Testing

/// Random flows over the shipped driver on the fake UIKit: pushes, pops
/// (some interactive, some cancelled), presentations, dismissals, device
/// turns, policy changes, the app's requests, awaited and not, activity
/// changes, getters that ask the app's answer, visual effect roots, lazy
/// views. After every step: UIKit raised nothing, the driver made no call
/// inside UIKit's question and did not recurse; every awaited rotation
/// resumed exactly once. A fixed seed, so that CI checks the same flows.
@MainActor
@Suite("The shipped driver on random flows")
struct DriverRandomFlowTests {
    static let policies: [OrientationPolicy?] = [
        nil, .portrait, .landscape, .allButUpsideDown, .locked(.landscapeRight), .locked(.portrait),
        .remembered("player", supported: [.portrait, .landscape]), .matchPresenting,
    ]

    @Test("300 flows of 40 steps on iOS 15, 17 and 26: no raise, no call inside the question, every await resumes")
    func randomFlows() async {
        var random = SplitMix(seed: 0x26_0D_21_7E)
        var steps = 0
        var awaited = 0
        var rotationCalls = [15: 0, 17: 0, 26: 0]
        var visibleRotations = [15: 0, 17: 0, 26: 0]
        for flow in 0..<300 {
            let os = [15, 17, 26][flow % 3]
            let app = DriverFixture(os: os, listPolicy: Self.policies.randomElement(using: &random) ?? nil)
            var tasks: [OutcomeBox] = []
            for _ in 0..<40 {
                steps += 1
                let (shownBefore, callsBefore) = (app.shown, app.uikit.calls.count)
                if let task = await step(app, &random) { tasks.append(task) }
                app.uikit.runTurns()
                // Deciding whether a pop may begin (each touch) reads no window.
                let reads = app.uikit.rootReads
                _ = app.driver.popWouldRotate(app.navigation)
                #expect(app.uikit.rootReads == reads, "flow \(flow): a touch took a snapshot")
                if app.shown != shownBefore {
                    visibleRotations[os, default: 0] += 1
                    rotationCalls[os, default: 0] += app.uikit.calls[callsBefore...].filter(\.isOrientationCall).count
                }
                #expect(app.uikit.exceptions.isEmpty, "flow \(flow), iOS \(os): \(app.uikit.exceptions)")
                #expect(app.uikit.callsInsideQuestion.isEmpty, "flow \(flow): \(app.uikit.callsInsideQuestion)")
                if !app.uikit.exceptions.isEmpty || !app.uikit.callsInsideQuestion.isEmpty { return }
            }
            // Whatever is still awaited ends: the gesture ends, the app
            // becomes active, the settlement checks run.
            for navigation in [app.navigation] where navigation.children.last?.transition != nil {
                if let transition = navigation.children.last?.transition { app.uikit.finish(transition) }
            }
            app.driver.appDidBecomeActive()
            app.uikit.runTurns()
            app.uikit.advance(seconds: 2)
            for task in tasks {
                awaited += 1
                let outcome = await app.outcome(of: task)
                #expect(outcome != nil, "flow \(flow): an awaited rotation never resumed")
            }
        }
        for os in [15, 17, 26] {
            let ratio = Double(rotationCalls[os] ?? 0) / Double(max(visibleRotations[os] ?? 0, 1))
            print(
                "driver random flows, iOS \(os): \(visibleRotations[os] ?? 0) visible rotations, "
                    + "\(String(format: "%.2f", ratio)) orientation calls per visible rotation")
        }
        #expect(steps == 12_000)
        #expect(awaited > 100)
    }

    /// One random step; the task of an awaited rotation, if it started one.
    private func step(_ app: DriverFixture, _ random: inout SplitMix) async -> OutcomeBox? {
        let top = app.navigation.children.last ?? app.list
        switch Int.random(in: 0..<11, using: &random) {
        case 0, 1:
            let screen = app.screen("s\(Int.random(in: 0..<1000, using: &random))", policy: nil)
            screen.isVisualEffectRoot = Bool.random(using: &random)
            if let policy = Self.policies.randomElement(using: &random) ?? nil { app.setPolicy(policy, on: screen) }
            if Bool.random(using: &random) {
                let window = app.window
                let uikit = app.uikit
                screen.supportedGetter = { uikit.applicationMask(for: window) }
            }
            app.uikit.push(screen, on: app.navigation)
        case 2:
            guard app.navigation.children.count > 1, app.navigation.presented == nil else { return nil }
            let interactive = Bool.random(using: &random)
            let transition = app.uikit.pop(app.navigation, interactive: interactive, holding: interactive)
            if interactive { app.uikit.finish(transition, cancelled: Bool.random(using: &random)) }
        case 3:
            guard app.navigation.presented == nil else {
                app.uikit.dismiss(from: app.navigation)
                return nil
            }
            let cover = app.screen("cover", policy: Self.policies.randomElement(using: &random) ?? nil)
            if Bool.random(using: &random) {
                // A full-screen player whose getter asks the app (rule 89): it owns the window.
                let window = app.window
                let uikit = app.uikit
                cover.supportedGetter = { uikit.applicationMask(for: window) }
            }
            app.uikit.present(cover, from: app.navigation)
        case 4, 5:
            let device: [DeviceOrientation] = [
                .portrait, .landscapeLeft, .landscapeRight, .faceUp, .portraitUpsideDown,
            ]
            app.uikit.rotateDevice(device.randomElement(using: &random) ?? .portrait)
        case 6:
            app.setPolicy(Self.policies.randomElement(using: &random) ?? nil, on: top)
        case 7:
            let target = InterfaceOrientation.tieBreakOrder.randomElement(using: &random) ?? .portrait
            if Bool.random(using: &random) { return await app.startRotation(top, to: target) }
            app.rotateNow(top, to: target)
        case 8:
            if Bool.random(using: &random) { app.driver.appWillResignActive() } else { app.driver.appDidBecomeActive() }
        case 9:
            app.uikit.acceptsWithoutTurning = Bool.random(using: &random)
        default:
            app.uikit.advance(seconds: 1)
        }
        return nil
    }
}

/// A small seeded generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    /// A call that asks UIKit to re-read or turn (what "calls per visible
    /// rotation" counts): updates, geometry requests, legacy writes and attempts.
    var isOrientationCall: Bool {
        hasPrefix("setNeedsUpdateOfSupportedInterfaceOrientations") || hasPrefix("requestGeometryUpdate")
            || hasPrefix("UIDevice.orientation") || hasPrefix("attemptRotationToDeviceOrientation")
    }
}
