import OrientationCore
import Testing

/// The coordinator semantics of swiftui-interface-orientation, through the core type.
@Suite("InterfaceOrientationRegistry: coordinator semantics")
struct InterfaceOrientationRegistrySemanticsTests {
    /// The README's `.interfaceOrientations(isLandscapeAllowed ? [.portrait, .landscape] : .portrait)`.
    private func readmeMask(isLandscapeAllowed: Bool) -> InterfaceOrientationMask {
        isLandscapeAllowed ? [.portrait, .landscape] : .portrait
    }

    @Test("README toggle: portrait while off, portrait and landscape once on")
    func readmeToggle() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        let id = registry.register(readmeMask(isLandscapeAllowed: false))
        #expect(registry.supportedOrientations == .portrait)
        registry.update(id, to: readmeMask(isLandscapeAllowed: true))
        #expect(registry.supportedOrientations == [.portrait, .landscapeLeft, .landscapeRight])
        registry.update(id, to: readmeMask(isLandscapeAllowed: false))
        #expect(registry.supportedOrientations == .portrait)
    }

    @Test("README VStack: [portrait, landscape] and [portrait, upsideDown] intersect to portrait")
    func readmeVStack() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .all)
        let a = registry.register([.portrait, .landscape])
        _ = registry.register([.portrait, .portraitUpsideDown])
        #expect(registry.supportedOrientations == .portrait)
        #expect(registry.resolution.source == .registrations)
        registry.remove(a)
        #expect(registry.supportedOrientations == .portraitBoth)
    }

    @Test(
        "no registration: the defaults",
        arguments: [
            InterfaceOrientationMask.portrait, .allButUpsideDown, .landscape, .all,
        ])
    func defaultsWhenNone(defaults: InterfaceOrientationMask) {
        let registry = InterfaceOrientationRegistry(defaultOrientations: defaults)
        #expect(registry.supportedOrientations == defaults)
        #expect(registry.resolution.source == .defaults)
        #expect(registry.diagnostic == nil)
    }

    @Test("empty defaults are treated as all orientations, never handed out empty")
    func emptyDefaults() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: [])
        #expect(registry.supportedOrientations == .all)
        registry.allowOverridingDefaultOrientations = false
        _ = registry.register(.landscapeLeft)
        #expect(registry.supportedOrientations == .landscapeLeft)
    }

    @Test("overriding on (the default): a view may go beyond the defaults")
    func overrideAllowed() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        #expect(registry.allowOverridingDefaultOrientations)
        _ = registry.register(.landscape)
        #expect(registry.supportedOrientations == .landscape)
        #expect(registry.diagnostic == nil)
    }

    @Test("overriding off: the intersection starts from the defaults")
    func overrideDisallowed() {
        var registry = InterfaceOrientationRegistry(
            defaultOrientations: .allButUpsideDown,
            allowOverridingDefaultOrientations: false)
        _ = registry.register(.all)
        #expect(registry.supportedOrientations == .allButUpsideDown)
        registry.allowOverridingDefaultOrientations = true
        #expect(registry.supportedOrientations == .all)
    }

    @Test("overriding off and a view outside the defaults: fallback to the defaults with ORI-501")
    func overrideDisallowedOutside() {
        var registry = InterfaceOrientationRegistry(
            defaultOrientations: .portrait,
            allowOverridingDefaultOrientations: false)
        _ = registry.register(.landscape)
        #expect(registry.supportedOrientations == .portrait)
        #expect(registry.resolution.source == .emptyIntersectionFallback)
        #expect(registry.diagnostic?.code == .registryEmptyIntersection)
    }

    @Test("empty intersection: the defaults, and an ORI-501 warning")
    func emptyIntersectionFallback() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
        let portrait = registry.register(.portrait)
        _ = registry.register(.landscape)
        #expect(registry.supportedOrientations == .allButUpsideDown)
        #expect(registry.resolution.source == .emptyIntersectionFallback)
        let diagnostic = registry.diagnostic
        #expect(diagnostic?.code == .registryEmptyIntersection)
        #expect(diagnostic?.code.rawValue == "ORI-501")
        #expect(diagnostic?.severity == .warning)
        registry.remove(portrait)
        #expect(registry.supportedOrientations == .landscape)
        #expect(registry.diagnostic == nil)
    }

    @Test("changing the defaults applies at once")
    func changingDefaults() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .portrait)
        registry.defaultOrientations = .landscape
        #expect(registry.supportedOrientations == .landscape)
    }
}

@Suite("InterfaceOrientationRegistry: change reports")
struct InterfaceOrientationRegistryChangeTests {
    @Test("a registration that changes the mask is reported; one that does not is not")
    func maskChanged() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .allButUpsideDown)
        var before = registry.resolution
        let a = registry.register(.portrait)
        #expect(registry.change(since: before).maskChanged)
        before = registry.resolution
        _ = registry.register([.portrait, .landscape])
        #expect(!registry.change(since: before).maskChanged)
        before = registry.resolution
        registry.remove(a)
        #expect(registry.change(since: before).maskChanged)
    }

    @Test("ORI-501 is due once, when the fallback starts, not while it lasts")
    func fallbackReportedOnce() {
        var registry = InterfaceOrientationRegistry(defaultOrientations: .all)
        _ = registry.register(.portrait)
        var before = registry.resolution
        _ = registry.register(.landscapeLeft)
        #expect(registry.change(since: before).entersFallback)
        before = registry.resolution
        _ = registry.register(.landscapeRight)
        #expect(!registry.change(since: before).entersFallback)
        #expect(registry.diagnostic?.code == .registryEmptyIntersection)
    }
}
