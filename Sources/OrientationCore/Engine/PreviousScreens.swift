/// What the engine needs of the screens it held when it adopts new ones,
/// taken before they change (an edit in place changes them).
struct PreviousScreens {
    /// A presentation or dismissal was under way.
    var inTransition: Bool
    /// The deciding screen's own policy (its remember key counts).
    var decidingPolicy: OrientationPolicy?
    /// The baseline of the tree held.
    var baseline: ScreenTreeBaseline?

    init(tree: ScreenTree, resolution: Resolution) {
        inTransition = tree.hasTransitionInProgress
        decidingPolicy = resolution.decidingIndex.flatMap {
            tree.nodes.indices.contains($0) ? tree.nodes[$0].policy : nil
        }
        baseline = tree.changes.baseline
    }
}
