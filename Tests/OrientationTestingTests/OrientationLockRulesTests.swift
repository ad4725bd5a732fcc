import OrientationTesting
import Testing

/// Rule 68: `prefersInterfaceOrientationLocked` freezes the orientation shown,
/// only in a centred, screen-sized, unoccluded scene, from iOS 26; the
/// library asks for it for a locked policy where masks are ignored.
@Suite("The orientation lock preference (rule 68)")
struct OrientationLockRulesTests {
    static let screens = [
        Screens.nav("nav", ["list"]), Screens.plain("list"),
        Screens.plain("player", .locked(.landscapeRight)),
    ]

    static func app(
        _ environment: SceneEnvironment = .fullScreen, idiom: Idiom = .pad, os: Int = 26,
        assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        SimulatedApp(
            device: DeviceSetup(idiom: idiom, os: os, environment: environment),
            app: AppSetup(library: true), screens: screens, root: "nav", assumptions: assumptions)
    }

    @Test("rule 68: full screen on iPadOS 26 the player keeps landscape once shown, through the lock preference")
    func heldFullScreen() {
        let app = Self.app()
        app.push("player")
        #expect(app.orientation == .portrait && app.diagnostics.contains { $0.hasPrefix("ORI-401") })
        let turned = app.rotateDevice(.landscapeLeft)
        #expect(turned.calls.contains("setNeedsUpdateOfPrefersInterfaceOrientationLocked()"))
        #expect(turned.diagnostics.contains { $0.hasPrefix("ORI-411") })
        #expect(app.isInterfaceOrientationLocked && turned.orientationLocked)
        app.rotateDevice(.portrait)
        #expect(app.orientation == .landscapeRight)
        let popped = app.pop()
        #expect(popped.calls.first == "setNeedsUpdateOfPrefersInterfaceOrientationLocked()")
        #expect(!app.isInterfaceOrientationLocked && app.orientation == .portrait)
    }

    @Test("rule 68: nothing to hold before iOS 26: the player follows the device")
    func before26() {
        let app = Self.app(os: 25)
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.rotateDevice(.portrait)
        #expect(!app.isInterfaceOrientationLocked && app.orientation == .portrait)
        #expect(!app.calls.contains(.setNeedsUpdateOfPrefersInterfaceOrientationLocked))
    }

    @Test("rule 68: a window is not the size of the screen: no lock, the player follows the device")
    func windowCannotHold() {
        let app = Self.app(.windowed)
        app.push("player")
        app.rotateDevice(.landscapeLeft)
        app.rotateDevice(.portrait)
        #expect(!app.isInterfaceOrientationLocked && app.orientation == .portrait)
        #expect(app.diagnostics.contains { $0.hasPrefix("ORI-401") })
    }

    @Test(
        "rule 68 (assumption): if resizable iPhone scenes held the lock, the driver would still not ask for it on an unfolded foldable"
    )
    func assumptionResizableScenes() {
        // The driver prefers the lock only where rule 68 says it can hold
        // (a window that fills its screen); it cannot ask UIKit whether a
        // resizable scene would hold it too, so under that reading the
        // player still follows the device on the inner display.
        let holding = Self.app(
            .duoOuter, idiom: .phone, os: 27,
            assumptions: UIKitAssumptions(resizableScenesHoldOrientationLock: true))
        holding.rotateDevice(.landscapeLeft)
        holding.push("player")
        holding.unfold()
        #expect(holding.orientation == .landscapeRight && !holding.isInterfaceOrientationLocked)
        holding.rotateDevice(.portrait)
        #expect(holding.orientation == .portrait)
        let notHolding = Self.app(.duoOuter, idiom: .phone, os: 27)
        notHolding.rotateDevice(.landscapeLeft)
        notHolding.push("player")
        notHolding.unfold()
        notHolding.rotateDevice(.portrait)
        #expect(notHolding.orientation == .portrait && !notHolding.isInterfaceOrientationLocked)
    }
}
