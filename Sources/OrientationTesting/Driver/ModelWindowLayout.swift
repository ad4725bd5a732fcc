/// What a window of the model holds, laid out once per change for the
/// shipped driver's many reads: the presentation chain with each screen's
/// position, and the screens whose views are in the window.
struct ModelWindowLayout {
    /// The root, then each presented screen, bottom to top.
    let chain: [String]
    /// Each screen's position in ``chain``.
    let chainPosition: [String: Int]
    /// Each presented screen's presentation.
    let presentation: [String: ModelPresentation]
    /// The screens whose views are in the window, bottom layer first.
    let shown: [String]
    /// The same, as a set.
    let shownSet: Set<String>

    /// Lays a window out: each layer's visible path; a settled
    /// presentation that removes its presenter's view removes the layers
    /// beneath (rules 5-7).
    init(_ window: ModelWindow, rules: OwnerRules) {
        var chain = [window.root]
        var presentation: [String: ModelPresentation] = [:]
        var layers: [[String]] = [window.layerPath(from: window.root)]
        for item in window.presentations {
            chain.append(item.screen)
            presentation[item.screen] = item
            if item.phase == .presented, rules.removesPresentersView(rules.effectiveStyle(item.style)) {
                layers = []
            }
            layers.append(window.layerPath(from: item.screen))
        }
        self.chain = chain
        var positions: [String: Int] = [:]
        for (index, id) in chain.enumerated() where positions[id] == nil { positions[id] = index }
        chainPosition = positions
        self.presentation = presentation
        shown = Array(layers.joined())
        shownSet = Set(shown)
    }
}
