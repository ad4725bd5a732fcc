import UIKit

/// A library's orientation helper (Mantis, held-out set 94): side tests that read the type's own
/// scene read are wrappers of it, and their readers in other files use the scene's orientation.
public struct Orientation {
    static var interfaceOrientation: UIInterfaceOrientation {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.interfaceOrientation ?? .portrait // expect: ORI-715
    }

    public static var isLandscape: Bool {
        interfaceOrientation.isLandscape // expect: caller
    }

    public static var treatAsPortrait: Bool {
        Self.interfaceOrientation.isPortrait || UIDevice.current.userInterfaceIdiom != .phone
    }
}

/// A stored property's `didSet` runs when it is written: a computed property that reads it wraps
/// nothing, and neither does a closure parameter named for orientation.
final class OrientationCoordinator {
    static let shared = OrientationCoordinator()
    var defaultOrientations: UIInterfaceOrientationMask = .all {
        didSet { refreshOrientation() } // expect: caller
    }
    private var orientations: [UIInterfaceOrientationMask] = []
    private(set) var currentOrientation: UIInterfaceOrientation = .unknown

    var supportedOrientations: UIInterfaceOrientationMask {
        orientations.reduce(defaultOrientations) { partial, orientation in partial.intersection(orientation) }
    }

    private func refreshOrientation() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        currentOrientation = scene?.interfaceOrientation ?? .unknown // expect: ORI-715
    }
}
