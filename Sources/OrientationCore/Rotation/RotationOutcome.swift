/// How one rotation the library asked for ended. Every rotation request
/// (the app's own, through `OrientationManager.rotate(_:to:)`, or one the
/// engine makes for a screen that starts deciding) ends in exactly one
/// outcome, delivered once (`OrientationEngine.settledRotations`).
///
/// An app can tell its user what happened instead of guessing: "this
/// display cannot turn" for ``ignoredByEnvironment(_:)``, nothing at all
/// for ``applied(_:)``.
public enum RotationOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The scene shows the orientation: it reported it after the request,
    /// or already showed it when the request was made.
    case applied(InterfaceOrientation)
    /// UIKit or the library refused the rotation; the reason says which and why.
    case refused(RotationRefusalReason)
    /// The scene's environment ignores supported orientations (iPad
    /// multitasking, a resized iPhone Mirroring window, the inner display of
    /// a foldable iPhone): no rotation can be asked for there. The
    /// conditions are the scene's when it happened.
    case ignoredByEnvironment(SceneConditions)
    /// A later request took its place before it ended: the app's next
    /// request, the engine's choice for a screen that started deciding, or
    /// the user turning the device.
    case superseded

    /// One line: `applied landscapeRight`, `refused: not allowed ([portrait])`.
    public var description: String {
        switch self {
        case .applied(let orientation): "applied \(orientation)"
        case .refused(let reason): "refused: \(reason)"
        case .ignoredByEnvironment(let conditions): "ignored by \(conditions)"
        case .superseded: "superseded"
        }
    }

    /// The outcome's kind as a scenario file names it: `applied`,
    /// `refused`, `ignored` or `superseded`.
    public var kindName: String {
        switch self {
        case .applied: "applied"
        case .refused: "refused"
        case .ignoredByEnvironment: "ignored"
        case .superseded: "superseded"
        }
    }
}

/// Why a rotation was refused.
public enum RotationRefusalReason: Sendable, Hashable, CustomStringConvertible {
    /// UIKit's geometry request error handler was called: the error's code
    /// in `UISceneErrorDomain` (or another domain's code) and its message.
    case geometryRequestDenied(code: Int, message: String)
    /// The system accepted the request, but the scene reported another
    /// orientation (`ORI-413`); the engine does not ask again until
    /// something changes.
    case notCarriedOut(shown: InterfaceOrientation)
    /// The deciding screen's policy does not allow the orientation
    /// (`ORI-301`): the mask it allows.
    case notAllowed(InterfaceOrientationMask)
    /// The screen it was asked for is not on screen, or not in its scene's
    /// app window (`ORI-302`, `ORI-306`).
    case screenNotShown
    /// It waited for an interactive pop or dismissal that the user
    /// cancelled (`ORI-305`).
    case gestureCancelled

    /// `UIKit: 101 The current windowing mode ...`, `not allowed ([portrait])`.
    public var description: String {
        switch self {
        case .geometryRequestDenied(let code, let message): "UIKit error \(code): \(message)"
        case .notCarriedOut(let shown): "not carried out, the scene shows \(shown)"
        case .notAllowed(let mask): "not allowed (\(mask))"
        case .screenNotShown: "the screen is not on screen"
        case .gestureCancelled: "the interactive transition it waited for was cancelled"
        }
    }
}
