/// A step's layers, bottom to top, stored as a persistent stack: each node
/// holds one layer and the stack beneath it. Consecutive steps share the
/// layers that did not change, so a history of steps over a deep
/// presentation chain holds each layer once instead of once per step
/// (``StepRecord/layers`` builds the array when read).
struct StepLayerStack: Sendable, Hashable {
    /// One layer on top of the stack beneath it.
    final class Node: @unchecked Sendable {
        // Mutable only so that `deinit` can unlink a long stack without
        // recursing once per node; never changed after creation otherwise.
        let layer: StepLayer
        private(set) var below: Node?
        let count: Int

        init(_ layer: StepLayer, on below: Node?) {
            self.layer = layer
            self.below = below
            self.count = (below?.count ?? 0) + 1
        }

        deinit {
            var next = below
            below = nil
            while isKnownUniquelyReferenced(&next), let node = next {
                next = node.below
                node.below = nil
            }
        }
    }

    /// The top layer's node; `nil` when there are no layers.
    var top: Node?

    /// No layers.
    init() {}

    /// The stack whose top is `top`.
    init(top: Node?) { self.top = top }

    /// The stack of `layers`, bottom to top.
    init(_ layers: [StepLayer]) {
        for layer in layers { top = Node(layer, on: top) }
    }

    /// How many layers.
    var count: Int { top?.count ?? 0 }

    /// The layers, bottom to top.
    var layers: [StepLayer] {
        var result: [StepLayer] = []
        result.reserveCapacity(count)
        var node = top
        while let current = node {
            result.append(current.layer)
            node = current.below
        }
        result.reverse()
        return result
    }

    static func == (lhs: StepLayerStack, rhs: StepLayerStack) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.top
        var right = rhs.top
        while let l = left, let r = right {
            if l === r { return true }
            if l.layer != r.layer { return false }
            left = l.below
            right = r.below
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        // As an array of the layers hashes: the count, then each layer.
        hasher.combine(layers)
    }
}
