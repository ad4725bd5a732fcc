extension ScreenTree {
    /// The tree as it would be after the navigation stack `navigation`
    /// popped its top screen: the screen below becomes the visible child.
    /// Used by drivers to ask ``OrientationEngine/predictedOrientation(after:)``
    /// whether an interactive pop would rotate the interface.
    ///
    /// Returns `nil` when `navigation` is not in the tree, is not a
    /// navigation stack, or holds fewer than two screens (nothing to pop).
    /// The popped screen stays in ``nodes`` but is no longer reachable from
    /// the root, so no walk sees it.
    public func poppingTop(of navigation: ScreenID) -> ScreenTree? {
        guard let index = index(of: navigation) else { return nil }
        let node = nodes[index]
        guard node.kind == .navigation, node.children.count >= 2 else { return nil }
        var copy = self
        copy.setChildren(Array(node.children.dropLast()), of: index)
        return copy
    }
}

extension ScreenTree {
    /// The index of the screen with this identity; `hint`, the node index
    /// it had, is looked at first.
    func index(of id: ScreenID, hint: Int?) -> Int? {
        if let hint, nodes.indices.contains(hint), nodes[hint].id == id { return hint }
        return index(of: id)
    }
}
