/// What kind of screen a node of a ``ScreenTree`` is, which decides which of
/// its children is visible.
public enum ScreenKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A screen without children that matter to orientation.
    case plain
    /// A navigation stack: children bottom to top; the top one is visible.
    case navigation
    /// A tab bar: children are the tabs; the selected one is visible.
    case tabBar
    /// A split view: children are the columns; the visible child is the one
    /// shown in front (the secondary column, or the collapsed stack).
    case split
    /// Any other container (page view controllers, custom containers): the
    /// visible child is named explicitly; a custom container may show
    /// several children at once (``ScreenTree/Node/visibleChildren``).
    case container
    /// A SwiftUI hosting controller. Its children (the controllers of SwiftUI
    /// containers and representables, in view order) are all shown at once;
    /// its own policy stands for the SwiftUI views it shows directly.
    case hosting
}

/// How a screen was presented, with `UIModalPresentationStyle`'s raw values.
public enum PresentationStyle: Int, Sendable, Hashable, CaseIterable, Codable {
    /// The system's default: a page sheet from iOS 13 on.
    case automatic = -2
    /// Covers the window and removes the presenter's views.
    case fullScreen = 0
    /// A sheet; the presenter stays in the window.
    case pageSheet = 1
    /// A centered sheet; the presenter stays in the window.
    case formSheet = 2
    /// Covers the presentation context only.
    case currentContext = 3
    /// A custom presentation controller.
    case custom = 4
    /// Covers the window; the presenter's views stay behind.
    case overFullScreen = 5
    /// Covers the presentation context; the presenter's views stay behind.
    case overCurrentContext = 6
    /// A popover (full screen in compact width unless adapted otherwise).
    case popover = 7

    /// The name as UIKit spells it (`overFullScreen`).
    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        }
    }

    /// Parses a name as UIKit spells it.
    public init?(name: String) {
        guard let found = PresentationStyle.allCases.first(where: { $0.name.lowercased() == name.lowercased() })
        else { return nil }
        self = found
    }
}

/// Where a presented screen is in its transition.
public enum TransitionPhase: String, Sendable, Hashable, CaseIterable, Codable {
    /// Being presented: it decides, as it will be visible when the transition ends.
    case presenting
    /// On screen.
    case presented
    /// Being dismissed: its presenter decides again.
    case dismissing
}
