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
extension SimulatedApp {
    func snapshotReusing(_ window: ModelWindow) -> ScreenTree {
        var cache = snapshotCache
        snapshotCache = SnapshotCache()
        defer { snapshotCache = cache }
        let presentations = window.presentations
        let reusable =
            cache.source === window.revisions && cache.revision == window.controllersRevision
            && cache.policiesRevision == policiesRevision && cache.root == window.root
            && cache.layers.count <= presentations.count
            && zip(cache.layers, presentations).allSatisfy { $0.screen == $1.screen }
        guard reusable, var previous = cache.rootIndex else {
            cache = SnapshotCache(
                source: window.revisions, revision: window.controllersRevision,
                policiesRevision: policiesRevision, root: window.root)
            let added = build(window, into: &cache.tree, indices: &cache.indices)
            cache.rootIndex = cache.tree.root
            for (presentation, index) in zip(presentations, added ?? []) {
                cache.layers.append(
                    SnapshotCache.Layer(
                        screen: presentation.screen, style: presentation.style,
                        phase: presentation.phase, index: index))
            }
            if added == nil { cache.rootIndex = nil }
            cache.tree.setOwner(cache.indices[settledOwner(of: window)])
            return cache.tree
        }
        cache.reuses += 1
        for position in cache.layers.indices {
            guard let index = cache.layers[position].index else { continue }
            let presentation = presentations[position]
            if cache.layers[position].style != presentation.style || cache.layers[position].phase != presentation.phase
            {
                cache.tree.present(index, from: previous, style: presentation.style, phase: presentation.phase)
                cache.layers[position].style = presentation.style
                cache.layers[position].phase = presentation.phase
            }
            previous = index
        }
        let start = cache.layers.count
        if start < presentations.count {
            let added = build(window, from: start, into: &cache.tree, indices: &cache.indices, previous: previous)
            for (presentation, index) in zip(presentations[start...], added ?? []) {
                cache.layers.append(
                    SnapshotCache.Layer(
                        screen: presentation.screen, style: presentation.style,
                        phase: presentation.phase, index: index))
            }
        }
        cache.tree.setOwner(cache.indices[settledOwner(of: window)])
        return cache.tree
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
    var tree = ScreenTree()
    var indices: [String: Int] = [:]
    /// The root's node; `nil` when the root is not declared.
    var rootIndex: Int?
    /// The window's presentations the tree holds, bottom to top.
    var layers: [Layer] = []
    /// How many snapshots extended this tree since it was last rebuilt.
    var reuses = 0
}
