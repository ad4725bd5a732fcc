import OrientationCore
import OrientationDriver
import Testing

/// DRIVER-REVIEW finding 11: a presented SwiftUI host UIKit asks about
/// before SwiftUI rendered it (a `.fullScreenCover` being presented) is laid
/// out on the next turn, once, never inside UIKit's question; then its host
/// is snapshotted again.
@MainActor
@Suite("Hosted policies: a cover UIKit asks about before SwiftUI rendered it (finding 11)")
struct HostedPolicyRenderTests {
    let uikit = FakeUIKit()
    let hosting: FakeHosting
    let placements: HostedPolicyPlacements<FakeHosting>
    let presenter = FakeController("presenter")

    init() {
        hosting = FakeHosting(uikit)
        placements = HostedPolicyPlacements(platform: hosting)
    }

    /// A cover SwiftUI has not rendered, presented from `presenter`: its
    /// view is not loaded; laying it out makes its probe report, first
    /// before the view is in the hosting view (no host yet), then in it.
    func cover(from presenter: FakeController, policy: OrientationPolicy = .landscape) -> (FakeController, FakeProbe) {
        let cover = FakeController("cover")
        cover.isSwiftUIPresentationHost = true
        cover.isViewLoaded = false
        cover.presenting = presenter
        presenter.presented = cover
        let probe = FakeProbe()
        let placements = placements
        cover.onLayOut = { [weak cover] in
            placements.place(probe, policy: policy)
            probe.host = cover
        }
        return (cover, probe)
    }

    @Test("Asked about in UIKit's question, the cover is not laid out there, but once on the next turn")
    func laidOutOnceOnTheNextTurn() {
        let (cover, probe) = cover(from: presenter)
        #expect(placements.policy(for: cover) == nil)
        #expect(placements.policy(for: cover) == nil)
        #expect(hosting.layouts.isEmpty)
        uikit.runTurn()
        #expect(hosting.layouts == ["cover"])
        // The probe that reported before its view was in the hosting view
        // is placed again on its host.
        #expect(probe.host === cover)
        #expect(placements.policy(for: cover) == .landscape)
        uikit.runTurns()
        #expect(hosting.layouts == ["cover"])
    }

    @Test("After the layout, the cover is snapshotted again on the following turn")
    func snapshottedAgainAfterTheLayout() {
        let (cover, _) = cover(from: presenter)
        _ = placements.policy(for: cover)
        uikit.runTurn()
        #expect(hosting.updates.isEmpty)
        uikit.runTurn()
        #expect(hosting.updates == ["cover"])
    }

    @Test("A cover with no policy after its layout is laid out once, however often it is asked about")
    func coverWithoutPolicyLaidOutOnce() {
        let cover = FakeController("cover")
        cover.isSwiftUIPresentationHost = true
        cover.isViewLoaded = false
        cover.presenting = presenter
        _ = placements.policy(for: cover)
        uikit.runTurns()
        _ = placements.policy(for: cover)
        uikit.runTurns()
        #expect(hosting.layouts == ["cover"])
        #expect(hosting.updates.isEmpty)
    }

    @Test("A cover SwiftUI rendered before the turn is not laid out, only snapshotted again")
    func renderedMeanwhileIsNotLaidOut() {
        let (cover, probe) = cover(from: presenter)
        _ = placements.policy(for: cover)
        probe.host = cover
        placements.place(probe, policy: .landscape)
        uikit.runTurns()
        #expect(hosting.layouts.isEmpty)
        #expect(hosting.updates == ["cover"])
    }

    @Test("A cover whose view is placed but not shown after its layout is snapshotted again all the same")
    func snapshottedAgainWithNoShownView() {
        let (cover, probe) = cover(from: presenter)
        probe.isShown = false
        _ = placements.policy(for: cover)
        uikit.runTurns()
        #expect(hosting.layouts == ["cover"])
        #expect(hosting.updates == ["cover"])
    }

    enum Unrendered: CaseIterable {
        case notPresented, notSwiftUIHost
    }

    @Test("Only a presented SwiftUI host is laid out", arguments: Unrendered.allCases)
    func onlyPresentedSwiftUIHosts(_ case: Unrendered) {
        let (cover, _) = cover(from: presenter)
        switch `case` {
        case .notPresented: cover.presenting = nil
        case .notSwiftUIHost: cover.isSwiftUIPresentationHost = false
        }
        _ = placements.policy(for: cover)
        uikit.runTurns()
        #expect(hosting.layouts.isEmpty)
    }

    @Test("A cover already in a window is not laid out")
    func coverInWindowNotLaidOut() {
        let app = DriverFixture()
        let hosting = FakeHosting(app.uikit)
        let placements = HostedPolicyPlacements(platform: hosting)
        let cover = FakeController("cover")
        cover.isSwiftUIPresentationHost = true
        app.uikit.present(cover, from: app.navigation)
        _ = placements.policy(for: cover)
        app.uikit.runTurns()
        #expect(hosting.layouts.isEmpty)
    }

    // Rule 47 and finding 11, the whole path on the driver: UIKit asks while
    // presenting the cover, before SwiftUI rendered it.
    @Test("A locked cover presented over a portrait list turns, with no layout inside UIKit's question")
    func coverTurnsWithNoLayoutInsideTheQuestion() {
        let app = DriverFixture()
        let hosting = FakeHosting(app.uikit)
        let placements = HostedPolicyPlacements(platform: hosting)
        app.uikit.hostedPolicies = placements
        let cover = FakeController("cover")
        cover.isSwiftUIPresentationHost = true
        cover.isViewLoaded = false
        let probe = FakeProbe()
        cover.onLayOut = { [weak cover] in
            probe.host = cover
            placements.place(probe, policy: .locked(.landscapeRight))
        }
        app.uikit.present(cover, from: app.navigation)
        #expect(hosting.layouts == ["cover"])
        #expect(app.shown == .landscapeRight)
        #expect(app.uikit.callsInsideQuestion.isEmpty)
        #expect(app.uikit.exceptions.isEmpty)
    }
}
