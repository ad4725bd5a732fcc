/// Which nodes of a ``ScreenTree`` changed since its baseline: the state the
/// engine last resolved. Every mutation of the tree notes the lowest node it
/// touched; a copy keeps its baseline, so a tree derived from the engine's
/// (edited in place, or copied and changed) tells the engine where its
/// resolution may start again instead of walking every screen.
struct ScreenTreeChanges: Sendable {
    /// The identity of the baseline; `nil` for a tree that never had one.
    private(set) var baseline: ScreenTreeBaseline?
    /// The lowest node index changed since the baseline; `Int.max` when none.
    private(set) var firstChanged = 0
    /// The nodes whose presentation ended since the baseline
    /// (``ScreenTree/endPresentation(of:)``), oldest first.
    private(set) var ended: [Int] = []

    /// Notes a change of the node at `index` (of the root or owner: 0).
    @inline(__always)
    mutating func note(_ index: Int) {
        if index < firstChanged { firstChanged = Swift.max(index, 0) }
    }

    /// Notes that the node at `index` is no longer presented.
    mutating func noteEnded(_ index: Int) {
        note(index)
        ended.append(index)
    }

    /// Makes the tree as it is now a new baseline and returns its identity.
    mutating func startBaseline() -> ScreenTreeBaseline {
        let token = ScreenTreeBaseline()
        baseline = token
        firstChanged = Int.max
        ended.removeAll(keepingCapacity: true)
        return token
    }

    /// The lowest node changed since `token`'s baseline, or `nil` when this
    /// tree does not derive from it (every node may differ).
    func firstChanged(since token: ScreenTreeBaseline?) -> Int? {
        guard let token, let baseline, token === baseline else { return nil }
        return firstChanged
    }
}

/// The identity of one baseline of a ``ScreenTree``: compared by reference.
final class ScreenTreeBaseline: Sendable {}
