/// Whether a SwiftUI view is really on screen, from the three signals
/// SwiftUI and UIKit give, which arrive in any order.
///
/// SwiftUI's `onAppear` and `onDisappear` are not proof: from the iOS 18.4
/// SDK on, SwiftUI calls `onAppear` for views that are hidden or already
/// removed, and it may call it after the view's hosting controller is gone.
/// UIKit's window membership of the view (reported by the probe behind it)
/// is. So a view is live only when all three hold:
///
/// - its latest `onAppear`/`onDisappear` was `onAppear`;
/// - it is in a window (and visible there), by the latest report;
/// - SwiftUI has not dismantled it. Dismantling is final: nothing after it
///   makes the view live again, in whatever order the events come.
public struct ViewPresence: Sendable, Hashable {
    /// One signal about the view.
    public enum Event: String, Sendable, Hashable, CaseIterable {
        /// SwiftUI called `onAppear`.
        case appear
        /// SwiftUI called `onDisappear`.
        case disappear
        /// The view is in a window and visible there.
        case enterWindow
        /// The view left its window, or is hidden or scrolled away there.
        case leaveWindow
        /// SwiftUI removed the view for good (the probe was dismantled).
        case dismantle
    }

    /// True when the latest of `appear` and `disappear` was `appear`.
    public private(set) var hasAppeared = false
    /// True when the latest window report said the view is in one.
    public private(set) var isInWindow = false
    /// True once the view was dismantled.
    public private(set) var isDismantled = false

    /// A view SwiftUI has not shown yet.
    public init() {}

    /// True while the view may constrain orientation.
    public var isLive: Bool { hasAppeared && isInWindow && !isDismantled }

    /// Applies one signal. Returns true when ``isLive`` changed.
    @discardableResult
    public mutating func handle(_ event: Event) -> Bool {
        let before = isLive
        guard !isDismantled else { return false }
        switch event {
        case .appear: hasAppeared = true
        case .disappear: hasAppeared = false
        case .enterWindow: isInWindow = true
        case .leaveWindow: isInWindow = false
        case .dismantle: isDismantled = true
        }
        return isLive != before
    }
}
