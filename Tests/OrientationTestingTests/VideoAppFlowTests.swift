import OrientationTesting
import Testing

/// ELOrientationControlDemo's video app: tab bar > navigation > player,
/// a comment overlay over it, a portrait login flow presented full screen,
/// and a catalogue pushed from the player.
@Suite("ELOrientationControlDemo video app flow")
struct VideoAppFlowTests {
    static let screens: [ScreenDeclaration] = [
        Screens.tabs("tabs", ["homeNav", "settings"]),
        Screens.nav("homeNav", ["home"]),
        Screens.plain("home", .portrait),
        Screens.plain("settings"),
        Screens.plain("player", OrientationPolicy(supported: [.portrait, .landscape], remember: "player")),
        Screens.plain("comment", .matchPresenting),
        Screens.nav("loginNav", ["login"], .portrait),
        Screens.plain("login"),
        Screens.plain("register"),
        Screens.plain("catalogue", .matchPresenting),
    ]

    static func app(os: Int = 17, library: Bool = true) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(os: os), app: AppSetup(supported: .portrait, library: library),
            screens: screens, root: "tabs")
    }

    @Test("library mode: the orientation after every step of the video flow", arguments: [17, 15])
    func libraryFlow(os: Int) {
        let app = VideoAppFlowTests.app(os: os)
        var seen: [InterfaceOrientation] = [app.orientation]
        app.push("player")
        seen.append(app.orientation) // choice rule 6: stays portrait
        app.rotateDevice(.landscapeLeft)
        seen.append(app.orientation) // follows the device
        app.present("comment", style: .overFullScreen)
        seen.append(app.orientation) // pinned
        app.rotateDevice(.portrait)
        seen.append(app.orientation) // comment keeps it
        app.dismiss()
        seen.append(app.orientation) // choice rule 2: held upright
        app.rotateDevice(.landscapeLeft)
        seen.append(app.orientation)
        app.present("loginNav")
        seen.append(app.orientation) // portrait login
        app.push("register")
        seen.append(app.orientation)
        app.rotateDevice(.faceUp)
        seen.append(app.orientation) // laid flat
        app.dismiss()
        seen.append(app.orientation) // choice rule 3: back to landscape
        app.push("catalogue")
        seen.append(app.orientation) // matches the player
        app.rotateDevice(.portrait)
        seen.append(app.orientation) // the catalogue keeps it
        app.pop()
        seen.append(app.orientation) // choice rule 2: held upright
        #expect(
            seen == [
                .portrait, .portrait, .landscapeRight, .landscapeRight, .landscapeRight, .portrait,
                .landscapeRight, .portrait, .portrait, .portrait, .landscapeRight, .landscapeRight,
                .landscapeRight, .portrait,
            ])
        #expect(app.history.allSatisfy { $0.exception == nil })
        #expect(app.visibleScreen == "player")
    }

    @Test("library mode: deciding screens and masks along the flow")
    func libraryDeciding() {
        let app = VideoAppFlowTests.app()
        #expect(app.decidingScreen == "home" && app.supportedMask == .portrait)
        app.push("player")
        #expect(app.decidingScreen == "player" && app.supportedMask == .allButUpsideDown)
        app.rotateDevice(.landscapeLeft)
        app.present("comment", style: .overFullScreen)
        #expect(app.decidingScreen == "comment" && app.supportedMask == .landscapeRight)
        #expect(app.owner == "tabs")
        app.dismiss()
        app.present("loginNav")
        app.push("register")
        #expect(app.decidingScreen == "loginNav" && app.visibleScreen == "register")
        #expect(app.owner == "loginNav" && app.supportedMask == .portrait)
    }

    @Test("plain mode: containers do not forward, the player never turns (rule 12)")
    func plainFlow() {
        let app = VideoAppFlowTests.app(library: false)
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
        #expect(app.owner == "tabs" && app.supportedMask == .portrait)
        app.present("loginNav")
        app.dismiss()
        #expect(app.orientation == .portrait)
        #expect(app.history.allSatisfy { $0.exception == nil })
    }
}
