import OrientationTesting
import Testing

/// Valid files parse to the values ScenarioFormat.md describes.
@Suite struct ScenarioParsingTests {
    @Test func defaultsFollowScenariosMD() throws {
        let scenario = try #require(ScenarioTestSupport.scenario("screens: [{ id: a }]\nroot: a\n"))
        #expect(scenario.name == nil)
        #expect(scenario.device == DeviceSetup(idiom: .phone, os: 17, homeButton: false, orientation: .portrait))
        #expect(scenario.app.supported == nil)
        #expect(scenario.app.library == true)
        #expect(scenario.app.requiresFullScreen == false)
        #expect(scenario.steps.isEmpty)
        #expect(scenario.screens == [ScreenDeclaration(id: "a", kind: .plain, line: 1)])
    }

    @Test func deviceAndApp() throws {
        let yaml = """
            name: Pad
            device: { idiom: pad, os: 16, homeButton: true, orientation: landscapeLeft }
            app: { supported: [portrait, landscapeRight], requiresFullScreen: true, library: false }
            screens: [{ id: a }]
            root: a
            """
        let scenario = try #require(ScenarioTestSupport.scenario(yaml))
        #expect(scenario.name == "Pad")
        #expect(scenario.device == DeviceSetup(idiom: .pad, os: 16, homeButton: true, orientation: .landscapeLeft))
        #expect(
            scenario.app == AppSetup(supported: [.portrait, .landscapeRight], requiresFullScreen: true, library: false))
    }

    @Test func screensKindsChildrenAndLines() throws {
        let scenario = try #require(ScenarioTestSupport.scenario(ScenarioTestSupport.header))
        #expect(scenario.root == "nav")
        #expect(scenario.screens.map(\.id) == ["nav", "list", "player"])
        #expect(scenario.screens[0].kind == .navigation)
        #expect(scenario.screens[0].children == ["list"])
        #expect(scenario.screens.map(\.line) == [2, 5, 7])
        #expect(scenario.screens[1].policy == .portrait)
        #expect(scenario.screens[2].policy == .landscape)
    }

    @Test func policyNamesAndMaps() throws {
        let yaml = """
            screens:
              - { id: a, policy: matchPresenting }
              - { id: b, policy: { supported: [portrait, landscapeLeft], preferred: landscapeLeft, remember: b } }
              - { id: c, policy: { locked: landscapeRight } }
              - { id: d, policy: { remember: d } }
              - { id: e, policy: allButUpsideDown }
            root: a
            """
        let screens = try #require(ScenarioTestSupport.scenario(yaml)).screens
        #expect(screens[0].policy == .matchPresenting)
        #expect(
            screens[1].policy
                == OrientationPolicy(supported: [.portrait, .landscapeLeft], preferred: .landscapeLeft, remember: "b"))
        #expect(screens[2].policy == .locked(.landscapeRight))
        #expect(screens[3].policy == OrientationPolicy(supported: .allButUpsideDown, remember: "d"))
        #expect(screens[4].policy == .allButUpsideDown)
    }

    @Test func everyStepKind() throws {
        let yaml =
            ScenarioTestSupport.header + """
                steps:
                  - rotateDevice: landscapeLeft
                  - push: player
                  - present: { screen: player, style: overFullScreen }
                  - present: player
                  - dismiss
                  - pop
                  - selectTab: 1
                  - setPolicy: { screen: player, policy: portrait }
                  - setPolicy: { screen: player, policy: none }
                  - rotate: landscapeRight
                  - background
                  - foreground
                  - expect: { orientation: landscapeRight, visible: player, supported: [landscapeLeft, landscapeRight],
                              deciding: player, exception: none }
                  - expect: { exception: must match }
                """
        let steps = try #require(ScenarioTestSupport.scenario(yaml)).steps
        #expect(
            steps.map(\.action) == [
                .rotateDevice(.landscapeLeft), .push("player"), .present("player", style: .overFullScreen),
                .present("player", style: .fullScreen), .dismiss, .pop, .selectTab(1),
                .setPolicy(screen: "player", policy: .portrait), .setPolicy(screen: "player", policy: nil),
                .rotate(.landscapeRight), .background, .foreground,
                .expect(
                    Expectation(
                        orientation: .landscapeRight, visible: "player", supported: .landscape,
                        deciding: "player", exception: ExceptionExpectation.none)),
                .expect(Expectation(exception: .containing("must match"))),
            ])
        #expect(steps.first?.line == 11)
        #expect(steps.last?.line == 25)
    }

    @Test func jsonIsAccepted() throws {
        let json =
            #"{"screens": [{"id": "a", "policy": "landscape"}], "root": "a", "steps": [{"rotate": "landscapeLeft"}]}"#
        let scenario = try #require(ScenarioTestSupport.scenario(json))
        #expect(scenario.steps.map(\.action) == [.rotate(.landscapeLeft)])
    }

    @Test func deviceNamesDifferFromInterfaceNames() throws {
        // faceUp is a device orientation: fine under rotateDevice, not under rotate.
        #expect(ScenarioTestSupport.scenario(ScenarioTestSupport.header + "steps: [{ rotateDevice: faceUp }]") != nil)
        let error = try #require(ScenarioTestSupport.error(ScenarioTestSupport.header + "steps: [{ rotate: faceUp }]"))
        #expect(error.key == "steps[0].rotate")
    }
}
