extension UIKitAssumptions {
    /// Which window of a scene UIKit asks about orientation when the scene
    /// shows several (rule 51).
    public enum SceneOrientationWindow: String, Sendable, Hashable, CaseIterable {
        /// The topmost visible window that is not one of UIKit's own, by
        /// window level, the one shown last on top among equal levels
        /// (the reading of iOS 18 and 26 decompilations, and what overlay
        /// libraries that forward the app's mask work around).
        case topmostVisible
        /// The key window, or the app's window when no other window was made
        /// key (the behaviour before iOS 8 that openradar 19592583 expected).
        case keyWindow
    }
}
