import Testing

@testable import OrientationCore

/// UIKit rules 38-40 in the resolver: a screen the app does not own decides
/// with its own overrides when it is, or will be, the owner; elsewhere it is
/// transparent.
@Suite("Resolver: screens the app does not own (rules 38-40)")
struct ForeignOwnerResolverTests {
    let resolver = OrientationResolver()
    static let picker = ScreenOverrides(supported: .portrait)

    /// nav(list portrait, player landscape) presenting `screen`.
    static func player(
        presenting screen: ScreenSpec, style: PresentationStyle = .fullScreen,
        phase: TransitionPhase = .presented
    ) -> ScreenTree {
        ScreenTree(
            ScreenSpec.navigation(
                "nav",
                [
                    .screen("list", policy: .portrait),
                    .screen("player", policy: .landscape),
                ]
            )
            .presenting(screen, style: style, phase: phase))
    }

    @Test("rule 38: a picker presented full screen decides with its own portrait over a landscape player")
    func pickerDecides() {
        let r = resolver.resolve(Self.player(presenting: .screen("picker", overrides: Self.picker)))
        #expect(r.deciding == "picker")
        #expect(r.mask == .portrait)
        #expect(r.policy == Self.picker.policy)
        #expect(
            r.ownerIndex.map { Self.player(presenting: .screen("picker", overrides: Self.picker))[$0].id } == "picker")
        #expect(r.diagnostics.isEmpty)
    }

    @Test("rule 39: it decides from the start of its presentation, and no longer while it is dismissed")
    func transitionPhases() {
        let presenting = resolver.resolve(
            Self.player(presenting: .screen("picker", overrides: Self.picker), phase: .presenting))
        #expect(presenting.deciding == "picker")
        #expect(presenting.mask == .portrait)
        let dismissing = resolver.resolve(
            Self.player(presenting: .screen("picker", overrides: Self.picker), phase: .dismissing))
        #expect(dismissing.deciding == "player")
        #expect(dismissing.mask == .landscape)
    }

    @Test(
        "rule 40: presented as a sheet, a popover or a custom alert, UIKit does not ask it: transparent",
        arguments: [
            PresentationStyle.pageSheet, .formSheet, .automatic, .popover, .custom, .overFullScreen,
            .currentContext, .overCurrentContext,
        ])
    func notTheOwner(style: PresentationStyle) {
        let r = resolver.resolve(Self.player(presenting: .screen("alert", overrides: Self.picker), style: style))
        #expect(r.deciding == "player")
        #expect(r.mask == .landscape)
        #expect(r.visible == "alert")
    }

    @Test("rule 39: the driver names the owner; an overFullScreen screen it names decides")
    func explicitOwner() {
        var tree = Self.player(presenting: .screen("picker", overrides: Self.picker), style: .overFullScreen)
        let picker = try! #require(tree.index(of: "picker"))
        tree.setOwner(picker)
        #expect(resolver.resolve(tree).deciding == "picker")
        tree.setOwner(tree.root)
        #expect(resolver.resolve(tree).deciding == "player")
    }

    @Test("rule 40: a screen the app does not own inside a container is never asked (rule 5)")
    func childIsTransparent() {
        let tree = ScreenTree(
            ScreenSpec.navigation(
                "nav", policy: .portrait,
                [.screen("embedded", overrides: ScreenOverrides(supported: .all))]))
        let r = resolver.resolve(tree)
        #expect(r.visible == "embedded")
        #expect(r.deciding == "nav")
        #expect(r.mask == .portrait)
    }

    @Test("rule 41: the app's own root class overriding the getters decides when nothing states a policy")
    func legacyRoot() {
        let tree = ScreenTree(
            ScreenSpec(
                "root", kind: .tabBar, children: [.screen("feed")], visibleChild: 0,
                overrides: ScreenOverrides(supported: .portrait)))
        let r = resolver.resolve(tree, context: ResolverContext(defaultMask: .allButUpsideDown))
        #expect(r.deciding == "root")
        #expect(r.mask == .portrait)
    }

    @Test("a policy wins over the class's overrides on the same screen")
    func policyWins() {
        let r = resolver.resolve(Self.player(presenting: .screen("own", policy: .landscape, overrides: Self.picker)))
        #expect(r.deciding == "own")
        #expect(r.mask == .landscape)
    }

    @Test("the preferred orientation for presentation is the resolution's preferred")
    func preferredForPresentation() {
        let sdk = ScreenOverrides(supported: .landscape, preferredForPresentation: .landscapeLeft)
        let r = resolver.resolve(Self.player(presenting: .screen("sdk", overrides: sdk)))
        #expect(r.preferred == .landscapeLeft)
        let outside = ScreenOverrides(supported: .portrait, preferredForPresentation: .landscapeLeft)
        #expect(outside.policy.preferred == nil)
        #expect(resolver.resolve(Self.player(presenting: .screen("sdk", overrides: outside))).preferred == nil)
    }

    @Test("a screen of the app's own presented full screen from the picker takes ownership: the picker stops deciding")
    func ownershipMovesOn() {
        let tree = ScreenTree(
            ScreenSpec.navigation("nav", [.screen("player", policy: .landscape)])
                .presenting(
                    ScreenSpec.screen("picker", overrides: Self.picker)
                        .presenting(.screen("editor"), style: .fullScreen)))
        let r = resolver.resolve(tree)
        #expect(r.deciding == "player")
        #expect(r.mask == .landscape)
    }

    @Test("a sheet with a policy over the picker decides, narrowed by the picker's mask (rule 16, ORI-202)")
    func sheetOverPicker() {
        let tree = ScreenTree(
            ScreenSpec.navigation("nav", [.screen("player", policy: .landscape)])
                .presenting(
                    ScreenSpec.screen("picker", overrides: Self.picker)
                        .presenting(.screen("crop", policy: .all), style: .pageSheet)))
        let r = resolver.resolve(tree, context: ResolverContext(ownerMask: .portrait))
        #expect(r.deciding == "crop")
        #expect(r.mask == .portrait)
        let conflicting = ScreenTree(
            ScreenSpec.screen("root")
                .presenting(
                    ScreenSpec.screen("picker", overrides: Self.picker)
                        .presenting(.screen("wide", policy: .landscape), style: .pageSheet)))
        let c = resolver.resolve(conflicting, context: ResolverContext(ownerMask: .portrait))
        #expect(c.mask == .portrait)
        #expect(c.diagnostics.map(\.code) == [.resolverOwnerConflict])
    }

    @Test("matchPresenting over the picker follows the picker's own orientations")
    func matchOverPicker() {
        let tree = ScreenTree(
            ScreenSpec.screen("root")
                .presenting(
                    ScreenSpec.screen("picker", overrides: Self.picker)
                        .presenting(.screen("hud", policy: .matchPresenting), style: .overFullScreen)))
        let r = resolver.resolve(tree)
        #expect(r.deciding == "hud")
        #expect(r.mask == .portrait)
        #expect(r.diagnostics.isEmpty)
    }

    @Test(
        "rule 39: while UIKit still asks a presenter that shares nothing with the answer, both are answered (ORI-205)")
    func transitionOwnerConflict() {
        let tree = Self.player(presenting: .screen("wide", policy: .landscape), phase: .presenting)
        let disjoint = resolver.resolve(tree, context: ResolverContext(ownerMask: .all, transitionOwnerMask: .portrait))
        #expect(disjoint.mask == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(disjoint.diagnostics.map(\.code) == [.resolverTransitionOwnerConflict])
        let sharing = resolver.resolve(
            tree, context: ResolverContext(ownerMask: .all, transitionOwnerMask: .allButUpsideDown))
        #expect(sharing.mask == .landscape)
        #expect(sharing.diagnostics.isEmpty)
    }

    @Test(
        "rule 6 uncertain: the other candidate's orientations the expected owner leaves out join the answer (ORI-206)")
    func uncertainOwnerJoined() {
        let tree = ScreenTree(ScreenSpec.screen("root").presenting(.screen("cover", policy: .portrait)))
        // The expected owner (the cover) overrides portrait; the root below
        // the sheet, which UIKit may ask instead, allows landscape only.
        let disjoint = resolver.resolve(
            tree, context: ResolverContext(ownerMask: .portrait, uncertainOwnerMask: .landscape))
        #expect(disjoint.mask == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(disjoint.mask.intersection(.portrait) == .portrait)
        #expect(disjoint.diagnostics.map(\.code) == [.resolverUncertainOwnerJoined])
        // Sharing an orientation already: nothing joins.
        let sharing = resolver.resolve(
            tree, context: ResolverContext(ownerMask: .portrait, uncertainOwnerMask: .allButUpsideDown))
        #expect(sharing.mask == .portrait)
        #expect(sharing.diagnostics.isEmpty)
        // An expected owner that allows the candidate's orientations (UIKit's
        // default): joining them would loosen the answer, so it stays.
        let broad = resolver.resolve(
            tree, context: ResolverContext(ownerMask: .allButUpsideDown, uncertainOwnerMask: .landscape))
        #expect(broad.mask == .portrait)
        #expect(broad.diagnostics.isEmpty)
        // No known expected owner: the answer stays.
        let unknown = resolver.resolve(tree, context: ResolverContext(uncertainOwnerMask: .landscape))
        #expect(unknown.mask == .portrait)
    }
}
