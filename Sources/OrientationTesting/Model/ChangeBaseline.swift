/// The identity of one baseline of a ``ChangeMark``: compared by reference.
final class ChangeBaseline {}

/// Which elements of a list changed since a baseline that a reader set:
/// every change notes the lowest position it touched, and copies keep the
/// baseline, so a reader that kept the baseline's identity learns where its
/// earlier reading of the list stops holding, without comparing elements.
struct ChangeMark {
    private var baseline: ChangeBaseline?
    private var firstChanged = 0

    /// Notes a change at `position`.
    mutating func note(_ position: Int) {
        if position < firstChanged { firstChanged = Swift.max(position, 0) }
    }

    /// Makes the list as it is now the baseline and returns its identity.
    mutating func startBaseline() -> ChangeBaseline {
        let token = ChangeBaseline()
        baseline = token
        firstChanged = Int.max
        return token
    }

    /// The lowest position changed since `token`'s baseline, or `nil` when
    /// the list does not derive from it.
    func firstChanged(since token: ChangeBaseline?) -> Int? {
        guard let token, let baseline, token === baseline else { return nil }
        return firstChanged
    }
}
