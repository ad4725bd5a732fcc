/// One extra window of the scene, declared by a scenario's `windows`: an SDK
/// overlay, a debug HUD, an alert or keyboard window (UIKIT rules 50-55).
public struct WindowDeclaration: Sendable, Hashable {
    /// Its id, used by the `showWindow` and `hideWindow` steps.
    public var id: String
    /// The id of its root screen, declared under `screens` and in no other
    /// window or container.
    public var root: String
    /// `UIWindow.windowLevel`: normal 0, statusBar 1000, alert 2000.
    public var level: Double
    /// True: hidden at launch, until a `showWindow` step.
    public var hidden: Bool
    /// True: made key when shown (`makeKeyAndVisible`).
    public var key: Bool
    /// True: a window of UIKit's own (the keyboard, text effects), which
    /// never decides orientation.
    public var system: Bool
    /// The line it was declared on (0 when built in code).
    public var line: Int

    /// Creates a declaration: a visible window at the normal level, shown
    /// after the app's window and so above it.
    public init(
        id: String, root: String, level: Double = 0, hidden: Bool = false, key: Bool = false,
        system: Bool = false, line: Int = 0
    ) {
        self.id = id
        self.root = root
        self.level = level
        self.hidden = hidden
        self.key = key
        self.system = system
        self.line = line
    }
}
