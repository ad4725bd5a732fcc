/// The reason texts of `UIApplicationInvalidInterfaceOrientationException`
/// as observed (rules 17-18).
enum UIKitExceptionReason {
    /// The name of the exception rules 17-18 raise.
    static let invalidOrientation = "UIApplicationInvalidInterfaceOrientation"

    /// Rule 17: the owner and the app share no orientation.
    static func noCommonOrientation(ownerClass: String, os: Int) -> String {
        os < 7
            ? "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
            : "Supported orientations has no common orientation with the application, and [\(ownerClass) shouldAutorotate] is returning YES"
    }

    /// Rule 18: the preferred orientation for presentation is not supported.
    static func preferredNotSupported(
        _ preferred: InterfaceOrientation, supported: InterfaceOrientationMask,
        os: Int
    ) -> String {
        if os < 13 {
            return "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        }
        return
            "preferredInterfaceOrientationForPresentation '\(preferred)' must match a supported interface orientation: '\(uikitList(supported))'!"
    }

    /// Orientation names in the order UIKit's messages list them:
    /// portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
    static func uikitList(_ mask: InterfaceOrientationMask) -> String {
        let order: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        let names = order.filter { mask.contains($0) }.map(\.name)
        return names.isEmpty ? "unknown" : names.joined(separator: ", ")
    }
}

/// A `UISceneErrorDomain` error passed to a geometry request's error handler (rule 25).
public struct GeometryRequestError: Sendable, Hashable, CustomStringConvertible {
    /// Always `UISceneErrorDomain`.
    public var domain: String { "UISceneErrorDomain" }
    /// 0 multipleScenesNotSupported, 1 requestDenied, 100
    /// geometryRequestUnsupported, 101 geometryRequestDenied.
    public var code: Int
    /// The localized description.
    public var message: String

    /// Creates an error.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// `UISceneErrorDomain 101: message`.
    public var description: String { "\(domain) \(code): \(message)" }

    /// Error 101 for a scene that cannot set orientations (multitasking, resizable windows).
    static let windowingMode = GeometryRequestError(
        code: 101,
        message: "The current windowing mode does not allow for programmatic changes to interface orientation.")

    /// Error 101 for a request disjoint with the published mask.
    static func notSupported(
        requested: InterfaceOrientationMask, supported: InterfaceOrientationMask
    ) -> GeometryRequestError {
        GeometryRequestError(
            code: 101,
            message:
                "None of the requested orientations are supported by the view controller. Requested: \(UIKitExceptionReason.uikitList(requested)); Supported: \(UIKitExceptionReason.uikitList(supported))"
        )
    }
}
