import OrientationTesting
import Testing

/// jongwonwoo's flow: a portrait list in a navigation controller and a
/// landscape-only player pushed onto it.
@Suite("jongwonwoo player push flow")
struct PlayerPushFlowTests {
    static func app(library: Bool, device: DeviceOrientation, os: Int = 17) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(os: os, device), app: AppSetup(library: library),
            screens: [
                Screens.nav("nav", ["list"]), Screens.plain("list", .portrait),
                Screens.plain("player", .landscape),
            ], root: "nav")
    }

    @Test("library mode: the pushed player opens landscape and the list comes back portrait", arguments: [17, 15])
    func libraryPortraitDevice(os: Int) {
        let app = PlayerPushFlowTests.app(library: true, device: .portrait, os: os)
        #expect(app.orientation == .portrait)
        app.push("player")
        #expect(app.orientation == .landscapeRight)
        #expect(app.decidingScreen == "player" && app.supportedMask == .landscape)
        app.rotateDevice(.landscapeRight)
        #expect(app.orientation == .landscapeLeft)
        app.pop()
        #expect(app.orientation == .portrait)
        #expect(app.history.allSatisfy { $0.exception == nil })
    }

    @Test(
        "library mode: with the device already landscape, the list launches portrait and the player opens landscape",
        arguments: [17, 15])
    func libraryLandscapeDevice(os: Int) {
        let app = PlayerPushFlowTests.app(library: true, device: .landscapeLeft, os: os)
        #expect(app.orientation == .portrait)
        app.push("player")
        #expect(app.orientation == .landscapeRight)
        app.pop()
        #expect(app.orientation == .portrait)
    }

    @Test("library mode: the calls issued for the push, as the UIKit driver issues them")
    func libraryCalls() {
        let app = PlayerPushFlowTests.app(library: true, device: .portrait)
        let record = app.push("player")
        // One update (the mask changed), one request: no call twice.
        #expect(
            app.calls == [.setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate(.landscapeRight)])
        #expect(record.calls == app.calls.map(\.description))
    }

    @Test("plain mode (rule 12): the navigation controller does not forward, so the player stays portrait")
    func plainPortraitDevice() {
        let app = PlayerPushFlowTests.app(library: false, device: .portrait)
        app.push("player")
        #expect(app.orientation == .portrait)
        #expect(app.owner == "nav" && app.decidingScreen == nil)
    }

    @Test("plain mode (rule 12): with the device landscape, even the portrait list shows landscape")
    func plainLandscapeDevice() {
        let app = PlayerPushFlowTests.app(library: false, device: .landscapeLeft)
        #expect(app.orientation == .landscapeRight)
        app.push("player")
        #expect(app.orientation == .landscapeRight)
        app.rotateDevice(.portrait)
        #expect(app.orientation == .portrait)
    }
}
