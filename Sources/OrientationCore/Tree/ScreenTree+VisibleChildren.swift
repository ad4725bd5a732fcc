extension ScreenTree.Node {
    /// The node indices of every child shown, in view order: the children
    /// of ``visibleChildren`` when the container shows several at once, else
    /// the visible child alone, else none.
    public var visibleChildIndices: [Int] {
        if visibleChildren.count > 1 {
            return visibleChildren.compactMap { children.indices.contains($0) ? children[$0] : nil }
        }
        return visibleChildIndex.map { [$0] } ?? []
    }
}

extension ScreenTree {
    /// Sets a container's children and the ones it shows at once, by
    /// position in `children`, in view order (the first beneath).
    public mutating func setChildren(_ children: [Int], of container: Int, showing positions: [Int]) {
        guard nodes.indices.contains(container) else { return }
        setChildren(children, of: container, visible: positions.first)
        setVisibleChildren(positions, of: container)
    }

    /// Says which children a container shows at once, by position in its
    /// children, in view order (the first beneath). Positions out of range or
    /// repeated are dropped. With one position left this is the plain
    /// visible child; with none, no child is visible.
    public mutating func setVisibleChildren(_ positions: [Int], of container: Int) {
        guard nodes.indices.contains(container) else { return }
        let count = nodes[container].children.count
        var kept: [Int] = []
        kept.reserveCapacity(positions.count)
        for position in positions where (0..<count).contains(position) && !kept.contains(position) {
            kept.append(position)
        }
        changes.note(container)
        nodes[container].visibleChild = kept.first
        nodes[container].visibleChildren = kept.count > 1 ? kept : []
    }

    /// Records which node UIKit asks about orientation once every transition
    /// in progress has ended (UIKit rules 5-7); `nil` lets the resolver
    /// assume the topmost screen presented `fullScreen`, else the root.
    public mutating func setOwner(_ index: Int?) {
        guard let index else {
            owner = nil
            return
        }
        guard nodes.indices.contains(index) else { return }
        owner = index
    }

    /// Records what a screen's own class answers UIKit's orientation
    /// questions with (`nil`: it does not override them).
    public mutating func setOverrides(_ overrides: ScreenOverrides?, of index: Int) {
        guard nodes.indices.contains(index) else { return }
        changes.note(index)
        nodes[index].overrides = overrides
    }
}
