/// Runs an idempotent main-actor cleanup when released, from any thread.
///
/// A `@MainActor` observer (OrientationKit's device, motion and interface
/// orientation observers) cannot touch its own state from its nonisolated
/// `deinit`; it keeps one of these instead, and its `cancel()` runs the same
/// cleanup directly. The release schedules the cleanup on the main actor
/// (again, harmlessly, after a `cancel()`), so whatever the observer started
/// is stopped even when the app only drops its reference.
public final class MainActorCleanup: Sendable {
    private let cleanup: @MainActor @Sendable () -> Void

    /// A token that runs `cleanup` on the main actor when released.
    public init(_ cleanup: @escaping @MainActor @Sendable () -> Void) {
        self.cleanup = cleanup
    }

    deinit {
        let cleanup = self.cleanup
        Task { @MainActor in cleanup() }
    }
}
