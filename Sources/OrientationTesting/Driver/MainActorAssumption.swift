import Foundation

/// Runs `body` on the main actor from synchronous code already isolated to
/// it: `MainActor.assumeIsolated` where the SDK has it (Linux, macOS 14),
/// else the same check by thread (older iOS SDKs lack it). It stops the
/// program when called from elsewhere. The shipped driver is main-actor
/// isolated; the simulator runs it synchronously, step by step.
func runOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    if #available(macOS 14, *) { return MainActor.assumeIsolated(body) }
    #endif
    precondition(Thread.isMainThread, "the shipped driver runs on the main actor")
    return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
