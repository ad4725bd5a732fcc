extension SimulatedApp {
    /// The window's layers now, bottom to top (the root, then each
    /// presentation not being dismissed), as a stack sharing the layers that did not
    /// change with the previous step's. A layer depends only on its screen,
    /// its style and the window's controllers: while the controllers are
    /// unchanged (``ModelWindow/controllersRevision``), the layers of the
    /// presentations the window still shows are reused and only the new
    /// ones are computed, so a step over a deep chain does not recompute
    /// (or store again) the whole chain.
    func layerStack() -> StepLayerStack {
        let window = model.window
        if layerCache.source !== window.revisions || layerCache.revision != window.controllersRevision
            || layerCache.root != window.root
        {
            layerCache = LayerCache(
                source: window.revisions, revision: window.controllersRevision,
                root: window.root)
        }
        if layerCache.entries.isEmpty {
            layerCache.entries.append(
                LayerCache.Entry(
                    screen: window.root, style: nil, presentation: -1,
                    node: StepLayerStack.Node(layer(window, top: window.root, style: nil), on: nil)))
        }
        // The entries of the presentations unchanged since the last step
        // stand as they are: only the ones from the first change on are
        // looked at.
        let presentations = window.presentations
        let firstChanged = window.layerChanges.firstChanged(since: layerCache.baseline) ?? 0
        var position = layerCache.firstEntry(from: firstChanged)
        var index = layerCache.entries[position - 1].presentation + 1
        while index < presentations.count {
            let presentation = presentations[index]
            defer { index += 1 }
            guard presentation.phase != .dismissing else { continue }
            if position < layerCache.entries.count {
                let cached = layerCache.entries[position]
                if cached.screen == presentation.screen && cached.style == presentation.style {
                    layerCache.entries[position].presentation = index
                    position += 1
                    continue
                }
                layerCache.entries.removeSubrange(position...)
            }
            let node = StepLayerStack.Node(
                layer(window, top: presentation.screen, style: presentation.style),
                on: layerCache.entries[position - 1].node)
            layerCache.entries.append(
                LayerCache.Entry(
                    screen: presentation.screen, style: presentation.style, presentation: index,
                    node: node))
            position += 1
        }
        if position < layerCache.entries.count { layerCache.entries.removeSubrange(position...) }
        layerCache.baseline = model.window.layerChanges.startBaseline()
        return StepLayerStack(top: layerCache.entries.last?.node)
    }

    /// The layers computed from scratch (what ``layerStack()`` must equal).
    func layersRecomputed() -> [StepLayer] {
        let window = model.window
        var layers = [layer(window, top: window.root, style: nil)]
        for presentation in window.settledPresentations {
            layers.append(layer(window, top: presentation.screen, style: presentation.style))
        }
        return layers
    }

    private func layer(_ window: ModelWindow, top: String, style: PresentationStyle?) -> StepLayer {
        let path = window.layerPath(from: top)
        let navigation = path.last { window.controllers[$0]?.kind == .navigation }.flatMap { window.controllers[$0] }
        let tabBar = path.last { window.controllers[$0]?.kind == .tabBar }.flatMap { window.controllers[$0] }
        return StepLayer(
            screen: top, visible: path.last, style: style,
            navigationDepth: navigation?.children.count ?? 0,
            tabCount: tabBar?.children.count ?? 0, selectedTab: tabBar?.selectedIndex ?? 0)
    }
}

/// The layers of the last step and what they were computed from.
struct LayerCache {
    /// One layer: the presentation it shows (the root's has no style) and its node.
    struct Entry {
        var screen: String
        var style: PresentationStyle?
        /// The position of its presentation in the window (-1: the root).
        var presentation: Int
        var node: StepLayerStack.Node
    }

    /// The window's revision source and controllers' revision the entries hold for.
    var source: ModelRevisionSource?
    var revision = -1
    var root: String?
    /// The layers, bottom to top.
    var entries: [Entry] = []
    /// The window's presentations as the entries last saw them.
    var baseline: ChangeBaseline?

    /// The position of the first entry whose presentation is at
    /// `firstChanged` or above (at least 1: the root's entry always stands).
    func firstEntry(from firstChanged: Int) -> Int {
        var low = 1
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].presentation < firstChanged { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
