/// Which delegate answers UIKit's question "which orientations does this
/// window support?" with the library's mask (rule 70).
///
/// - The app delegate's `application(_:supportedInterfaceOrientationsFor:)`
///   is asked on every iOS version; it is deprecated from iOS 27.
/// - The scene delegate's `supportedInterfaceOrientations(for:)`
///   (`supportedInterfaceOrientationsForWindowScene:`) is asked from iOS 27
///   only; its answer replaces the Info.plist list for its scene.
///
/// An app that supports iOS 26 or earlier and adopts the scene delegate
/// answers from both.
public enum OrientationAuthority: String, Sendable, Hashable, CaseIterable, Codable {
    /// Only the app delegate answers.
    case appDelegate
    /// Only the scene delegate answers.
    case sceneDelegate
    /// Both answer, with the same mask.
    case both

    /// True when UIKit asks this authority on an iOS major version.
    public func isAsked(osMajorVersion: Int) -> Bool {
        switch self {
        case .appDelegate, .both: true
        case .sceneDelegate: osMajorVersion >= 27
        }
    }

    /// `ORI-415` when UIKit never asks this authority on an iOS major
    /// version: the app's screens then get the Info.plist orientations.
    public func diagnostic(osMajorVersion: Int) -> OrientationDiagnostic? {
        guard !isAsked(osMajorVersion: osMajorVersion) else { return nil }
        return OrientationDiagnostic(
            .platformAuthorityNotAsked,
            "Only the scene delegate answers supportedInterfaceOrientations(for:), which iOS \(osMajorVersion) never asks (it is new in iOS 27): the screens' policies do not reach UIKit. Answer from the app delegate's application(_:supportedInterfaceOrientationsFor:) too."
        )
    }
}
