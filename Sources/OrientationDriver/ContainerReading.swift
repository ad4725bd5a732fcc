import OrientationCore

/// Which children a controller shows, from the public state of UIKit's
/// containers read through the seam. The library's probes are never
/// reported.
@MainActor
struct ContainerReading<Platform: OrientationPlatform> {
    typealias Controller = Platform.Controller

    /// What one controller contains.
    struct Containment {
        /// The kind of node.
        var kind: ScreenKind
        /// The children that matter to orientation, in the container's order.
        var children: [Controller]
        /// The children shown, in view order (the first beneath); empty lets
        /// the tree pick the kind's default.
        var visible: [Controller]
    }

    let platform: Platform

    /// The containment of a controller.
    func read(_ controller: Controller) -> Containment {
        switch platform.kind(of: controller).container {
        case .navigation:
            let stack = platform.navigationStack(of: controller)
            return Containment(kind: .navigation, children: stack, visible: stack.last.map { [$0] } ?? [])
        case .tabBar:
            return readTabs(controller)
        case .split:
            let columns = platform.splitColumns(of: controller)
            let front = platform.isCollapsed(controller) ? columns.first : columns.last
            return Containment(kind: .split, children: columns, visible: front.map { [$0] } ?? [])
        case .page:
            let current = platform.pages(of: controller).prefix(1).map { $0 }
            return Containment(kind: .container, children: current, visible: current)
        case .none:
            return readCustom(controller)
        }
    }

    /// A custom container or a hosting controller: the children it names
    /// through `OrientationChildProviding`, else every child shown, in view
    /// order (UIKit rules 43-44). When none is shown yet, a hosting
    /// controller counts them all and a custom container its last child.
    private func readCustom(_ controller: Controller) -> Containment {
        let isHosting = platform.kind(of: controller).isHosting
        let children = platform.children(of: controller).filter { !platform.kind(of: $0).isProbe }
        guard !children.isEmpty else {
            return Containment(kind: isHosting ? .hosting : .plain, children: [], visible: [])
        }
        let visible: [Controller]
        if let named = platform.childrenForInterfaceOrientation(of: controller) {
            visible = named.filter { candidate in children.contains { $0 === candidate } }
        } else {
            let shown = inViewOrder(children.filter { platform.view(of: $0).isShown }, in: controller)
            visible = !shown.isEmpty ? shown : isHosting ? children : [children[children.count - 1]]
        }
        return Containment(kind: isHosting ? .hosting : .container, children: children, visible: visible)
    }

    /// The children sorted back to front by where their views sit in the
    /// container's view (rule 43: the first in view order leads); those
    /// whose place is unknown keep their order, after the others.
    private func inViewOrder(_ children: [Controller], in container: Controller) -> [Controller] {
        let placed = children.enumerated().map {
            (position: $0.offset, path: viewOrderPath(of: $0.element, in: container), child: $0.element)
        }
        return placed.sorted { left, right in
            switch (left.path, right.path) {
            case (let a?, let b?): a.lexicographicallyPrecedes(b) || (a == b && left.position < right.position)
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): left.position < right.position
            }
        }.map(\.child)
    }

    /// Where a child's view sits under its container's view, back to
    /// front: the index in `superview.subviews` of the child's view and of
    /// each superview up to the container's view, outermost first; `nil`
    /// when either view is not loaded or the child's is not inside.
    func viewOrderPath(of child: Controller, in container: Controller) -> [Int]? {
        guard let containerView = platform.loadedView(of: container), var view = platform.loadedView(of: child)
        else { return nil }
        var path: [Int] = []
        while let superview = platform.superview(of: view) {
            guard let index = platform.subviews(of: superview).firstIndex(where: { $0 === view }) else { return nil }
            path.insert(index, at: 0)
            if superview === containerView { return path }
            view = superview
        }
        return nil
    }

    /// A tab bar controller's tabs and the one shown (UIKit rule 45): iOS
    /// 18 `tabs` read from `children`; a tab chosen from the More list is
    /// shown inside the More navigation controller; a selected controller
    /// inside a listed wrapper is shown through it; without a selection,
    /// the tab whose view is in the window.
    private func readTabs(_ tabs: Controller) -> Containment {
        var all = platform.tabs(of: tabs) ?? platform.children(of: tabs).filter { !platform.kind(of: $0).isProbe }
        var selected = platform.selectedTab(of: tabs)
        let more = platform.moreNavigationController(of: tabs)
        if let chosen = selected, let more, chosen === more || platform.parent(of: chosen) === more {
            all.removeAll { platform.parent(of: $0) === more || $0 === more }
            all.append(more)
            selected = more
        } else if let chosen = selected, !all.contains(where: { $0 === chosen }) {
            if let wrapper = listedAncestor(of: chosen, in: all, below: tabs) {
                selected = wrapper
            } else {
                all.append(chosen)
            }
        }
        let shown =
            selected.flatMap { chosen in all.first { $0 === chosen } }
            ?? all.first { platform.view(of: $0).isShown }
        return Containment(kind: .tabBar, children: all, visible: shown.map { [$0] } ?? [])
    }

    private func listedAncestor(
        of controller: Controller, in listed: [Controller], below container: Controller
    )
        -> Controller?
    {
        var current = platform.parent(of: controller)
        var steps = 0
        while let candidate = current, candidate !== container, steps < 64 {
            if listed.contains(where: { $0 === candidate }) { return candidate }
            current = platform.parent(of: candidate)
            steps += 1
        }
        return nil
    }
}
