import OrientationCore
import Testing

/// A handle acts only on the registry that made it (issue 17 item 6).
@Suite("InterfaceOrientationRegistry: handles from another registry are harmless")
struct InterfaceOrientationRegistryIdentityTests {
    @Test("remove and update with another registry's handle change nothing")
    func foreignHandleIsANoOp() {
        var first = InterfaceOrientationRegistry(defaultOrientations: .all)
        var second = InterfaceOrientationRegistry(defaultOrientations: .all)
        let foreign = first.register(.landscape)
        let own = second.register(.portrait)
        #expect(!second.contains(foreign))
        #expect(second.mask(for: foreign) == nil)
        let updated = second.update(foreign, to: .landscape)
        #expect(!updated)
        #expect(second.supportedOrientations == .portrait)
        let removed = second.remove(foreign)
        #expect(!removed)
        #expect(second.contains(own))
        #expect(second.count == 1)
        #expect(first.supportedOrientations == .landscape)
    }

    @Test("a copy is the same registry: its handles still work")
    func copiesShareHandles() {
        var original = InterfaceOrientationRegistry()
        let id = original.register(.portrait)
        var copy = original
        let updated = copy.update(id, to: .landscape)
        let removed = copy.remove(id)
        #expect(updated && removed)
        #expect(original.contains(id))
    }
}
