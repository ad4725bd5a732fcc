/// The update-interval rule for shared device-motion updates: each observer
/// asks for an interval, kept within 1/100 s and 1 s, and the one shared
/// manager runs at the shortest interval any of them asked for.
public enum MotionUpdateInterval {
    /// The interval used when none (or no finite one) is given: ten readings
    /// a second.
    public static let standard: Double = 0.1

    /// The allowed intervals, in seconds.
    public static let range: ClosedRange<Double> = 0.01...1

    /// `interval` clamped into ``range``; ``standard`` when it is NaN or
    /// infinite.
    public static func sanitized(_ interval: Double) -> Double {
        guard interval.isFinite else { return standard }
        return min(max(interval, range.lowerBound), range.upperBound)
    }

    /// The interval the shared updates should run at for observers asking
    /// for `intervals`: the shortest sanitized one, or ``standard`` when
    /// there are none.
    public static func shortest(of intervals: some Sequence<Double>) -> Double {
        intervals.map(sanitized).min() ?? standard
    }
}
