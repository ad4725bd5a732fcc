/// The delivery rule of an orientation observer: only changes get through,
/// and nothing after the observer finished.
///
/// ```swift
/// var filter = OrientationChangeFilter(DeviceOrientation.unknown)
/// filter.accept(.portrait)   // true: deliver
/// filter.accept(.portrait)   // false: a duplicate
/// filter.finish()            // true: end the streams once
/// filter.accept(.faceUp)     // false: finished
/// ```
public struct OrientationChangeFilter<Value: Equatable> {
    /// The latest accepted value (the initial one until a change).
    public private(set) var value: Value

    /// True once ``finish()`` ran.
    public private(set) var isFinished = false

    /// A filter holding `initial`.
    public init(_ initial: Value) {
        value = initial
    }

    /// Takes `newValue` as the latest value and returns `true` when it
    /// differs from the current one and the filter has not finished; returns
    /// `false`, changing nothing, otherwise.
    public mutating func accept(_ newValue: Value) -> Bool {
        guard !isFinished, newValue != value else { return false }
        value = newValue
        return true
    }

    /// Stops accepting values. Returns `true` the first time only, so that
    /// the caller ends its streams and completes its publisher exactly once.
    @discardableResult
    public mutating func finish() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        return true
    }
}
