#if canImport(UIKit) && os(iOS)
import Foundation

/// Runs an idempotent main-actor cleanup when released, from any thread.
///
/// A `@MainActor` observer cannot touch its own state from its nonisolated
/// `deinit`; it keeps one of these instead, and its `cancel()` runs the same
/// cleanup directly. The release schedules the cleanup on the main actor
/// (again, harmlessly, after a `cancel()`), so whatever the observer started
/// is stopped even when the app only drops its reference.
final class MainActorCleanup: Sendable {
    private let cleanup: @MainActor @Sendable () -> Void

    /// A token that runs `cleanup` on the main actor when released.
    init(_ cleanup: @escaping @MainActor @Sendable () -> Void) {
        self.cleanup = cleanup
    }

    deinit {
        let cleanup = self.cleanup
        Task { @MainActor in cleanup() }
    }
}

/// A block-based `NotificationCenter` registration on the main queue that
/// removes itself when released (block observers are not removed
/// automatically).
final class NotificationRegistration {
    private let token: NSObjectProtocol
    private let center: NotificationCenter

    /// Registers `block` for `name` (posted by `object`, or by anyone when
    /// `nil`) on the main queue of `center`.
    init(
        _ name: Notification.Name,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        block: @escaping @Sendable (Notification) -> Void
    ) {
        self.center = center
        token = center.addObserver(forName: name, object: object, queue: .main, using: block)
    }

    deinit {
        center.removeObserver(token)
    }
}
#endif
