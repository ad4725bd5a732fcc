/// A window of the model: every declared view controller by id, the root and
/// the chain of presentations (each presented by the previous one, the first
/// by the root), as UIKit links `presentedViewController`.
struct ModelWindow: Hashable {
    /// Every declared view controller, in or out of the window.
    var controllers: [String: ModelViewController]
    /// The root view controller.
    var root: String
    /// The presentations, bottom to top.
    var presentations: [ModelPresentation] = []

    /// The root, then each presented controller not being dismissed.
    var chain: [String] { [root] + settledPresentations.map(\.screen) }

    /// The presentations not being dismissed.
    var settledPresentations: [ModelPresentation] { presentations.filter { $0.phase != .dismissing } }

    /// Ends every transition: presented controllers settle, dismissed ones leave.
    mutating func finishTransitions() {
        presentations = settledPresentations.map {
            var settled = $0
            settled.phase = .presented
            return settled
        }
    }

    /// The visible path of one layer in view order: a controller, then each
    /// child it shows and their paths, recursively (cycles are cut). With
    /// several children shown at once, the last one's screens come last.
    func layerPath(from top: String) -> [String] {
        var path: [String] = []
        var seen: Set<String> = []
        var work = [top]
        while let id = work.popLast() {
            guard let vc = controllers[id], seen.insert(id).inserted else { continue }
            path.append(id)
            work += vc.visibleChildren.reversed()
        }
        return path
    }

    /// The visible path through every layer, bottom to top.
    var visiblePath: [String] { chain.flatMap { layerPath(from: $0) } }

    /// The topmost visible screen.
    var visibleScreen: String? { chain.last.flatMap { layerPath(from: $0).last } }

    /// Every controller in the window: the chain (with controllers being
    /// dismissed) and all their descendants.
    var hierarchy: Set<String> {
        var found: Set<String> = []
        var work = [root] + presentations.map(\.screen)
        while let id = work.popLast() {
            guard let vc = controllers[id], found.insert(id).inserted else { continue }
            work += vc.children
        }
        return found
    }

    /// The topmost visible controller of a kind.
    func topmostVisible(_ kind: ScreenKind) -> String? {
        visiblePath.last { controllers[$0]?.kind == kind }
    }

    /// Why a screen cannot enter the window, or `nil` when it can.
    private func problemAdding(_ id: String, action: String) -> String? {
        guard let vc = controllers[id] else { return "\(action): no screen '\(id)' is declared" }
        if hierarchy.contains(id) { return "\(action): '\(id)' is already in the window" }
        if vc.kind == .navigation && action == "push" {
            return "push: UIKit does not allow pushing a navigation controller ('\(id)')"
        }
        return nil
    }

    /// Removes a controller from the container holding it, as UIKit does when
    /// a controller moves to another parent.
    private mutating func detach(_ id: String) {
        for key in controllers.keys {
            if let position = controllers[key]?.children.firstIndex(of: id) {
                controllers[key]?.children.remove(at: position)
            }
        }
    }

    /// Pushes onto the topmost visible navigation controller; returns a problem or `nil`.
    mutating func push(_ id: String) -> String? {
        if let problem = problemAdding(id, action: "push") { return problem }
        guard let nav = topmostVisible(.navigation) else { return "push: no navigation screen is visible" }
        detach(id)
        controllers[nav]?.children.append(id)
        return nil
    }

    /// Pops the topmost visible navigation controller; returns a problem or `nil`.
    mutating func pop() -> String? {
        guard let nav = topmostVisible(.navigation), let stack = controllers[nav]?.children else {
            return "pop: no navigation screen is visible"
        }
        guard stack.count > 1 else { return "pop: '\(nav)' holds only one screen" }
        controllers[nav]?.children.removeLast()
        return nil
    }

    /// Starts presenting from the topmost visible screen; returns a problem or `nil`.
    mutating func present(_ id: String, style: PresentationStyle) -> String? {
        if let problem = problemAdding(id, action: "present") { return problem }
        detach(id)
        presentations.append(ModelPresentation(screen: id, style: style, from: visibleScreen ?? root))
        return nil
    }

    /// Starts dismissing the topmost presented controller; returns a problem or `nil`.
    mutating func dismiss() -> String? {
        guard let top = presentations.lastIndex(where: { $0.phase != .dismissing }) else {
            return "dismiss: nothing is presented"
        }
        presentations[top].phase = .dismissing
        return nil
    }

    /// Selects a tab of the topmost visible tab bar; returns a problem or `nil`.
    mutating func selectTab(_ index: Int) -> String? {
        guard let bar = topmostVisible(.tabBar), let count = controllers[bar]?.children.count else {
            return "selectTab: no tab bar is visible"
        }
        guard (0..<count).contains(index) else { return "selectTab: '\(bar)' has \(count) tabs, no tab \(index)" }
        controllers[bar]?.selectedIndex = index
        return nil
    }
}
