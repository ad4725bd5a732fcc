/// Where the engine keeps the orientation each remembered screen was last
/// left in (choice rule 4). Inject a persistent store to remember across launches.
public protocol RememberedOrientationStore: AnyObject {
    /// The orientation last remembered under a key.
    func orientation(forKey key: String) -> InterfaceOrientation?
    /// Remembers an orientation under a key.
    func remember(_ orientation: InterfaceOrientation, forKey key: String)
}

/// The default store: a dictionary in memory, forgotten when the app quits.
public final class InMemoryOrientationStore: RememberedOrientationStore {
    private var values: [String: InterfaceOrientation]

    /// Creates a store, optionally with initial values.
    public init(_ values: [String: InterfaceOrientation] = [:]) { self.values = values }

    /// The orientation last remembered under a key.
    public func orientation(forKey key: String) -> InterfaceOrientation? { values[key] }

    /// Remembers an orientation under a key.
    public func remember(_ orientation: InterfaceOrientation, forKey key: String) {
        guard orientation != .unknown else { return }
        values[key] = orientation
    }
}
