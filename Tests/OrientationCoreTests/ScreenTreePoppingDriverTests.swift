import OrientationCore
import Testing

/// The helper the UIKit driver uses to veto interactive pops that would rotate.
@Suite("ScreenTree.poppingTop (UIKit driver helper)")
struct ScreenTreePoppingDriverTests {
    private func videoTree() -> ScreenTree {
        ScreenTree(
            .tabBar(
                "tabs",
                [
                    .navigation(
                        "nav",
                        [
                            .screen("home", policy: .portrait),
                            .screen("player", policy: .landscape),
                        ])
                ]))
    }

    @Test("popping the top makes the screen below visible")
    func popsTop() throws {
        let popped = try #require(videoTree().poppingTop(of: "nav"))
        let resolution = OrientationResolver().resolve(popped)
        #expect(resolution.deciding == "home")
        #expect(resolution.mask == .portrait)
        let nav = try #require(popped.index(of: "nav"))
        #expect(popped[nav].children.count == 1)
    }

    @Test("the original tree is unchanged")
    func valueSemantics() {
        let tree = videoTree()
        _ = tree.poppingTop(of: "nav")
        #expect(OrientationResolver().resolve(tree).deciding == "player")
    }

    @Test("nothing to pop: a single screen, a non-navigation node, an unknown id")
    func nothingToPop() {
        let single = ScreenTree(.navigation("nav", [.screen("home")]))
        #expect(single.poppingTop(of: "nav") == nil)
        #expect(videoTree().poppingTop(of: "tabs") == nil)
        #expect(videoTree().poppingTop(of: "missing") == nil)
    }

    @Test("a pop that uncovers a portrait screen from landscape is predicted to rotate")
    func predictsRotation() throws {
        let engine = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: 17))
        let tree = videoTree()
        engine.handle(.screensChanged(tree))
        engine.handle(.interfaceOrientationChanged(.landscapeRight))
        let popped = try #require(tree.poppingTop(of: "nav"))
        #expect(engine.predictedOrientation(after: popped) == .portrait)
        #expect(engine.predictedOrientation(after: popped) != engine.currentOrientation)
    }

    @Test("a pop between screens sharing the orientation is not predicted to rotate")
    func predictsNoRotation() throws {
        let tree = ScreenTree(
            .navigation(
                "nav",
                [
                    .screen("home", policy: .allButUpsideDown),
                    .screen("detail", policy: .portrait),
                ]))
        let engine = OrientationEngine(configuration: EngineConfiguration(osMajorVersion: 17))
        engine.handle(.screensChanged(tree))
        engine.handle(.interfaceOrientationChanged(.portrait))
        let popped = try #require(tree.poppingTop(of: "nav"))
        #expect(engine.predictedOrientation(after: popped) == .portrait)
    }

    @Test("a presentation from the popped screen goes with it")
    func presentationGoesWithPoppedScreen() throws {
        let player = ScreenSpec.screen("player", policy: .landscape)
            .presenting(.screen("comments", policy: .matchPresenting), style: .overFullScreen)
        let tree = ScreenTree(.navigation("nav", [.screen("home", policy: .portrait), player]))
        let popped = try #require(tree.poppingTop(of: "nav"))
        #expect(OrientationResolver().resolve(popped).deciding == "home")
    }
}
