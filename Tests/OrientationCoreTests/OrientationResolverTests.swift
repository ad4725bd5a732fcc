import Testing

@testable import OrientationCore

@Suite("OrientationResolver on the seed flows")
struct OrientationResolverTests {
    let resolver = OrientationResolver()

    @Test("tab bar > navigation > player: the player decides through both containers")
    func throughContainers() {
        let r = resolver.resolve(ScreenTree(SeedTrees.videoApp()))
        #expect(r.deciding == "player")
        #expect(r.visible == "player")
        #expect(r.mask == .allButUpsideDown)
    }

    @Test("a tab switch changes the deciding screen")
    func tabSwitch() {
        let r = resolver.resolve(ScreenTree(SeedTrees.videoApp(selected: 1)))
        #expect(r.deciding == "mine")
        #expect(r.mask == .portrait)
    }

    @Test("a login presented full screen decides over the player")
    func loginFullScreen() {
        let r = resolver.resolve(ScreenTree(SeedTrees.loginOverComment(register: true)))
        #expect(r.deciding == "register")
        #expect(r.visible == "register")
        #expect(r.mask == .portrait)
    }

    @Test("the comment overlay (overFullScreen, matchPresenting) follows its pin, or the screen beneath")
    func overlay() {
        let tree = ScreenTree(SeedTrees.commentOverPlayer())
        let unpinned = resolver.resolve(tree)
        #expect(unpinned.deciding == "comment")
        #expect(unpinned.mask == SeedTrees.playerPolicy.supported)
        #expect(unpinned.beneathIndex.map { tree[$0].id } == "player")
        let pinned = resolver.resolve(tree, context: ResolverContext(pinned: ["comment": .landscapeLeft]))
        #expect(pinned.mask == .landscapeLeft)
        #expect(pinned.preferred == .landscapeLeft)
    }

    @Test("a sheet with a policy decides (UIKit ignores sheets; the library does not)")
    func sheet() {
        let spec = SeedTrees.videoApp().presenting(.screen("sheet", policy: .portrait), style: .pageSheet)
        let r = resolver.resolve(ScreenTree(spec))
        #expect(r.deciding == "sheet")
        #expect(r.mask == .portrait)
    }

    @Test("a screen being presented decides; a screen being dismissed does not")
    func transitions() {
        let presenting = resolver.resolve(ScreenTree(SeedTrees.loginOverComment(phase: .presenting)))
        #expect(presenting.deciding == "login")
        let dismissing = resolver.resolve(ScreenTree(SeedTrees.loginOverComment(phase: .dismissing)))
        #expect(dismissing.deciding == "comment")
        #expect(dismissing.visible == "comment")
    }

    @Test("a presented screen without a policy is transparent: the screen beneath decides")
    func transparentPresentation() {
        let spec = SeedTrees.videoApp().presenting(.screen("alert"), style: .overFullScreen)
        let r = resolver.resolve(ScreenTree(spec), tracing: true)
        #expect(r.visible == "alert")
        #expect(r.deciding == "player")
        #expect(r.trace.contains("alert: no policy"))
    }

    @Test("no policy anywhere: the Info.plist default, narrowed to the device")
    func defaults() {
        let tree = ScreenTree(.navigation("nav", [.screen("a"), .screen("b")]))
        let r = resolver.resolve(tree, context: ResolverContext(defaultMask: .all, deviceMask: .allButUpsideDown))
        #expect(r.deciding == nil)
        #expect(r.visible == "b")
        #expect(r.mask == .allButUpsideDown)
    }

    @Test("rule 4: an upside-down-only policy on a phone without home button falls back (ORI-201)")
    func noDeviceOrientation() {
        let tree = ScreenTree(.screen("a", policy: OrientationPolicy(supported: .portraitUpsideDown)))
        let r = resolver.resolve(tree, context: ResolverContext(defaultMask: .portrait, deviceMask: .allButUpsideDown))
        #expect(r.mask == .portrait)
        #expect(r.diagnostics.map(\.code) == [.resolverNoDeviceOrientation])
    }

    @Test("rule 17: a mask disjoint from the owner's own override is replaced by the owner's (ORI-202)")
    func ownerConflict() {
        let tree = ScreenTree(.screen("a", policy: .landscape))
        let r = resolver.resolve(tree, context: ResolverContext(ownerMask: .portrait))
        #expect(r.mask == .portrait)
        #expect(r.diagnostics.map(\.code) == [.resolverOwnerConflict])
    }

    @Test("matchPresenting with nothing beneath uses the defaults (ORI-203)")
    func nothingToMatch() {
        let r = resolver.resolve(
            ScreenTree(.screen("a", policy: .matchPresenting)),
            context: ResolverContext(defaultMask: .portrait))
        #expect(r.mask == .portrait)
        #expect(r.diagnostics.map(\.code) == [.resolverNothingToMatch])
    }

    @Test("a 10,000-screen stack and a 100-deep presentation chain resolve without recursion")
    func deep() {
        var tree = ScreenTree(capacity: 10_001)
        let nav = tree.add("nav", kind: .navigation)
        var stack: [Int] = []
        for i in 0..<10_000 {
            stack.append(tree.add(ScreenID("s\(i)"), policy: i.isMultiple(of: 2) ? .portrait : .landscape))
        }
        tree.setChildren(stack, of: nav)
        var presenter = stack[stack.count - 1]
        for i in 0..<100 {
            let next = tree.add(ScreenID("p\(i)"), policy: i == 99 ? .locked(.landscapeLeft) : nil)
            tree.present(next, from: presenter, style: .overFullScreen)
            presenter = next
        }
        let r = resolver.resolve(tree)
        #expect(r.deciding == "p99")
        #expect(r.mask == .landscapeLeft)
        #expect(r.visible == "p99")
    }

    @Test(
        "invariant: the mask is never empty and preferred is inside it, for every policy mask and device mask",
        arguments: 0..<16)
    func invariant(bits: Int) {
        let mask = InterfaceOrientationMask(rawValue: UInt(bits) << 1)
        for device in [InterfaceOrientationMask.all, .allButUpsideDown, []] {
            for owner in [nil, InterfaceOrientationMask.portrait, .landscape] {
                let tree = ScreenTree(
                    .screen("a", policy: OrientationPolicy(supported: mask, preferred: .landscapeLeft)))
                let r = resolver.resolve(
                    tree, context: ResolverContext(defaultMask: mask, deviceMask: device, ownerMask: owner))
                #expect(!r.mask.isEmpty)
                if let p = r.preferred { #expect(r.mask.contains(p)) }
            }
        }
    }
}
