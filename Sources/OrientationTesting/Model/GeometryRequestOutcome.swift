/// What the model's scene does when the app's calls would turn it: a
/// geometry request it accepts (no error reaches the handler), or
/// `setNeedsUpdateOfSupportedInterfaceOrientations` leaving an orientation
/// no longer allowed. Tests use it to tell the model "the scene did not
/// move" (rule 72, issue 12 item 5); device rotations are not affected.
public enum GeometryRequestOutcome: Sendable, Hashable {
    /// The scene turns as asked (rule 24): the default.
    case carriedOut
    /// The scene stays where it is, and says nothing.
    case notCarriedOut
    /// The scene settles in this orientation instead, and says nothing.
    case settlesIn(InterfaceOrientation)
}
