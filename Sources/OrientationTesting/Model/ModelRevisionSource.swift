/// Hands out increasing revision numbers to a ``ModelWindow`` and all its
/// copies: a number names one content of the window's controllers, so a
/// cache keyed on the source and the number is never fooled by a copy that
/// changed differently.
final class ModelRevisionSource {
    private var last = 0

    /// A number never handed out before by this source.
    func next() -> Int {
        last += 1
        return last
    }
}
