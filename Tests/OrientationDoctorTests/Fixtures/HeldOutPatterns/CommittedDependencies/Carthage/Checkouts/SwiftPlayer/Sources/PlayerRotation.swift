import UIKit

public final class PlayerRotation {
    public static func enterLandscape() {
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") // expect: ORI-735
        UIViewController.attemptRotationToDeviceOrientation()
    }

    public static var isLandscape: Bool {
        UIDevice.current.orientation.isLandscape
    }

    public static func playFullScreen() {
        enterLandscape()
    }

    static func controlsHeight() -> Double {
        UIDevice.current.orientation.isLandscape ? 32 : 44
    }

    public static func layoutControls() -> Double {
        controlsHeight() + 8
    }
}
