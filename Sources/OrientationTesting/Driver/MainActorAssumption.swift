import Dispatch
import Foundation

/// Runs `body` on the main actor, synchronously. On the main queue it runs
/// in place (`MainActor.assumeIsolated` where the SDK has it, the same
/// check by thread on older iOS SDKs); elsewhere (a test or a command
/// running off the main actor) it waits for the main queue to run it. The
/// shipped driver is main-actor isolated; the simulator runs it
/// synchronously, step by step.
func runOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    guard MainQueue.isCurrent else {
        return DispatchQueue.main.sync { runOnMainActor(body) }
    }
    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    if #available(macOS 14, *) { return MainActor.assumeIsolated(body) }
    #endif
    return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}

/// Runs `body` on the main queue, synchronously: in place there, else on
/// the main queue while the caller waits. A simulated app's steps run this
/// way so that the model and the shipped driver share one queue.
func runOnMainThread<T>(_ body: () -> T) -> T {
    guard MainQueue.isCurrent else { return DispatchQueue.main.sync(execute: body) }
    return body()
}

/// Whether the code running now runs on the main queue. After
/// `dispatch_main` (an async `main`, the test runner) the main queue's work
/// runs on a worker thread, so the thread alone does not tell.
enum MainQueue {
    /// The key the main queue carries (a `Sendable` box: older SDKs do not
    /// mark `DispatchSpecificKey` so).
    private struct Marker: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
    }

    private static let marker: Marker = {
        let marker = Marker()
        DispatchQueue.main.setSpecific(key: marker.key, value: true)
        return marker
    }()

    /// True on the main thread and in work the main queue runs.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) == true
    }
}
