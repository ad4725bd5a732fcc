import Testing

@testable import OrientationCore

/// Observe, don't assume (rule 72, issue 12 item 5): each rotation request is
/// reconciled with the orientation the scene reports; the engine never
/// loops re-requesting.
@Suite("OrientationEngine: reconciling requests with the scene")
struct OrientationEngineReconcileTests {
    static let list = ScreenSpec.screen("list", policy: .portrait)
    static let listOnly = ScreenTree(.navigation("nav", [list]))
    static let withPlayer = ScreenTree(.navigation("nav", [list, .screen("player", policy: .landscape)]))

    static func pushedPlayer() -> OrientationEngine {
        let e = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: 17))
        e.handle(.deviceRotated(.portrait))
        e.handle(.screensChanged(listOnly))
        #expect(e.handle(.screensChanged(withPlayer)).contains(.requestGeometryUpdate(.landscapeRight)))
        #expect(e.awaitingGeometry == .landscapeRight)
        return e
    }

    @Test("a request carried out settles quietly")
    func carriedOut() {
        let e = Self.pushedPlayer()
        #expect(e.handle(.interfaceOrientationChanged(.landscapeRight)).isEmpty)
        #expect(e.diagnostics.isEmpty && e.awaitingGeometry == nil)
    }

    @Test("a scene that never moved: one more try for the transition, then ORI-413 and no loop")
    func neverMoved() {
        let e = Self.pushedPlayer()
        // The screen just became deciding: the chosen orientation is asked once more (rule 23).
        #expect(e.handle(.interfaceOrientationChanged(.portrait)) == [.requestGeometryUpdate(.landscapeRight)])
        #expect(e.handle(.interfaceOrientationChanged(.portrait)).isEmpty)
        #expect(e.refusals.map(\.reason) == [.requestNotCarriedOut])
        #expect(e.refusals.first?.wanted == .landscapeRight && e.refusals.first?.shown == .portrait)
        #expect(e.currentOrientation == .portrait)
        // The same deciding screen again (a snapshot after a policy-less
        // change): no new request for the unheeded orientation.
        #expect(e.handle(.policyChanged("player", .landscape)).allSatisfy { $0.requestedOrientation == nil })
        #expect(e.handle(.interfaceOrientationChanged(.portrait)).isEmpty)
        #expect(e.diagnostics.isEmpty)
    }

    @Test("an explicit request that settled elsewhere is ORI-413 at once")
    func settledElsewhere() {
        let e = Self.pushedPlayer()
        e.handle(.interfaceOrientationChanged(.landscapeRight))
        #expect(e.handle(.rotationRequested(.landscapeLeft, screen: nil)) == [.requestGeometryUpdate(.landscapeLeft)])
        #expect(e.handle(.interfaceOrientationChanged(.landscapeRight)).isEmpty)
        #expect(e.diagnostics.map(\.code) == [.platformRequestNotCarriedOut])
        #expect(e.currentOrientation == .landscapeRight)
    }

    @Test("the device, the app or a new deciding screen lift the do-not-ask-again")
    func liftedBySomethingNew() {
        let e = Self.pushedPlayer()
        e.handle(.interfaceOrientationChanged(.portrait))
        e.handle(.interfaceOrientationChanged(.portrait))
        #expect(e.handle(.rotationRequested(.landscapeRight, screen: nil)) == [.requestGeometryUpdate(.landscapeRight)])
    }

    @Test("a refused request is settled by the refusal: no ORI-413 after it")
    func refusedIsSettled() {
        let e = Self.pushedPlayer()
        e.handle(
            .geometryRequestFailed(
                code: 101, message: "None of the requested orientations are supported by the view controller."))
        #expect(e.awaitingGeometry == nil)
        #expect(e.refusals.map(\.reason) == [.geometryRequestDenied])
        e.handle(.interfaceOrientationChanged(.portrait))
        #expect(!e.diagnostics.contains { $0.code == .platformRequestNotCarriedOut })
    }
}
