/// Why UIKit does not carry out a step: it raises an exception, or it
/// ignores the call (or there is nothing to make the call on). Either way
/// the app is left as it was.
enum StepProblem: Sendable, Hashable, CustomStringConvertible {
    /// UIKit raises an exception with this name and reason.
    case exception(name: String, reason: String)
    /// UIKit does nothing; the text says why.
    case ignored(String)

    /// `NSInvalidArgumentException`: the name of UIKit's exceptions for invalid calls.
    static let invalidArgument = "NSInvalidArgumentException"

    /// The text shown in a step's diagnostics.
    var description: String {
        switch self {
        case .exception(let name, let reason): "UIKit raises \(name): \(reason)"
        case .ignored(let reason): "UIKit ignores the step: \(reason)"
        }
    }
}
