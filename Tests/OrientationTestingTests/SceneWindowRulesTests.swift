import OrientationTesting
import Testing

/// A scene with several windows (UIKit rules 50-55), in plain UIKit and with
/// the library, which answers every window of the scene from the app's own.
@Suite("Scenes with several windows")
struct SceneWindowRulesTests {
    static let screens = [
        Screens.plain("home", .portrait), Screens.plain("hud", .landscape),
        Screens.plain("banner", .landscape), Screens.plain("keys", .landscape),
    ]

    static func app(
        library: Bool, windows: [WindowDeclaration],
        assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        SimulatedApp(
            device: Screens.phone(), app: AppSetup(supported: .allButUpsideDown, library: library),
            screens: screens, root: "home", assumptions: assumptions, windows: windows)
    }

    @Test("rules 50-51: the topmost visible window's controller decides for the whole scene, not the key window's")
    func topmostVisibleDecides() {
        let app = Self.app(library: false, windows: [WindowDeclaration(id: "overlay", root: "hud", level: 2000)])
        #expect(app.owner == "hud")
        #expect(app.orientation == .landscapeRight) // the app's window turned with the scene
        let keyed = Self.app(
            library: false, windows: [WindowDeclaration(id: "overlay", root: "hud", level: 2000)],
            assumptions: {
                var a = UIKitAssumptions()
                a.sceneOrientationWindow = .keyWindow
                return a
            }())
        #expect(keyed.owner == "home" && keyed.orientation == .portrait)
    }

    @Test("rule 51: among equal levels the window shown last is on top")
    func shownLastOnTop() {
        let app = Self.app(
            library: false,
            windows: [
                WindowDeclaration(id: "a", root: "hud", hidden: true),
                WindowDeclaration(id: "b", root: "banner", hidden: true),
            ])
        app.showWindow("b")
        app.showWindow("a")
        #expect(app.owner == "hud")
        app.hideWindow("a")
        #expect(app.owner == "banner")
    }

    @Test("rules 53-55: hidden and UIKit's own windows never decide; showing and hiding makes UIKit look again")
    func hiddenAndSystemWindows() {
        let app = Self.app(
            library: false,
            windows: [
                WindowDeclaration(id: "overlay", root: "hud", level: 2000, hidden: true),
                WindowDeclaration(id: "keyboard", root: "keys", level: 10_000_000, system: true),
            ])
        #expect(app.owner == "home" && app.orientation == .portrait)
        app.showWindow("overlay")
        #expect(app.owner == "hud" && app.orientation == .landscapeRight)
        app.hideWindow("overlay")
        #expect(app.owner == "home" && app.orientation == .portrait)
        app.hideWindow("overlay")
        #expect(app.diagnostics.contains("hideWindow: 'overlay' is already hidden"))
        app.showWindow("nowhere")
        #expect(app.diagnostics.contains("showWindow: no window 'nowhere' is declared"))
    }

    @Test("rule 52: with the library every window of the scene gets the app window's answer")
    func libraryAnswersForTheScene() {
        let app = Self.app(
            library: true,
            windows: [
                WindowDeclaration(
                    id: "overlay", root: "hud", level: 2000,
                    hidden: true)
            ])
        app.showWindow("overlay")
        #expect(app.owner == "hud" && app.decidingScreen == "home")
        #expect(app.orientation == .portrait && app.supportedMask == .portrait)
        app.rotateDevice(.landscapeLeft)
        #expect(app.orientation == .portrait)
        app.setPolicy(.all, for: "hud")
        #expect(app.calls.isEmpty && app.orientation == .portrait)
        #expect(app.history.allSatisfy { $0.exception == nil })
    }

    @Test("a window whose root is the app's or another window's is ignored, with a note")
    func badWindows() {
        let app = Self.app(
            library: false,
            windows: [
                WindowDeclaration(id: "a", root: "home"),
                WindowDeclaration(id: "b", root: "hud"),
                WindowDeclaration(id: "c", root: "hud"),
                WindowDeclaration(id: "b", root: "banner"),
            ])
        let notes = app.history[0].diagnostics
        #expect(notes.contains { $0.contains("window 'a'") } && notes.contains { $0.contains("window 'c'") })
        #expect(notes.contains { $0.contains("window 'b' is declared twice") })
        #expect(app.owner == "hud")
    }
}
