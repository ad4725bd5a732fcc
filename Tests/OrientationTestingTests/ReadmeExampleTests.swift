import OrientationTesting
import Testing

/// The README's "Test your own flows" example, verbatim: it must keep compiling and passing.
@Test func playerComesBackInLandscape() {
    let app = SimulatedApp(
        device: DeviceSetup(idiom: .phone, os: 17),
        app: AppSetup(supported: .portrait),
        screens: [
            ScreenDeclaration(id: "nav", kind: .navigation, children: ["list"]),
            ScreenDeclaration(id: "list", policy: .portrait),
            ScreenDeclaration(id: "player", policy: .remembered("player", supported: .allButUpsideDown)),
            ScreenDeclaration(id: "login", policy: .portrait),
        ],
        root: "nav")
    app.push("player")
    app.rotateDevice(.landscapeLeft)
    app.present("login")
    #expect(app.orientation == .portrait)
    app.dismiss()
    #expect(app.orientation == .landscapeRight)
    #expect(app.lastException == nil)
}
