import OrientationCore
import Testing

/// The order of work when UIKit first asks about a SwiftUI `.fullScreenCover`,
/// without UIKit. SwiftUI creates the cover's hosting controller and calls
/// `present(_:animated:)`; UIKit asks the app delegate about the presentation
/// before SwiftUI has rendered the cover's content, so no probe exists yet
/// and nothing can push the policy in time. OrientationKit's snapshot
/// therefore pulls: for a hosting controller with no view placed on it yet,
/// it lays the controller out first (SwiftUI renders, the probes are made
/// and place their views in the ``HostedPolicyTable`` synchronously), and
/// only then reads the host's policy. `FirstFrameDriver` mirrors that order
/// (`SwiftUIHostedPolicies.policy(for:)` in OrientationKit).
@Suite("A cover's policy is known before UIKit first asks about it")
struct CoverFirstFrameTests {
    /// The driver's part, with strings for hosting controllers.
    struct FirstFrameDriver {
        var table = HostedPolicyTable<String, Int>()
        /// What SwiftUI's first render of each host places (its probes).
        var firstRender: [String: [(view: Int, policy: OrientationPolicy)]] = [:]
        var rendered: Set<String> = []
        /// False models the old driver: the policy only arrives after an
        /// asynchronous hop, after UIKit's first question.
        var pulls = true

        /// The snapshot's policy for a host, as `ScreenTreeSnapshot` reads it.
        mutating func policy(for host: String) -> OrientationPolicy? {
            if pulls, !table.hasViews(on: host), !rendered.contains(host) { render(host) }
            return table.policy(for: host)
        }

        /// SwiftUI renders the host: each probe places its view at once.
        mutating func render(_ host: String) {
            rendered.insert(host)
            for (view, policy) in firstRender[host] ?? [] {
                _ = table.place(view, policy: policy, on: host, isShown: true)
            }
        }

        /// The window while the cover is being presented over the portrait list.
        mutating func snapshot() -> ScreenTree {
            let cover = ScreenSpec.screen("cover", policy: policy(for: "cover"))
            return ScreenTree(
                ScreenSpec.screen("list", policy: .portrait)
                    .presenting(cover, style: .fullScreen, phase: .presenting))
        }
    }

    static func launchedEngine() -> OrientationEngine {
        let engine = OrientationEngine()
        engine.handle(.deviceRotated(.portrait))
        engine.handle(.screensChanged(ScreenTree(.screen("list", policy: .portrait))))
        return engine
    }

    @Test("rule 47: the first answer about the presentation is already the cover's landscape")
    func pulledBeforeTheFirstQuestion() {
        var driver = FirstFrameDriver()
        driver.firstRender["cover"] = [(view: 1, policy: .locked(.landscapeRight))]
        let engine = Self.launchedEngine()
        #expect(engine.supportedMask == .portrait)
        // UIKit asks: the snapshot is the first thing that runs.
        let commands = engine.handle(.screensChanged(driver.snapshot()))
        #expect(engine.supportedMask == .landscapeRight)
        #expect(engine.decidingScreen == "cover")
        #expect(commands.contains(.requestGeometryUpdate(.landscapeRight)))
        // The probes' own (later) reports change nothing: no second request.
        _ = driver.table.place(1, policy: .locked(.landscapeRight), on: "cover", isShown: true)
        #expect(engine.handle(.screensChanged(driver.snapshot())).isEmpty)
    }

    @Test("rule 47: without the pull, UIKit's first answer is the portrait beneath (the old frame in portrait)")
    func asynchronousHopAnswersPortraitFirst() {
        var driver = FirstFrameDriver()
        driver.pulls = false
        driver.firstRender["cover"] = [(view: 1, policy: .locked(.landscapeRight))]
        let engine = Self.launchedEngine()
        engine.handle(.screensChanged(driver.snapshot()))
        #expect(engine.supportedMask == .portrait)
        driver.render("cover")
        let late = engine.handle(.screensChanged(driver.snapshot()))
        #expect(engine.supportedMask == .landscapeRight)
        #expect(late.contains(.requestGeometryUpdate(.landscapeRight)))
    }

    @Test("a cover whose content states no policy is rendered once, not on every question")
    func renderedOnce() {
        var driver = FirstFrameDriver()
        _ = driver.policy(for: "cover")
        _ = driver.policy(for: "cover")
        #expect(driver.rendered == ["cover"])
        #expect(driver.table.count == 0)
    }
}
