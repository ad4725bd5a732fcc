import Testing

@testable import OrientationCore

/// The engine resolves a tree derived from the one it holds from its first
/// changed screen on (issue 17 item 2). These tests hold that walk to the
/// resolution of the whole tree, on random trees and random edits, and the
/// engine fed edits in place to the engine fed new snapshots.
@Suite("Incremental resolution")
struct IncrementalResolutionTests {
    static let policies: [OrientationPolicy?] = [nil, nil, .portrait, .landscape, .matchPresenting, .all]

    /// One random change of the tree, through its public mutators.
    static func edit(_ tree: inout ScreenTree, _ random: inout SeededGenerator) {
        let count = tree.nodes.count
        let any = { (random: inout SeededGenerator) in Int.random(in: 0..<Swift.max(count, 1), using: &random) }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
            let kind = ScreenKind.allCases.randomElement(using: &random) ?? .plain
            let added = tree.add(
                ScreenID("s\(count)"), kind: kind, policy: policies.randomElement(using: &random) ?? nil,
                overrides: Bool.random(using: &random) ? nil : ScreenOverrides(supported: .landscape))
            if count > 0 {
                tree.present(
                    added, from: any(&random),
                    style: PresentationStyle.allCases.randomElement(using: &random) ?? .fullScreen,
                    phase: TransitionPhase.allCases.randomElement(using: &random) ?? .presented)
            }
        case 3:
            guard count > 1 else { return }
            let children = (0..<Int.random(in: 0...3, using: &random)).map { _ in any(&random) }
            tree.setChildren(children, of: any(&random), visible: Int.random(in: 0...3, using: &random))
        case 4:
            guard count > 1 else { return }
            tree.setVisibleChildren([0, 1, 2].shuffled(using: &random), of: any(&random))
        case 5:
            guard count > 1 else { return }
            tree.present(
                any(&random), from: any(&random),
                style: PresentationStyle.allCases.randomElement(using: &random) ?? .custom,
                phase: TransitionPhase.allCases.randomElement(using: &random) ?? .dismissing)
        case 6: tree.setPolicy(policies.randomElement(using: &random) ?? nil, of: any(&random))
        case 7: tree.setOwner(Bool.random(using: &random) ? nil : any(&random))
        case 8:
            tree.setOverrides(
                ScreenOverrides(supported: .portrait, preferredForPresentation: .portrait), of: any(&random))
        default: if count > 0 { tree.setRoot(any(&random)) }
        }
    }

    @Test("the walk from the first changed screen equals the walk of the whole tree, on random edits")
    func memoizedWalkMatchesFullWalk() {
        let resolver = OrientationResolver()
        var reused = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = SeededGenerator(seed: seed)
            var tree = ScreenTree()
            var memo = ResolverMemo()
            for step in 0..<120 {
                // Edits pile up between resolutions, as between two events.
                for _ in 0..<Int.random(in: 1...3, using: &random) { Self.edit(&tree, &random) }
                let context = ResolverContext(pinned: [ScreenID("s3"): .landscapeLeft])
                let full = resolver.resolve(tree, context: context)
                let glimpse = resolver.resolve(tree, context: context, memo: &memo, recording: false)
                if let changed = tree.changes.firstChanged(since: memo.baseline), changed > 0 { reused += 1 }
                let walked = resolver.resolve(tree, context: context, memo: &memo, recording: true)
                memo.baseline = tree.changes.startBaseline()
                #expect(walked == full, "seed \(seed), step \(step)")
                #expect(glimpse == full, "seed \(seed), step \(step), read only")
                guard walked == full, glimpse == full else { return }
            }
        }
        // The test is worth something only if the memo was used.
        #expect(reused > 1_000)
    }

    @Test("a tree that does not derive from the memo's baseline is walked whole")
    func unrelatedTreeIsWalkedWhole() {
        let resolver = OrientationResolver()
        var chain = ScreenTree()
        var previous = chain.add(ScreenID("root"), policy: .portrait)
        for index in 0..<20 {
            let node = chain.add(ScreenID("p\(index)"), policy: index == 10 ? .landscape : nil)
            chain.present(node, from: previous)
            previous = node
        }
        var memo = ResolverMemo()
        _ = resolver.resolve(chain, context: ResolverContext(), memo: &memo, recording: true)
        memo.baseline = chain.changes.startBaseline()
        // Same shape, another deciding screen: built anew, not derived.
        var other = ScreenTree()
        previous = other.add(ScreenID("root"), policy: .portrait)
        for index in 0..<20 {
            let node = other.add(ScreenID("p\(index)"), policy: index == 15 ? .all : nil)
            other.present(node, from: previous)
            previous = node
        }
        let resolved = resolver.resolve(other, context: ResolverContext(), memo: &memo, recording: true)
        #expect(resolved.deciding == ScreenID("p15"))
        #expect(resolved == resolver.resolve(other))
    }

    @Test("presenting over a chain changes the tree from the presenter on, so the walk resumes just beneath it")
    func presentingMarksFromThePresenter() {
        var tree = ScreenTree()
        var previous = tree.add(ScreenID("root"))
        for index in 0..<50 {
            let node = tree.add(ScreenID("p\(index)"))
            tree.present(node, from: previous)
            previous = node
        }
        let baseline = tree.changes.startBaseline()
        let top = tree.add(ScreenID("top"), policy: .landscape)
        tree.present(top, from: previous, phase: .presenting)
        #expect(tree.changes.firstChanged(since: baseline) == previous)
        #expect(tree.hasTransitionInProgress)
        tree.present(top, from: previous, phase: .presented)
        #expect(!tree.hasTransitionInProgress)
        // Copies keep the baseline; equality ignores it.
        var copy = tree
        copy.setPolicy(.portrait, of: 3)
        #expect(copy.changes.firstChanged(since: baseline) == 3)
        #expect(tree != copy)
        #expect(ScreenTree().changes.firstChanged(since: baseline) == nil)
    }

    @Test("presenting one more screen over a chain 1,000 deep walks a few screens, not the chain")
    func deepChainStepWalksFewScreens() {
        var tree = ScreenTree()
        var previous = tree.add(ScreenID("root"), policy: .portrait)
        for index in 0..<1_000 {
            let node = tree.add(ScreenID("p\(index)"), policy: index.isMultiple(of: 3) ? .landscape : nil)
            tree.present(node, from: previous, style: index.isMultiple(of: 2) ? .overFullScreen : .fullScreen)
            previous = node
        }
        tree.setOwner(OrientationResolver().resolve(tree).ownerIndex)
        let engine = OrientationEngine()
        engine.handle(.screensChanged(tree))
        #expect(engine.walkMemo.lastWalked == 1_001)
        var top = previous
        for index in 0..<20 {
            engine.handleScreensEdit { tree in
                let node = tree.add(ScreenID("q\(index)"), policy: index.isMultiple(of: 2) ? .portrait : nil)
                tree.present(node, from: top, style: .overFullScreen)
                top = node
            }
            #expect(engine.walkMemo.lastWalked <= 3, "step \(index)")
            #expect(
                engine.resolution
                    == OrientationResolver().resolve(engine.tree, context: engine.context(for: engine.tree)))
        }
        // A new snapshot of the same screens is walked whole.
        engine.handle(.screensChanged(tree))
        #expect(engine.walkMemo.lastWalked == 1_001)
    }

    @Test("an engine fed edits in place decides as one fed new snapshots, on random events")
    func engineEditsMatchSnapshots() {
        for seed in 50...70 as ClosedRange<UInt64> {
            var random = SeededGenerator(seed: seed)
            let edited = OrientationEngine()
            let sent = OrientationEngine()
            var tree = ScreenTree()
            tree.add(ScreenID("root"), policy: .portrait)
            _ = edited.handle(.screensChanged(tree))
            _ = sent.handle(.screensChanged(tree))
            for step in 0..<150 {
                let event: OrientationEvent?
                let choice = Int.random(in: 0..<10, using: &random)
                switch choice {
                case 0: event = .deviceRotated(DeviceOrientation.allCases.randomElement(using: &random) ?? .portrait)
                case 1:
                    event = .rotationRequested(
                        InterfaceOrientation.allCases.randomElement(using: &random) ?? .portrait, screen: nil)
                case 2:
                    event =
                        Bool.random(using: &random)
                        ? .interactiveTransitionBegan
                        : .interactiveTransitionEnded(cancelled: Bool.random(using: &random))
                case 3:
                    event = .policyChanged(
                        ScreenID("s\(Int.random(in: 0..<8, using: &random))"),
                        Self.policies.randomElement(using: &random) ?? nil)
                default: event = nil
                }
                let a: [OrientationCommand]
                let b: [OrientationCommand]
                if let event {
                    a = edited.handle(event)
                    b = sent.handle(event)
                } else {
                    // The same edit, to the tree each engine holds.
                    var replay = random
                    a = edited.handleScreensEdit { Self.edit(&$0, &replay) }
                    var next = sent.heldTree ?? sent.tree
                    Self.edit(&next, &random)
                    b = sent.handle(.screensChanged(next))
                }
                #expect(a == b, "seed \(seed), step \(step)")
                #expect(edited.resolution == sent.resolution, "seed \(seed), step \(step)")
                #expect(edited.tree == sent.tree, "seed \(seed), step \(step)")
                #expect(edited.coveredOrientations == sent.coveredOrientations, "seed \(seed), step \(step)")
                guard a == b, edited.resolution == sent.resolution else { return }
            }
        }
    }
}
