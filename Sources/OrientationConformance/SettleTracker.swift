import Foundation
import OrientationCore

/// Decides when UIKit has settled after a step, from samples the app takes
/// every 0.3 s: at least `minimum` seconds have passed, nothing is busy
/// (a presentation or navigation transition, or a size transition: the
/// scene's geometry changed within the last `quiet` seconds, since a
/// rotation sets no transition coordinator and flips the orientation at the
/// start of its animation), and the orientation stayed the same since the
/// last sample; or `limit` seconds passed (CONFORMANCE-REVIEW finding 13).
/// In the background nothing animates, so the minimum is 0 there.
public struct SettleTracker: Sendable, Hashable {
    /// The shortest wait in the foreground.
    public static let foregroundMinimum: TimeInterval = 0.8
    private let minimum: TimeInterval
    private let limit: TimeInterval
    private var last: InterfaceOrientation??

    /// A tracker for one step.
    public init(minimum: TimeInterval = SettleTracker.foregroundMinimum, limit: TimeInterval = 5) {
        self.minimum = minimum
        self.limit = limit
    }

    /// How long the first wait is before sampling.
    public var firstWait: TimeInterval { minimum }

    /// True when settled, given a sample taken `elapsed` seconds after the step.
    public mutating func settled(
        elapsed: TimeInterval, orientation: InterfaceOrientation?, transitionRunning: Bool,
        secondsSinceGeometryChange: TimeInterval?, quiet: TimeInterval = 0.3
    ) -> Bool {
        defer { last = .some(orientation) }
        if elapsed >= limit { return true }
        guard elapsed >= minimum else { return false }
        let resizing = secondsSinceGeometryChange.map { $0 < quiet } ?? false
        guard let previous = last else { return false }
        return !transitionRunning && !resizing && previous == orientation
    }
}
