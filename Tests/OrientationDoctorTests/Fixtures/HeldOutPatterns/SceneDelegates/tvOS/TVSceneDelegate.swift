import UIKit

/// The Apple TV target's scene delegate: tvOS has no interface orientations to answer.
final class TVSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
