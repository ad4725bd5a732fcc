#if canImport(UIKit) && os(iOS)

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
#endif
