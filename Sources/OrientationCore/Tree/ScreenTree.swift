/// A value snapshot of one window's screens: containers with their visible
/// children, presentations with their style and transition phase, the
/// policy of each screen that states one, and the screen UIKit asks about
/// orientation (the owner) with its own overrides.
///
/// Nodes live in one flat array and refer to each other by index, so a tree
/// of ten thousand screens costs one allocation and every walk is a loop.
/// Nodes are only ever added, never removed.
///
/// Two trees are equal when their nodes, root and owner are: the record of
/// which nodes changed since the engine last resolved the tree
/// (kept internally) takes no part.
public struct ScreenTree: Sendable, Hashable {
    /// One screen of the tree.
    public struct Node: Sendable, Hashable {
        /// The screen's identity.
        public var id: ScreenID
        /// Which kind of screen it is.
        public var kind: ScreenKind
        /// Its policy, or `nil`: transparent, its parent or presenter decides.
        public var policy: OrientationPolicy?
        /// Child node indices: a navigation stack bottom to top, the tabs,
        /// the split columns, or a container's children.
        public var children: [Int]
        /// The position in `children` of the visible child, if any. When the
        /// container shows several children at once, the first of them.
        public var visibleChild: Int?
        /// When the container shows several children at once (a hosting
        /// controller and its representables, a custom container with a mini
        /// player beside its content): the positions in `children` of all of
        /// them, in view order, the first beneath. Empty for containers that
        /// show one child, which ``visibleChild`` names.
        public var visibleChildren: [Int]
        /// What the screen's own class answers UIKit (`supportedInterfaceOrientations`,
        /// `preferredInterfaceOrientationForPresentation`), when it overrides
        /// them: a screen the app does not own. Only the owner's count.
        public var overrides: ScreenOverrides?
        /// The node this screen presented, if any.
        public var presented: Int?
        /// The style this screen was presented with, if it was presented.
        public var presentationStyle: PresentationStyle?
        /// The transition phase, if it was presented.
        public var phase: TransitionPhase?
        /// The container holding this screen, if any.
        public var parent: Int?
        /// The screen that presented this one, if any.
        public var presenter: Int?

        /// The node index of the visible child, if any.
        public var visibleChildIndex: Int? {
            guard let position = visibleChild, children.indices.contains(position) else { return nil }
            return children[position]
        }
    }

    /// Every node, in the order they were added.
    public internal(set) var nodes: [Node] = []
    /// The index of the window's root screen, if set.
    public private(set) var root: Int?
    /// The node UIKit asks about orientation once every transition in
    /// progress has ended (UIKit rules 5-7): the root, or the topmost
    /// presented screen that replaced it. `nil` when the driver did not say;
    /// the resolver then takes the topmost screen presented `fullScreen`.
    public internal(set) var owner: Int? {
        didSet { if oldValue != owner { changes.note(min(oldValue ?? 0, owner ?? 0)) } }
    }
    /// How many screens are being presented or dismissed.
    private var transitionsUnderWay = 0
    /// Which nodes changed since the tree's last baseline.
    var changes = ScreenTreeChanges()

    /// An empty tree.
    public init() {}

    /// An empty tree with room for `capacity` nodes.
    public init(capacity: Int) { nodes.reserveCapacity(capacity) }

    /// Adds a screen and returns its node index. The first screen added
    /// becomes the root unless ``setRoot(_:)`` says otherwise.
    @discardableResult
    public mutating func add(
        _ id: ScreenID, kind: ScreenKind = .plain, policy: OrientationPolicy? = nil,
        overrides: ScreenOverrides? = nil
    ) -> Int {
        nodes.append(
            Node(
                id: id, kind: kind, policy: policy, children: [], visibleChild: nil, visibleChildren: [],
                overrides: overrides, presented: nil, presentationStyle: nil, phase: nil, parent: nil,
                presenter: nil))
        let index = nodes.count - 1
        changes.note(index)
        if root == nil { root = index }
        return index
    }

    /// Makes a node the window's root.
    public mutating func setRoot(_ index: Int) {
        guard nodes.indices.contains(index) else { return }
        changes.note(0)
        root = index
    }

