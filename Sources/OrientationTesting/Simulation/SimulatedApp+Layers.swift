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
                    screen: window.root, style: nil,
                    node: StepLayerStack.Node(layer(window, top: window.root, style: nil), on: nil)))
        }
        var position = 1
        for presentation in window.presentations where presentation.phase != .dismissing {
            if position < layerCache.entries.count {
                let cached = layerCache.entries[position]
                if cached.screen == presentation.screen && cached.style == presentation.style {
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
                    screen: presentation.screen, style: presentation.style,
                    node: node))
            position += 1
        }
        if position < layerCache.entries.count { layerCache.entries.removeSubrange(position...) }
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
        var node: StepLayerStack.Node
    }

    /// The window's revision source and controllers' revision the entries hold for.
    var source: ModelRevisionSource?
    var revision = -1
    var root: String?
    /// The layers, bottom to top.
    var entries: [Entry] = []
}
