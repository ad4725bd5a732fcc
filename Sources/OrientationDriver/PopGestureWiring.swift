/// Which pop recognizers the driver makes wait for the pop gesture guard
/// (OrientationKit's `InteractivePopGestureGuard`): each once, however
/// often the navigation controller is guarded (the content pop recognizer
/// may appear later), never the guard itself. Recognizers are held weakly.
public struct PopGestureWiring<Recognizer: AnyObject> {
    private var wired = WeakObjects<Recognizer>()

    /// A wiring of no recognizer.
    public init() {}

    /// True, the first time only, when `recognizer` must be made to wait
    /// for `guardRecognizer` (`require(toFail:)`); it counts as wired from then on.
    public mutating func needsWiring(_ recognizer: Recognizer, to guardRecognizer: Recognizer) -> Bool {
        guard recognizer !== guardRecognizer, !wired.contains(recognizer) else { return false }
        wired.add(recognizer)
        return true
    }
}
