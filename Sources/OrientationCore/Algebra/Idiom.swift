/// The user-interface idiom, which sets UIKit's defaults (rules 9 and 14).
public enum Idiom: String, Sendable, Hashable, CaseIterable, Codable {
    /// iPhone.
    case phone
    /// iPad.
    case pad

    /// UIKit's default orientations for view controllers and apps that
    /// declare none: `.all` on iPad, `.allButUpsideDown` on iPhone.
    public var defaultMask: InterfaceOrientationMask { self == .pad ? .all : .allButUpsideDown }
}