    /// Sets a container's children and which one is visible. For a
    /// navigation stack the default visible child is the top (last) one; for
    /// a split view the last column; a hosting controller shows them all;
    /// otherwise the first child.
    public mutating func setChildren(_ children: [Int], of container: Int, visible: Int? = nil) {
        guard nodes.indices.contains(container) else { return }
        let valid = children.filter { nodes.indices.contains($0) && $0 != container }
        changes.note(container)
        for child in valid { changes.note(child) }
        for old in nodes[container].children { changes.note(old) }
        nodes[container].children = valid
        nodes[container].visibleChildren = []
        for child in valid { nodes[child].parent = container }
        if nodes[container].kind == .hosting && visible == nil {
            setVisibleChildren(Array(valid.indices), of: container)
        } else if valid.isEmpty {
            nodes[container].visibleChild = nil
        } else if let v = visible, valid.indices.contains(v) {
            nodes[container].visibleChild = v
        } else {
            switch nodes[container].kind {
            case .navigation, .split: nodes[container].visibleChild = valid.count - 1
            default: nodes[container].visibleChild = 0
            }
        }
    }

    /// Records that `presenter` presented `presented` with a style, in a phase.
    public mutating func present(
        _ presented: Int, from presenter: Int, style: PresentationStyle = .fullScreen,
        phase: TransitionPhase = .presented
    ) {
        guard nodes.indices.contains(presented), nodes.indices.contains(presenter), presented != presenter
        else { return }
        changes.note(min(presenter, presented))
        if let old = nodes[presenter].presented { changes.note(old) }
        if nodes[presented].phase.isTransition { transitionsUnderWay -= 1 }
        if Optional(phase).isTransition { transitionsUnderWay += 1 }
        nodes[presenter].presented = presented
        nodes[presented].presenter = presenter
        nodes[presented].presentationStyle = style
        nodes[presented].phase = phase
    }

    /// Records that the screen at `presented` was dismissed, with every
    /// screen presented above it: its presenter presents nothing any more.
    /// The nodes stay in ``nodes`` (nodes are never removed), reachable from
    /// the root no more, until ``present(_:from:style:phase:)`` presents
    /// them again. A driver that edits the engine's tree in place
    /// (``OrientationEngine/handleScreensEdit(_:)``) dismisses this way, and
    /// the engine forgets what it kept for these screens and the screens
    /// they hold, as it does for screens missing from a new snapshot.
    public mutating func endPresentation(of presented: Int) {
        guard nodes.indices.contains(presented), nodes[presented].presenter != nil else { return }
        if let presenter = nodes[presented].presenter, nodes.indices.contains(presenter),
            nodes[presenter].presented == presented
        {
            changes.note(presenter)
            nodes[presenter].presented = nil
        }
        var next: Int? = presented
        var steps = 0
        while let index = next, nodes.indices.contains(index), steps < nodes.count {
            steps += 1
            next = nodes[index].presented
            if nodes[index].phase.isTransition { transitionsUnderWay -= 1 }
            changes.noteEnded(index)
            nodes[index].presented = nil
            nodes[index].presenter = nil
            nodes[index].presentationStyle = nil
            nodes[index].phase = nil
        }
    }

    /// True while a presentation or a dismissal runs: a screen is being
    /// presented or dismissed. Reading it costs nothing, whatever the size
    /// of the tree.
    public var hasTransitionInProgress: Bool { transitionsUnderWay > 0 }

    /// Changes a screen's policy.
    public mutating func setPolicy(_ policy: OrientationPolicy?, of index: Int) {
        guard nodes.indices.contains(index) else { return }
        changes.note(index)
        nodes[index].policy = policy
    }

    /// The node index of the first screen with this identity.
    public func index(of id: ScreenID) -> Int? {
        nodes.firstIndex { $0.id == id }
    }

    /// True when a screen with this identity is in the tree.
    public func contains(_ id: ScreenID) -> Bool { index(of: id) != nil }

    /// The node at an index.
    public subscript(index: Int) -> Node { nodes[index] }

    /// True when both trees hold the same nodes, root and owner.
    public static func == (lhs: ScreenTree, rhs: ScreenTree) -> Bool {
        lhs.root == rhs.root && lhs.owner == rhs.owner && lhs.nodes == rhs.nodes
    }

    /// Hashes the nodes, root and owner (what `==` compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(owner)
        hasher.combine(nodes)
    }
}

extension Optional where Wrapped == TransitionPhase {
    /// True for a screen being presented or dismissed.
    var isTransition: Bool { self == .presenting || self == .dismissing }
}
