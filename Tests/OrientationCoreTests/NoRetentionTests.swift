import Testing

@testable import OrientationCore

/// A screen object that counts its deinitializations.
private final class ScreenObject {
    nonisolated(unsafe) static var released = 0
    deinit { ScreenObject.released += 1 }
}

@Suite("No screen object is kept alive by the library (Architecture.md invariants)", .serialized)
struct NoRetentionTests {
    @Test("the engine keeps only identities: dismissed and popped screens are released")
    func engineReleasesScreens() {
        ScreenObject.released = 0
        let engine = OrientationEngine()
        do {
            let list = ScreenObject()
            let player = ScreenObject()
            let login = ScreenObject()
            var tree = ScreenTree()
            let nav = tree.add(ScreenID(object: list, label: "nav"), kind: .navigation)
            let l = tree.add(ScreenID(object: list, label: "list"), policy: .portrait)
            let p = tree.add(ScreenID(object: player, label: "player"), policy: .landscape)
            tree.setChildren([l, p], of: nav)
            engine.handle(.screensChanged(tree))
            var covered = tree
            let g = covered.add(ScreenID(object: login, label: "login"), policy: .portrait)
            covered.present(g, from: nav)
            engine.handle(.screensChanged(covered))
            #expect(engine.coveredOrientations.count == 1)
        }
        #expect(ScreenObject.released == 3)
    }

    @Test("an engine with screens and a store is released when its owner lets go")
    func engineIsReleased() {
        weak var weakEngine: OrientationEngine?
        weak var weakStore: InMemoryOrientationStore?
        do {
            let store = InMemoryOrientationStore()
            let engine = OrientationEngine(store: store)
            engine.handle(.screensChanged(ScreenTree(.screen("a", policy: .remembered("a")))))
            weakEngine = engine
            weakStore = store
        }
        #expect(weakEngine == nil)
        #expect(weakStore == nil)
    }
}
