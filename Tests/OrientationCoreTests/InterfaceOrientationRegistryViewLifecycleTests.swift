import OrientationCore
import Testing

/// The modifier's lifecycle: register while appeared and in a window, update
/// on change, remove once.
@Suite("InterfaceOrientationRegistry.ViewLifecycle")
struct InterfaceOrientationRegistryViewLifecycleTests {
    @Test("appear in a window registers, change updates, disappear removes")
    func fullLifecycle() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.window(contains: true, in: &registry)
        view.appear(.portrait, in: &registry)
        #expect(view.isRegistered)
        #expect(registry.supportedOrientations == .portrait)
        view.change([.portrait, .landscape], in: &registry)
        #expect(registry.supportedOrientations == .allButUpsideDown)
        #expect(registry.count == 1)
        view.disappear(in: &registry)
        #expect(!view.isRegistered)
        #expect(registry.count == 0)
    }

    @Test("a second appear updates instead of registering twice")
    func appearTwice() {
        var registry = InterfaceOrientationRegistry()
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.window(contains: true, in: &registry)
        view.appear(.portrait, in: &registry)
        view.appear(.landscape, in: &registry)
        #expect(registry.count == 1)
        #expect(registry.supportedOrientations == .landscape)
    }

    @Test("disappear then dismantle removes exactly once, leaving other views alone")
    func removedOnce() {
        var registry = InterfaceOrientationRegistry()
        var other = InterfaceOrientationRegistry.ViewLifecycle()
        other.window(contains: true, in: &registry)
        other.appear([.portrait, .portraitUpsideDown], in: &registry)
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.window(contains: true, in: &registry)
        view.appear([.portrait, .landscape], in: &registry)
        view.disappear(in: &registry)
        view.disappear(in: &registry)
        #expect(registry.count == 1)
        #expect(registry.supportedOrientations == .portraitBoth)
    }

    @Test("a change before appearing or after disappearing registers nothing")
    func changeOffScreen() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.window(contains: true, in: &registry)
        view.change(.landscape, in: &registry)
        #expect(registry.count == 0)
        #expect(view.mask == .landscape)
        view.appear(view.mask, in: &registry)
        #expect(registry.supportedOrientations == .landscape)
        view.disappear(in: &registry)
        view.change(.portraitUpsideDown, in: &registry)
        #expect(registry.count == 0)
        #expect(registry.supportedOrientations == .portrait)
    }

    @Test("a view that reappears registers again")
    func reappear() {
        var registry = InterfaceOrientationRegistry()
        var view = InterfaceOrientationRegistry.ViewLifecycle()
        view.window(contains: true, in: &registry)
        view.appear(.landscapeLeft, in: &registry)
        view.disappear(in: &registry)
        view.appear(.landscapeLeft, in: &registry)
        #expect(registry.count == 1)
        #expect(registry.supportedOrientations == .landscapeLeft)
    }

    @Test("README VStack through two view lifecycles")
    func readmeVStack() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .all)
        var a = InterfaceOrientationRegistry.ViewLifecycle()
        a.window(contains: true, in: &registry)
        var b = InterfaceOrientationRegistry.ViewLifecycle()
        b.window(contains: true, in: &registry)
        a.appear([.portrait, .landscape], in: &registry)
        b.appear([.portrait, .portraitUpsideDown], in: &registry)
        #expect(registry.supportedOrientations == .portrait)
        a.disappear(in: &registry)
        b.disappear(in: &registry)
        #expect(registry.supportedOrientations == .all)
    }
}
