/// A nested, declarative description of a window's screens, turned into a
/// flat ``ScreenTree`` by `ScreenTree.init(_:)`. Convenient in tests:
///
/// ```swift
/// let tree = ScreenTree(.tabBar("tabs", [
///     .navigation("nav", [.screen("list", policy: .portrait), .screen("player", policy: .landscape)]),
/// ]))
/// ```
public struct ScreenSpec: Sendable, Hashable {
    /// A presentation hanging off a screen.
    public struct Presented: Sendable, Hashable {
        /// The presented screen.
        public var screen: ScreenSpec
        /// Its presentation style.
        public var style: PresentationStyle
        /// Its transition phase.
        public var phase: TransitionPhase
    }

    /// The screen's identity.
    public var id: ScreenID
    /// Which kind of screen it is.
    public var kind: ScreenKind
    /// Its policy, if it states one.
    public var policy: OrientationPolicy?
    /// Its children (stack, tabs, columns or container children).
    public var children: [ScreenSpec]
    /// The position of the visible child, or `nil` for the kind's default.
    public var visibleChild: Int?
    /// The positions of the children shown at once, in view order, when
    /// there are several (see ``ScreenTree/Node/visibleChildren``); empty
    /// otherwise. A hosting screen shows all its children unless this says
    /// otherwise.
    public var visibleChildren: [Int]
    /// What the screen's own class answers UIKit, when it overrides it (a
    /// screen the app does not own).
    public var overrides: ScreenOverrides?
    /// What this screen presents (at most one).
    public var presentations: [Presented]

    /// A screen of any kind.
    public init(
        _ id: ScreenID, kind: ScreenKind = .plain, policy: OrientationPolicy? = nil,
        children: [ScreenSpec] = [], visibleChild: Int? = nil, visibleChildren: [Int] = [],
        overrides: ScreenOverrides? = nil
    ) {
        self.id = id
        self.kind = kind
        self.policy = policy
        self.children = children
        self.visibleChild = visibleChild
        self.visibleChildren = visibleChildren
        self.overrides = overrides
        self.presentations = []
    }

    /// A plain screen; `overrides` makes it a screen the app does not own.
    public static func screen(
        _ id: ScreenID, policy: OrientationPolicy? = nil,
        overrides: ScreenOverrides? = nil
    ) -> ScreenSpec {
        ScreenSpec(id, policy: policy, overrides: overrides)
    }

    /// A SwiftUI hosting controller: its children are all shown at once,
    /// in view order; its policy stands for the SwiftUI views it shows directly.
    public static func hosting(
        _ id: ScreenID, policy: OrientationPolicy? = nil,
        _ children: [ScreenSpec] = []
    ) -> ScreenSpec {
        ScreenSpec(id, kind: .hosting, policy: policy, children: children)
    }

    /// A navigation stack, bottom to top; the top is visible.
    public static func navigation(_ id: ScreenID, policy: OrientationPolicy? = nil, _ stack: [ScreenSpec]) -> ScreenSpec
    {
        ScreenSpec(id, kind: .navigation, policy: policy, children: stack)
    }

    /// A tab bar with its tabs and the selected index.
    public static func tabBar(
        _ id: ScreenID, selected: Int = 0, policy: OrientationPolicy? = nil,
        _ tabs: [ScreenSpec]
    ) -> ScreenSpec {
        ScreenSpec(id, kind: .tabBar, policy: policy, children: tabs, visibleChild: selected)
    }

    /// A split view with its columns; `visible` defaults to the last column.
    public static func split(
        _ id: ScreenID, visible: Int? = nil, policy: OrientationPolicy? = nil,
        _ columns: [ScreenSpec]
    ) -> ScreenSpec {
        ScreenSpec(id, kind: .split, policy: policy, children: columns, visibleChild: visible)
    }

    /// A custom container with its children and the visible one.
    public static func container(
        _ id: ScreenID, visible: Int = 0, policy: OrientationPolicy? = nil,
        _ children: [ScreenSpec]
    ) -> ScreenSpec {
        ScreenSpec(id, kind: .container, policy: policy, children: children, visibleChild: visible)
    }

    /// A custom container showing several children at once (positions in
    /// view order, the first beneath).
    public static func container(
        _ id: ScreenID, showing: [Int], policy: OrientationPolicy? = nil,
        _ children: [ScreenSpec]
    ) -> ScreenSpec {
        ScreenSpec(
            id, kind: .container, policy: policy, children: children, visibleChild: showing.first,
            visibleChildren: showing)
    }

    /// A copy of this screen that presents another one.
    public func presenting(
        _ screen: ScreenSpec, style: PresentationStyle = .fullScreen,
        phase: TransitionPhase = .presented
    ) -> ScreenSpec {
        var copy = self
        copy.presentations = [Presented(screen: screen, style: style, phase: phase)]
        return copy
    }
}

extension ScreenTree {
    /// Builds a flat tree from a nested description; the outermost screen is the root.
    public init(_ root: ScreenSpec) {
        self.init()
        // An explicit work list instead of recursion: deep descriptions cannot
        // overflow the stack.
        var work: [(spec: ScreenSpec, attach: (index: Int, asPresentation: ScreenSpec.Presented?)?)] = [(root, nil)]
        var pendingChildren: [(container: Int, children: [Int], visible: Int?, showing: [Int])] = []
        var containerOf: [Int: Int] = [:] // child node -> slot in pendingChildren
        while let (spec, attach) = work.popLast() {
            let index = add(spec.id, kind: spec.kind, policy: spec.policy, overrides: spec.overrides)
            if let attach {
                if let presentation = attach.asPresentation {
                    present(index, from: attach.index, style: presentation.style, phase: presentation.phase)
                } else if let slot = containerOf[attach.index] {
                    pendingChildren[slot].children.append(index)
                }
            }
            if !spec.children.isEmpty {
                containerOf[index] = pendingChildren.count
                pendingChildren.append((index, [], spec.visibleChild, spec.visibleChildren))
            }
            for presentation in spec.presentations.reversed() {
                work.append((presentation.screen, (index, presentation)))
            }
            for child in spec.children.reversed() {
                work.append((child, (index, nil)))
            }
        }
        for entry in pendingChildren {
            if entry.showing.isEmpty {
                setChildren(entry.children, of: entry.container, visible: entry.visible)
            } else {
                setChildren(entry.children, of: entry.container, showing: entry.showing)
            }
        }
    }
}
