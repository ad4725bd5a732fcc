#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import OrientationCore
import UIKit

extension InterfaceOrientationCoordinator {
    /// The interface orientation of the scene with this identity, as
    /// `\.interfaceOrientation` reads it for a view in that scene; `nil`
    /// while the view's scene is not known (``SceneOrientations``).
    func orientation(ofSceneWith sceneID: ObjectIdentifier?) -> OrientationCore.InterfaceOrientation {
        sceneOrientations.orientation(for: sceneID)
    }

    /// The interface orientation of a window scene, once a modified view in
    /// it reported; `unknown` before.
    public func orientation(of scene: UIWindowScene) -> OrientationCore.InterfaceOrientation {
        sceneOrientations.orientation(for: ObjectIdentifier(scene))
    }

    /// The Info.plist's default orientations for this device (rules 14-15).
    static func infoPlistDefaultOrientations(bundle: Bundle = .main) -> InterfaceOrientationMask {
        let info = bundle.infoDictionary
        let key = "UISupportedInterfaceOrientations"
        return InterfaceOrientationRegistry.defaultOrientations(
            generic: info?[key] as? [String],
            phone: info?[key + "~iphone"] as? [String],
            pad: info?[key + "~ipad"] as? [String],
            idiom: UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone)
    }
}
#endif
