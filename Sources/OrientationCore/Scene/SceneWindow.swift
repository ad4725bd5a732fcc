/// What a driver knows about one window of a scene, by value: enough to
/// tell the app's own window from overlays, and to find the window UIKit
/// asks about orientation (UIKit rules 50-55).
public struct SceneWindow: Sendable, Hashable {
    /// `UIWindow.windowLevel`: normal 0, statusBar 1000, alert 2000.
    public var level: Double
    /// `isHidden`.
    public var isHidden: Bool
    /// True for the window the app declared as its own: the scene
    /// delegate's `window` (or, without scenes, the app delegate's).
    public var isDeclaredMain: Bool
    /// True when it has a root view controller.
    public var hasRootViewController: Bool
    /// True for a window of UIKit's own (the keyboard, text effects), which
    /// never decides orientation (rule 54).
    public var isSystem: Bool

    /// Creates the facts about one window.
    public init(
        level: Double = 0, isHidden: Bool = false, isDeclaredMain: Bool = false,
        hasRootViewController: Bool = true, isSystem: Bool = false
    ) {
        self.level = level
        self.isHidden = isHidden
        self.isDeclaredMain = isDeclaredMain
        self.hasRootViewController = hasRootViewController
        self.isSystem = isSystem
    }
}

/// The roles windows play in a scene, as this library reads them.
public enum SceneWindows {
    /// The index of the app's own window, whose screens decide the scene's
    /// orientation: the declared main window when it has a root view
    /// controller; else, among the app's windows with a root view controller
    /// (visible ones first), the one at the lowest level, the earliest among
    /// equals (`windows` in the scene's order). `nil` when none qualifies.
    public static func appWindow(among windows: [SceneWindow]) -> Int? {
        if let main = windows.firstIndex(where: { $0.isDeclaredMain && $0.hasRootViewController && !$0.isSystem }) {
            return main
        }
        let candidates = windows.indices.filter { windows[$0].hasRootViewController && !windows[$0].isSystem }
        return candidates.min { lhs, rhs in
            let left = (windows[lhs].isHidden ? 1 : 0, windows[lhs].level, lhs)
            let right = (windows[rhs].isHidden ? 1 : 0, windows[rhs].level, rhs)
            return left < right
        }
    }

    /// The index of the window UIKit asks about orientation (rule 51): the
    /// topmost visible window that is not UIKit's own, by level, the later
    /// in `windows` among equals (windows shown later stack above). `nil`
    /// when no window qualifies.
    public static func orientationWindow(among windows: [SceneWindow]) -> Int? {
        let candidates = windows.indices.filter { !windows[$0].isHidden && !windows[$0].isSystem }
        return candidates.max { lhs, rhs in (windows[lhs].level, lhs) < (windows[rhs].level, rhs) }
    }
}
