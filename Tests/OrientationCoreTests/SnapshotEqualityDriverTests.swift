import OrientationCore
import Testing

/// The UIKit driver skips resolution when a new snapshot equals the last one;
/// these are the equalities it relies on.
@Suite("Snapshot equality (UIKit driver)")
struct SnapshotEqualityDriverTests {
    private final class Controller {}

    private func snapshot(_ a: Controller, _ b: Controller, policy: OrientationPolicy?) -> ScreenTree {
        var tree = ScreenTree()
        let root = tree.add(ScreenID(object: a, label: "Root"), kind: .navigation)
        let top = tree.add(ScreenID(object: b, label: "Player"), policy: policy)
        tree.setChildren([top], of: root)
        return tree
    }

    @Test("the same controllers and policies give equal trees, whatever the labels")
    func equalSnapshots() {
        let a = Controller()
        let b = Controller()
        var relabelled = ScreenTree()
        let root = relabelled.add(ScreenID(object: a, label: "Other"), kind: .navigation)
        let top = relabelled.add(ScreenID(object: b), policy: .landscape)
        relabelled.setChildren([top], of: root)
        #expect(snapshot(a, b, policy: .landscape) == relabelled)
    }

    @Test("another controller, policy or transition phase makes the trees differ")
    func differentSnapshots() {
        let a = Controller()
        let b = Controller()
        let c = Controller()
        let base = snapshot(a, b, policy: .landscape)
        #expect(base != snapshot(a, c, policy: .landscape))
        #expect(base != snapshot(a, b, policy: .portrait))
        #expect(base != snapshot(a, b, policy: nil))

        var presenting = base
        let sheet = presenting.add(ScreenID(object: c), policy: .portrait)
        presenting.present(sheet, from: 0, style: .fullScreen, phase: .presenting)
        var presented = base
        let same = presented.add(ScreenID(object: c), policy: .portrait)
        presented.present(same, from: 0, style: .fullScreen, phase: .presented)
        #expect(presenting != presented)
    }

    @Test("a screen id made from an object does not keep it alive")
    func noRetain() {
        weak var weakController: Controller?
        var tree = ScreenTree()
        do {
            let controller = Controller()
            weakController = controller
            tree.add(ScreenID(object: controller, label: "Gone"))
        }
        #expect(weakController == nil)
        #expect(tree.nodes.count == 1)
    }
}
