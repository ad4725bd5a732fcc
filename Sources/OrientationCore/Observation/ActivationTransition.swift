/// A change in whether a shared activity (orientation notifications, motion
/// updates) must run: the only two moments a driver touches the platform.
public enum ActivationTransition: Sendable, Hashable {
    /// The first participant arrived (0 → 1): start the activity once.
    case activated
    /// The last participant left (1 → 0): stop the activity once.
    case deactivated
}
