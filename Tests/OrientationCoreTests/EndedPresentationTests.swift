import Testing

@testable import OrientationCore

/// A dismissal made by editing the engine's tree in place
/// (`ScreenTree.endPresentation(of:)`): the nodes stay, unreachable, and the
/// engine forgets what it kept for them, as for screens missing from a new
/// snapshot.
@Suite("ScreenTree.endPresentation and the engine")
struct EndedPresentationTests {
    /// root (portrait) presents player (landscape) over full screen, which
    /// presents hud (matchPresenting) over full screen.
    func chain() -> (tree: ScreenTree, player: Int, hud: Int) {
        var tree = ScreenTree()
        let root = tree.add("root", policy: .portrait)
        let player = tree.add("player", policy: .landscape)
        let hud = tree.add("hud", policy: .matchPresenting)
        tree.present(player, from: root, style: .fullScreen)
        tree.present(hud, from: player, style: .overFullScreen, phase: .presenting)
        return (tree, player, hud)
    }

    @Test("ending a presentation ends the ones above it; the nodes stay, unreachable")
    func endsTheChainAbove() {
        var (tree, player, hud) = chain()
        #expect(tree.hasTransitionInProgress)
        tree.endPresentation(of: player)
        #expect(tree.nodes.count == 3 && tree.nodes[0].presented == nil)
        #expect(tree.nodes[player].presenter == nil && tree.nodes[hud].presenter == nil)
        #expect(tree.nodes[player].presented == nil && tree.nodes[hud].phase == nil)
        #expect(!tree.hasTransitionInProgress)
        #expect(OrientationResolver().resolve(tree).deciding == "root")
        // Presented again, the node is in use again.
        tree.present(player, from: 0, style: .fullScreen)
        #expect(OrientationResolver().resolve(tree).deciding == "player")
    }

    @Test("a screen not presented is left as it is")
    func notPresented() {
        var (tree, _, _) = chain()
        let before = tree
        tree.endPresentation(of: 0)
        tree.endPresentation(of: 99)
        #expect(tree == before)
    }

    @Test("the engine forgets a pin and a covered orientation of screens dismissed in place, as with a new snapshot")
    func engineForgets() {
        let edited = OrientationEngine()
        let sent = OrientationEngine()
        var root = ScreenTree()
        root.add("root", policy: .portrait)
        for engine in [edited, sent] {
            engine.handle(.deviceRotated(.portrait))
            engine.handle(.screensChanged(root))
            engine.handleScreensEdit {
                $0.add("player", policy: .landscape)
                $0.present(1, from: 0, style: .fullScreen)
            }
            #expect(engine.currentOrientation == .landscapeRight)
            engine.handleScreensEdit {
                $0.add("hud", policy: .matchPresenting)
                $0.present(2, from: 1, style: .overFullScreen)
            }
        }
        #expect(edited.pinnedOrientations["hud"] == .landscapeRight)
        #expect(edited.coveredOrientations["player"] == .landscapeRight)
        edited.handleScreensEdit { $0.endPresentation(of: 1) }
        sent.handle(.screensChanged(root))
        for engine in [edited, sent] {
            #expect(engine.decidingScreen == "root" && engine.currentOrientation == .portrait)
            #expect(engine.pinnedOrientations.isEmpty && engine.coveredOrientations.isEmpty)
        }
        // Presented again at once: the hud is pinned anew, to what the root
        // shows, not to the landscape it matched before.
        edited.handleScreensEdit {
            $0.present(1, from: 0, style: .fullScreen)
            $0.present(2, from: 1, style: .overFullScreen)
        }
        #expect(edited.decidingScreen == "hud")
        #expect(edited.pinnedOrientations["hud"] == .portrait && edited.currentOrientation == .portrait)
    }
}
