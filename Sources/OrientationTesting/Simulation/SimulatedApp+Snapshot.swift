import OrientationCore

/// The window's snapshot, extended from the previous step's instead of
/// rebuilt (issue 17 item 2): a step that presents one more screen over a
/// deep chain adds that screen's nodes only.
///
/// A presentation's nodes depend on the window's controllers, the
/// policies, the root and the presentations beneath it (a screen already
/// added is not added again). While the first three are unchanged
/// (``ModelWindow/controllersRevision``, ``SimulatedApp/policiesRevision``)
/// and the presentations the cached tree holds are still the first ones
/// of the window, in the same order, the cached nodes stand: their styles
/// and phases are brought up to date, the new presentations are added,
/// and the owner is set again. Anything else rebuilds the tree.
///
/// The tree extended is the engine's own when the engine still holds the
/// last one sent (``OrientationEngine/handleScreensEdit(_:)``): the
/// screens beneath are neither copied nor walked again.
extension SimulatedApp {
    /// Tells the engine the window's screens, as the UIKit driver does.
    func sendScreens() -> [OrientationCommand] {
        guard let engine else { return [] }
        let window = model.window
        if editsEngineTreeInPlace, !engine.isInteractiveTransitionInProgress,
            snapshotCache.engineRevision == engine.treeRevision,
            snapshotCache.canExtend(to: window, policiesRevision: policiesRevision, shrinking: true)
        {
            var cache = snapshotCache
            snapshotCache = SnapshotCache()
            if cache.layers.count > window.presentations.count { engineTreeDismissals += 1 }
            // Let go of this copy: the engine's is extended in place.
            cache.tree = ScreenTree()
            let commands = send(editing: { tree in
                self.extend(&tree, to: window, cache: &cache)
                self.snapshotCheck?(tree, self.snapshot(of: window))
            })
            cache.engineRevision = engine.treeRevision
            snapshotCache = cache
            engineTreeEdits += 1
            return commands
        }
        let held = engine.isInteractiveTransitionInProgress
        let commands = send(.screensChanged(snapshot()))
        // The engine now holds the snapshot, unless an interactive
        // transition holds it aside.
        snapshotCache.engineRevision = held ? nil : engine.treeRevision
        return commands
    }

    func snapshotReusing(_ window: ModelWindow) -> ScreenTree {
        var cache = snapshotCache
        snapshotCache = SnapshotCache()
        defer { snapshotCache = cache }
        guard cache.holdsTree, cache.canExtend(to: window, policiesRevision: policiesRevision) else {
            cache = SnapshotCache(
                source: window.revisions, revision: window.controllersRevision,
                policiesRevision: policiesRevision, root: window.root)
            let added = build(window, into: &cache.tree, indices: &cache.indices)
            cache.rootIndex = cache.tree.root
            for (presentation, index) in zip(window.presentations, added ?? []) {
                cache.layers.append(
                    SnapshotCache.Layer(
                        screen: presentation.screen, style: presentation.style,
                        phase: presentation.phase, index: index))
            }
            if added == nil { cache.rootIndex = nil }
            cache.tree.setOwner(cache.indices[settledOwner(of: window)])
            cache.presentationsBaseline = model.window.presentationChanges.startBaseline()
            return cache.tree
        }
        var tree = cache.tree
        cache.tree = ScreenTree()
        extend(&tree, to: window, cache: &cache)
        cache.tree = tree
        return tree
    }

    /// Brings `tree`, the snapshot `cache` describes, up to date with the
    /// window: styles and phases of the presentations changed since, the
    /// presentations that ended (only in the engine's own tree, see
    /// ``SnapshotCache/canExtend(to:policiesRevision:shrinking:)``), the
    /// new presentations, the owner.
    func extend(_ tree: inout ScreenTree, to window: ModelWindow, cache: inout SnapshotCache) {
        guard var previous = cache.rootIndex else { return }
        cache.reuses += 1
        let presentations = window.presentations
        if cache.layers.count > presentations.count { cache.endLayers(from: presentations.count, in: &tree) }
        let firstChanged = window.presentationChanges.firstChanged(since: cache.presentationsBaseline) ?? 0
        let unchanged = Swift.min(firstChanged, cache.layers.count)
        if unchanged > 0, let index = cache.layers[..<unchanged].last(where: { $0.index != nil })?.index {
            previous = index
        }
        for position in unchanged..<cache.layers.count {
            guard let index = cache.layers[position].index else { continue }
            let presentation = presentations[position]
            if cache.layers[position].style != presentation.style || cache.layers[position].phase != presentation.phase
            {
                tree.present(index, from: previous, style: presentation.style, phase: presentation.phase)
                cache.layers[position].style = presentation.style
                cache.layers[position].phase = presentation.phase
            }
            previous = index
        }
        for presentation in presentations[cache.layers.count...] {
            // A screen dismissed before comes back with the nodes it had.
            let index =
                cache.reattach(presentation.screen, in: tree)
                ?? add(presentation.screen, in: window, to: &tree, indices: &cache.indices)
            if let index {
                tree.present(index, from: previous, style: presentation.style, phase: presentation.phase)
                previous = index
            }
            cache.layers.append(
                SnapshotCache.Layer(
                    screen: presentation.screen, style: presentation.style, phase: presentation.phase, index: index))
        }
        tree.setOwner(cache.indices[settledOwner(of: window)])
        cache.presentationsBaseline = model.window.presentationChanges.startBaseline()
    }
}

