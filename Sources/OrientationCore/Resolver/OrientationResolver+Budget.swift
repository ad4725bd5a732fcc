extension OrientationResolver {
    /// Capacities of one walk's buffer, in node slots.
    struct WalkBudget {
        /// Pending nodes and markers.
        var stack: Int
        /// Members of the decisions being made.
        var members: Int
        /// Open containers showing several children (four slots each).
        var frames: Int

        /// Slots in all.
        var total: Int { stack + members + 4 * frames }

        /// Small enough to live on the thread's stack (under a kilobyte) and
        /// enough for the visible path of any app: tried first.
        static let small = WalkBudget(stack: 64, members: 16, frames: 4)

        /// Enough for any well-formed tree of `count` nodes.
        static func full(_ count: Int) -> WalkBudget {
            WalkBudget(stack: 3 * count + 2, members: count + 1, frames: count + 1)
        }
    }

    /// The owner when the driver did not say: the topmost screen presented
    /// `fullScreen` (and not being dismissed) on the visible path, else the
    /// root (UIKit rules 5-7, the documented cases only).
    func derivedOwner(_ nodes: [ScreenTree.Node], root: Int) -> Int {
        let small = WalkBudget.small.stack
        if nodes.count + 1 > small, let owner = derivedOwner(nodes, root: root, capacity: small, partial: false) {
            return owner
        }
        return derivedOwner(nodes, root: root, capacity: nodes.count + 1, partial: true) ?? root
    }

    private func derivedOwner(_ nodes: [ScreenTree.Node], root: Int, capacity: Int, partial: Bool) -> Int? {
        var owner = root
        var overflowed = false
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { stack in
            var top = 1
            stack[0] = root
            var steps = 0
            func push(_ index: Int) -> Bool {
                guard top < capacity else {
                    overflowed = !partial
                    return partial
                }
                stack[top] = index
                top += 1
                return true
            }
            walking: while top > 0 {
                top -= 1
                let index = stack[top]
                steps += 1
                if steps > nodes.count { break }
                let node = nodes[index]
                if node.presenter != nil && node.presentationStyle == .fullScreen { owner = index }
                if let presented = node.presented, nodes.indices.contains(presented),
                    nodes[presented].phase != .dismissing, !push(presented)
                {
                    break walking
                }
                if node.visibleChildren.count > 1 {
                    for position in node.visibleChildren.reversed() where node.children.indices.contains(position) {
                        if !push(node.children[position]) { break walking }
                    }
                } else if let child = node.visibleChildIndex, !push(child) {
                    break walking
                }
            }
        }
        return overflowed ? nil : owner
    }
}
