/// One point of a walk of the visible path: only `entry` was left to walk,
/// outside any container showing several children. What the walk had found
/// by then is all it needs to go on.
struct WalkCheckpoint: Sendable {
    /// The node walked next.
    var entry: Int
    /// The highest node index read before it.
    var readBefore: Int
    /// The topmost visible screen so far.
    var visibleIndex: Int?
    /// The screen beneath the decision so far.
    var beneath: Int?
    /// Where the screens deciding so far are kept in ``ResolverMemo/members``.
    var memberStart: Int
    /// How many screens decide so far (0 or 1, more beside a container
    /// showing several children).
    var memberCount: Int
    /// Nodes walked so far (the guard against a malformed cycle).
    var steps: Int

    /// The highest node index this point depends on.
    var reach: Int { Swift.max(readBefore, entry) }
}

/// What the last walk of the engine's tree passed, so that the next
/// resolution of a tree derived from it walks only from the first changed
/// node on (issue 17: a step that presents one more screen over a chain
/// thousands deep costs what one screen costs).
///
/// The points are in walk order and depend on ever higher node indices: the
/// last point whose nodes are all unchanged is found by bisection.
struct ResolverMemo: Sendable {
    /// The baseline of the tree the points describe.
    var baseline: ScreenTreeBaseline?
    /// The root and owner they were walked with.
    var root: Int?
    var owner: Int?
    /// The number of nodes the tree had.
    var count = 0
    /// The points, in walk order.
    private(set) var checkpoints: [WalkCheckpoint] = []
    /// The deciding screens of every point, end to end.
    private(set) var members: [Int] = []
    /// How many nodes the last recorded walk visited (what it cost).
    var lastWalked = 0

    /// Keeps a point and the screens deciding at it.
    mutating func record(_ checkpoint: WalkCheckpoint, decision: UnsafeMutableBufferPointer<Int>) {
        var point = checkpoint
        point.memberStart = members.count
        point.memberCount = decision.count
        members.append(contentsOf: decision)
        checkpoints.append(point)
    }

    /// Drops the points from `checkpoints` on (and their screens).
    mutating func truncate(checkpoints kept: Int, members keptMembers: Int) {
        if kept < checkpoints.count { checkpoints.removeSubrange(kept...) }
        if keptMembers < members.count { members.removeSubrange(keptMembers...) }
    }

    /// Forgets every point.
    mutating func reset() {
        truncate(checkpoints: 0, members: 0)
    }

    /// The last point that depends on no node from `firstChanged` on.
    func lastCheckpoint(before firstChanged: Int) -> Int? {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].reach < firstChanged { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The point at a position.
    func checkpoint(at position: Int) -> WalkCheckpoint { checkpoints[position] }
}

extension OrientationResolver {
    /// Resolves the engine's tree, walking from the last point of the
    /// previous walk (`memo`) that no change since its baseline touched,
    /// then records this walk's points in `memo` (`recording`), or leaves
    /// `memo` as it is (a tree the engine only looks at). The result is the
    /// one ``resolve(_:context:tracing:)`` gives.
    func resolve(
        _ tree: ScreenTree, context: ResolverContext, memo: inout ResolverMemo, recording: Bool
    ) -> Resolution {
        var trace: [String] = []
        guard let root = tree.root, tree.nodes.indices.contains(root) else {
            if recording { memo = ResolverMemo() }
            return resolution(of: tree, found: Walk(), owner: nil, context: context, tracing: false, trace: trace)
        }
        let owner = tree.owner ?? derivedOwner(tree.nodes, root: root)
        var start: WalkCheckpoint?
        if let changed = tree.changes.firstChanged(since: memo.baseline), memo.root == root, memo.owner == owner,
            let position = memo.lastCheckpoint(before: Swift.min(changed, memo.count))
        {
            start = memo.checkpoint(at: position)
            if recording, let point = start {
                // The point's own deciding screens stay: the walk starts from them.
                memo.truncate(checkpoints: position, members: point.memberStart + point.memberCount)
            }
        } else if recording {
            memo.reset()
        }
        let found: Walk
        if recording {
            found = walk(
                tree.nodes, root: root, owner: owner, tracing: false, trace: &trace, from: start, memo: &memo,
                recording: true)
            memo.root = root
            memo.owner = owner
            memo.count = tree.nodes.count
            memo.lastWalked = found.steps - (start?.steps ?? 0)
        } else {
            // Read only: the copy shares the memo's storage and changes nothing.
            var reading = memo
            found = walk(
                tree.nodes, root: root, owner: owner, tracing: false, trace: &trace, from: start, memo: &reading,
                recording: false)
        }
        return resolution(of: tree, found: found, owner: owner, context: context, tracing: false, trace: trace)
    }
}
