extension SimulatedApp {
    /// The window's layers now, bottom to top: the root, then each
    /// presentation not being dismissed.
    var layers: [StepLayer] {
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
        return StepLayer(screen: top, visible: path.last, style: style,
                         navigationDepth: navigation?.children.count ?? 0,
                         tabCount: tabBar?.children.count ?? 0, selectedTab: tabBar?.selectedIndex ?? 0)
    }
}
