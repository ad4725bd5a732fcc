import OrientationCore

/// What ``RegistryCoordinator`` reads of the platform beyond
/// ``OrientationPlatform``: each scene's activation and the app's own
/// answers to UIKit's question. OrientationKit's UIKit adapter implements
/// it, one member per UIKit read, deciding nothing.
@MainActor
public protocol RegistryPlatform: OrientationPlatform {
    /// The scene's `activationState`.
    func activation(of scene: Scene) -> SceneActivation
    /// The app delegate's answer to
    /// `application(_:supportedInterfaceOrientationsFor:)` for `window`;
    /// `nil` when it does not implement the method.
    func appDelegateAnswer(for window: Window) -> InterfaceOrientationMask?
    /// The scene delegate's answer to iOS 27's
    /// `supportedInterfaceOrientations(for:)`; `nil` when it does not
    /// implement the method.
    func sceneDelegateAnswer(for scene: Scene) -> InterfaceOrientationMask?
}

/// A scene's activation state (`UIScene.ActivationState`, with its raw
/// values).
public enum SceneActivation: Int, Sendable, Hashable {
    /// Connected but not yet shown.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events (an alert, the app switcher).
    case foregroundInactive = 1
    /// Off screen.
    case background = 2

    /// True for both foreground states.
    public var isForeground: Bool { self == .foregroundActive || self == .foregroundInactive }
}
