#if canImport(UIKit) && os(iOS)
import OrientationCore
import OrientationDriver
import UIKit

/// What the SwiftUI coordinator's decisions read of UIKit beyond the
/// driver's seam: one UIKit read per member.
extension UIKitPlatform: RegistryPlatform {
    /// The same raw value; `unattached` for states UIKit may add later.
    func activation(of scene: UIWindowScene) -> SceneActivation {
        SceneActivation(rawValue: scene.activationState.rawValue) ?? .unattached
    }
    func appDelegateAnswer(for window: UIWindow) -> InterfaceOrientationMask? {
        let application = UIApplication.shared
        let answer = application.delegate?.application?(application, supportedInterfaceOrientationsFor: window)
        return answer.map(InterfaceOrientationMask.init)
    }
    func sceneDelegateAnswer(for scene: UIWindowScene) -> InterfaceOrientationMask? {
        SceneDelegateAuthority.answer(for: scene).map(InterfaceOrientationMask.init)
    }
}
#endif
