extension OrientationResolver {
    /// What the walk of the visible path found.
    struct Walk {
        /// The last screen the walk met: the topmost visible one.
        var visibleIndex: Int?
        /// The deciding screen: the first, in view order, of the screens
        /// that decide together.
        var deciding: Int?
        /// The screens deciding together with ``deciding``: other visible
        /// children of a container that shows several (UIKit rule 43).
        var alongside: [Int] = []
        /// The last screen with a concrete policy that a later one covered.
        var beneath: Int?
        /// Nodes walked, from the root (a walk that went on from a point
        /// counts the nodes before it too).
        var steps = 0
    }

    /// Stack markers: the end of one visible child's branch, the end of a
    /// container's visible children.
    static let endOfBranch = -1
    static let endOfGroup = -2

    /// The policy a node decides with: its own; for the owner that the app
    /// does not own, the one its class's overrides amount to (UIKit rule 38).
    @inline(__always)
    static func decidingPolicy(_ node: ScreenTree.Node, index: Int, owner: Int?) -> OrientationPolicy? {
        if let policy = node.policy { return policy }
        return index == owner ? node.overrides?.policy : nil
    }

    /// Walks the visible path in z-order: a screen, its visible children's
    /// branches in view order, then what it presents. A screen that decides
    /// covers the decision made beneath it; sibling branches of a container
    /// showing several children do not cover each other: every branch that
    /// decides something joins the decision, the first in view order leading
    /// (UIKit rule 43).
    ///
    /// One temporary buffer holds the stack (nodes and markers), the members
    /// of the current decision and one frame per open container. It is tried
    /// with a budget that lives on the thread's stack, then, for visible paths
    /// beyond it, with one sized for the whole tree; no other allocation
    /// unless several branches decide.
    ///
    /// `start`, when given, is a point of an earlier walk of this tree
    /// (``ResolverMemo``) to go on from. `recording` keeps in `memo` the
    /// points this walk passes, for a later one.
    func walk(
        _ nodes: [ScreenTree.Node], root: Int, owner: Int?, tracing: Bool,
        trace: inout [String], from start: WalkCheckpoint?, memo: inout ResolverMemo, recording: Bool
    ) -> Walk {
        let full = WalkBudget.full(nodes.count)
        let kept = memo.checkpoints.count
        let keptMembers = memo.members.count
        if full.total > WalkBudget.small.total, (start?.memberCount ?? 0) <= WalkBudget.small.members {
            let traced = trace.count
            if let found = walk(
                nodes, root: root, owner: owner, budget: .small, partial: false,
                tracing: tracing, trace: &trace, from: start, memo: &memo, recording: recording)
            {
                return found
            }
            trace.removeSubrange(traced...)
            if recording { memo.truncate(checkpoints: kept, members: keptMembers) }
        }
        return walk(
            nodes, root: root, owner: owner, budget: full, partial: true, tracing: tracing, trace: &trace,
            from: start, memo: &memo, recording: recording) ?? Walk()
    }

