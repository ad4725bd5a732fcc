/// A window of the scene besides the app's own (rules 50-55): an SDK
/// overlay, a debug HUD, an alert or keyboard window. It has its own root
/// view controller and presentations, a window level, and may be hidden.
struct ModelExtraWindow: Hashable {
    /// The window's id in the scenario.
    let id: String
    /// `UIWindow.windowLevel`: normal 0, statusBar 1000, alert 2000.
    var level: Double
    /// `isHidden`: a hidden window takes no part in orientation (rule 53).
    var isHidden: Bool
    /// Made key when shown (`makeKeyAndVisible`).
    var becomesKey: Bool
    /// A window of UIKit's own (the keyboard, text effects): it never
    /// decides orientation (rule 54).
    var isSystem: Bool
    /// When it was last shown, to stack windows of equal level: the one
    /// shown last is on top. The app's window counts as shown first (0).
    var shownOrder: Int
    /// Its view controllers: the root and the presented chain.
    var content: ModelWindow
}