/// The last snapshot of the window and what it was built from.
struct SnapshotCache {
    /// One presentation of the cached tree.
    struct Layer {
        var screen: String
        var style: PresentationStyle
        var phase: TransitionPhase
        /// Its node, or `nil` when it was left out (already in the tree).
        var index: Int?
    }

    var source: ModelRevisionSource?
    var revision = -1
    var policiesRevision = -1
    var root: String?
    /// The snapshot, unless the engine holds the only copy.
    var tree = ScreenTree()
    var indices: [String: Int] = [:]
    /// The root's node; `nil` when the root is not declared.
    var rootIndex: Int?
    /// The window's presentations the tree holds, bottom to top.
    var layers: [Layer] = []
    /// How many snapshots extended this tree since it was last rebuilt.
    var reuses = 0
    /// The engine's ``OrientationEngine/treeRevision`` when it received
    /// this snapshot; `nil` when it holds another.
    var engineRevision: Int?
    /// The window's presentations as the snapshot last saw them.
    var presentationsBaseline: ChangeBaseline?
    /// The nodes of screens whose presentation ended, by screen: a screen
    /// presented again gets its node back.
    var dismissedNodes: [String: Int] = [:]
    /// Every screen in the nodes of ``dismissedNodes``, and the screens
    /// they hold: a new presentation that holds one of them (or is one of
    /// them, held by another) rebuilds the tree, which then has it once.
    var dismissedScreens: Set<String> = []

    /// True when ``tree`` is the snapshot (the engine does not hold it alone).
    var holdsTree: Bool { !tree.nodes.isEmpty }

    /// True when the snapshot can be brought up to date with `window`
    /// instead of rebuilt: same controllers, policies and root, and the
    /// presentations it holds are still the window's first ones, or the
    /// window's presentations are its first ones when `shrinking` (the
    /// engine's own tree, where a dismissal ends presentations in place;
    /// a copy sent as a new snapshot must not hold dismissed screens).
    func canExtend(to window: ModelWindow, policiesRevision: Int, shrinking: Bool = false) -> Bool {
        let presentations = window.presentations
        guard source === window.revisions, revision == window.controllersRevision,
            self.policiesRevision == policiesRevision, root == window.root, rootIndex != nil,
            layers.count <= presentations.count || shrinking
        else { return false }
        let firstChanged = window.presentationChanges.firstChanged(since: presentationsBaseline) ?? 0
        let kept = Swift.min(layers.count, presentations.count)
        for position in Swift.min(firstChanged, kept)..<kept
        where layers[position].screen != presentations[position].screen {
            return false
        }
        guard !dismissedScreens.isEmpty, layers.count < presentations.count else { return true }
        // Only a dismissed screen presented again, alone, gets its nodes back.
        for presentation in presentations[layers.count...] where dismissedNodes[presentation.screen] == nil {
            var stack = [presentation.screen]
            while let id = stack.popLast() {
                if dismissedScreens.contains(id) { return false }
                stack += window.controllers[id]?.children ?? []
            }
        }
        return true
    }

    /// Ends the presentations from `position` up in `tree`; their nodes
    /// are kept for the screens' next presentation.
    mutating func endLayers(from position: Int, in tree: inout ScreenTree) {
        // A copy of the ended layers, so that no slice shares the buffer
        // while it shrinks (the whole stack would be copied).
        let ended = Array(layers[position...])
        layers.removeSubrange(position...)
        guard let lowest = ended.first(where: { $0.index != nil })?.index else { return }
        tree.endPresentation(of: lowest)
        for layer in ended {
            guard let index = layer.index else { continue }
            dismissedNodes[layer.screen] = index
            for member in Self.screens(from: index, in: tree) { dismissedScreens.insert(member) }
        }
    }

    /// The node of `screen` when its presentation ended before: it is in
    /// use again.
    mutating func reattach(_ screen: String, in tree: ScreenTree) -> Int? {
        guard let index = dismissedNodes.removeValue(forKey: screen) else { return nil }
        for member in Self.screens(from: index, in: tree) { dismissedScreens.remove(member) }
        return index
    }

    /// The screen at `index` and the screens its containers hold.
    private static func screens(from index: Int, in tree: ScreenTree) -> [String] {
        var found: [String] = []
        var stack = [index]
        while let next = stack.popLast(), tree.nodes.indices.contains(next), found.count < tree.nodes.count {
            found.append(tree.nodes[next].id.description)
            stack += tree.nodes[next].children
        }
        return found
    }
}