    /// One walk within `budget`; `nil` when the budget ran out, unless
    /// `partial` (a malformed tree then loses what did not fit).
    private func walk(
        _ nodes: [ScreenTree.Node], root: Int, owner: Int?, budget: WalkBudget, partial: Bool,
        tracing: Bool, trace: inout [String], from start: WalkCheckpoint?, memo: inout ResolverMemo,
        recording: Bool
    ) -> Walk? {
        var result = Walk()
        var overflowed = false
        let memberBase = budget.stack
        let frameBase = memberBase + budget.members
        withUnsafeTemporaryAllocation(of: Int.self, capacity: budget.total) { buffer in
            var top = 1
            buffer[0] = root
            var memberTop = 0
            var decisionStart = 0
            var decisionEnd = 0
            var frameTop = 0
            var steps = 0
            // The highest node index read so far: a checkpoint stands while
            // no node up to it changes.
            var reach = -1
            if let start {
                buffer[0] = start.entry
                for offset in 0..<start.memberCount {
                    buffer[memberBase + offset] = memo.members[start.memberStart + offset]
                }
                decisionEnd = start.memberCount
                memberTop = start.memberCount
                steps = start.steps
                reach = start.readBefore
                result.visibleIndex = start.visibleIndex
                result.beneath = start.beneath
            }
            walking: while top > 0 {
                top -= 1
                let entry = buffer[top]
                if entry < 0 {
                    // A frame: the decision at the container (start, end) and
                    // the decisions of its branches so far (start, end).
                    guard frameTop > 0 else { continue }
                    let frame = frameBase + 4 * (frameTop - 1)
                    if entry == Self.endOfBranch {
                        if decisionStart != buffer[frame] || decisionEnd != buffer[frame + 1] {
                            var end = buffer[frame + 3]
                            for member in decisionStart..<decisionEnd {
                                buffer[memberBase + end] = buffer[memberBase + member]
                                end += 1
                            }
                            buffer[frame + 3] = end
                        }
                        decisionStart = buffer[frame]
                        decisionEnd = buffer[frame + 1]
                        memberTop = buffer[frame + 3]
                    } else {
                        if buffer[frame + 3] > buffer[frame + 2] {
                            decisionStart = buffer[frame + 2]
                            decisionEnd = buffer[frame + 3]
                            memberTop = decisionEnd
                        } else {
                            decisionStart = buffer[frame]
                            decisionEnd = buffer[frame + 1]
                            memberTop = buffer[frame + 2]
                        }
                        frameTop -= 1
                    }
                    continue
                }
                if recording, top == 0, frameTop == 0 {
                    // Only this screen is left to walk, outside any container
                    // showing several children: a point to go on from.
                    memo.record(
                        WalkCheckpoint(
                            entry: entry, readBefore: reach, visibleIndex: result.visibleIndex,
                            beneath: result.beneath, memberStart: 0, memberCount: 0, steps: steps),
                        decision: UnsafeMutableBufferPointer(
                            rebasing: buffer[(memberBase + decisionStart)..<(memberBase + decisionEnd)]))
                }
                steps += 1
                if steps > nodes.count { break } // a malformed tree with a cycle
                if entry > reach { reach = entry }
                let node = nodes[entry]
                result.visibleIndex = entry
                if let policy = Self.decidingPolicy(node, index: entry, owner: owner) {
                    guard memberTop < budget.members else {
                        if partial { continue }
                        overflowed = true
                        break walking
                    }
                    if decisionEnd > decisionStart {
                        let covered = buffer[memberBase + decisionStart]
                        if let p = Self.decidingPolicy(nodes[covered], index: covered, owner: owner),
                            !p.matchesPresenting
                        {
                            result.beneath = covered
                        }
                    }
                    buffer[memberBase + memberTop] = entry
                    decisionStart = memberTop
                    decisionEnd = memberTop + 1
                    memberTop += 1
                    if tracing {
                        trace.append(
                            node.policy == nil
                                ? "\(node.id): not the app's; UIKit asks it, so its own \(policy) counts"
                                : "\(node.id): states \(policy)")
                    }
                } else if tracing {
                    trace.append(
                        node.overrides == nil
                            ? "\(node.id): no policy"
                            : "\(node.id): not the app's and UIKit does not ask it: transparent")
                }
                // What follows reads the presented node (or finds it missing).
                if let presented = node.presented, presented > reach { reach = presented }
                if let presented = node.presented, nodes.indices.contains(presented) {
                    if nodes[presented].phase == .dismissing {
                        if tracing { trace.append("\(nodes[presented].id): being dismissed, skipped") }
                    } else if top < budget.stack {
                        buffer[top] = presented
                        top += 1
                    } else if !partial {
                        overflowed = true
                        break walking
                    }
                }
                let shown = node.visibleChildren
                if shown.count > 1 {
                    guard frameTop < budget.frames, top + 2 * shown.count + 1 <= budget.stack else {
                        if partial { continue }
                        overflowed = true
                        break walking
                    }
                    let frame = frameBase + 4 * frameTop
                    buffer[frame] = decisionStart
                    buffer[frame + 1] = decisionEnd
                    buffer[frame + 2] = memberTop
                    buffer[frame + 3] = memberTop
                    frameTop += 1
                    buffer[top] = Self.endOfGroup
                    top += 1
                    for position in shown.reversed() where node.children.indices.contains(position) {
                        buffer[top] = Self.endOfBranch
                        buffer[top + 1] = node.children[position]
                        top += 2
                    }
                } else if let child = node.visibleChildIndex {
                    if top < budget.stack {
                        buffer[top] = child
                        top += 1
                    } else if !partial {
                        overflowed = true
                        break walking
                    }
                }
            }
            result.steps = steps
            if decisionEnd > decisionStart {
                result.deciding = buffer[memberBase + decisionStart]
                if decisionEnd - decisionStart > 1 {
                    result.alongside = (decisionStart + 1..<decisionEnd).map { buffer[memberBase + $0] }
                }
            }
        }
        return overflowed ? nil : result
    }
}
