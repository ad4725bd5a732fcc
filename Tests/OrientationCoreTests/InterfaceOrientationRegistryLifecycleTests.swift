import Testing

@testable import OrientationCore

@Suite("InterfaceOrientationRegistry: registration lifecycle")
struct InterfaceOrientationRegistryLifecycleTests {
    @Test("register adds a constraint; remove takes it away exactly once")
    func registerRemove() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
        let id = registry.register(.portrait)
        #expect(registry.count == 1)
        #expect(registry.contains(id))
        #expect(registry.supportedOrientations == .portrait)
        do {
            let changed = registry.remove(id)
            #expect(changed)
        }
        #expect(registry.count == 0)
        #expect(!registry.contains(id))
        #expect(registry.supportedOrientations == .allButUpsideDown)
    }

    @Test("removing twice is harmless and leaves the other registrations alone")
    func doubleRemove() {
        var registry = InterfaceOrientationRegistry()
        let a = registry.register(.allButUpsideDown)
        let b = registry.register(.landscape)
        do {
            let changed = registry.remove(b)
            #expect(changed)
        }
        do {
            let changed = registry.remove(b)
            #expect(!changed)
        }
        #expect(registry.count == 1)
        #expect(registry.constrainingCount == 1)
        #expect(registry.supportedOrientations == .allButUpsideDown)
        #expect(registry.allowingCount(.landscapeLeft) == 1)
        #expect(registry.contains(a))
    }

    @Test("a stale handle cannot touch the registration that reuses its slot")
    func staleHandleAfterSlotReuse() {
        var registry = InterfaceOrientationRegistry()
        let old = registry.register(.landscape)
        registry.remove(old)
        let new = registry.register(.portrait)
        #expect(new.slot == old.slot)
        #expect(new != old)
        do {
            let changed = registry.remove(old)
            #expect(!changed)
        }
        do {
            let changed = registry.update(old, to: .all)
            #expect(!changed)
        }
        #expect(registry.mask(for: new) == .portrait)
        #expect(registry.supportedOrientations == .portrait)
    }

    @Test("a handle from another registry is unknown here")
    func unknownHandle() {
        var other = InterfaceOrientationRegistry()
        _ = other.register(.portrait)
        let foreign = other.register(.landscape)
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        do {
            let changed = registry.remove(foreign)
            #expect(!changed)
        }
        do {
            let changed = registry.update(foreign, to: .landscape)
            #expect(!changed)
        }
        #expect(registry.mask(for: foreign) == nil)
        #expect(registry.count == 0)
    }

    @Test("update replaces the mask and adjusts the counts")
    func update() {
        var registry = InterfaceOrientationRegistry()
        let id = registry.register(.portrait)
        do {
            let changed = registry.update(id, to: [.portrait, .landscape])
            #expect(changed)
        }
        #expect(registry.mask(for: id) == [.portrait, .landscape])
        #expect(registry.allowingCount(.portrait) == 1)
        #expect(registry.allowingCount(.landscapeRight) == 1)
        #expect(registry.allowingCount(.portraitUpsideDown) == 0)
        #expect(registry.supportedOrientations == .allButUpsideDown)
        do {
            let changed = registry.update(id, to: .landscapeLeft)
            #expect(changed)
        }
        #expect(registry.allowingCount(.portrait) == 0)
        #expect(registry.supportedOrientations == .landscapeLeft)
        #expect(registry.count == 1)
    }

    @Test("an empty mask states no preference: registered but not constraining")
    func emptyMaskIsNoPreference() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        let id = registry.register([])
        #expect(registry.count == 1)
        #expect(registry.constrainingCount == 0)
        #expect(registry.resolution.source == .defaults)
        registry.update(id, to: .landscape)
        #expect(registry.constrainingCount == 1)
        #expect(registry.supportedOrientations == .landscape)
        registry.update(id, to: [])
        #expect(registry.constrainingCount == 0)
        #expect(registry.supportedOrientations == .portrait)
        do {
            let changed = registry.remove(id)
            #expect(changed)
        }
        #expect(registry.count == 0)
    }

    @Test("the unknown orientation is never counted")
    func unknownNeverCounted() {
        var registry = InterfaceOrientationRegistry()
        _ = registry.register(.all)
        #expect(registry.allowingCount(.unknown) == 0)
        #expect(registry.allowingCount(.portraitUpsideDown) == 1)
    }
}
