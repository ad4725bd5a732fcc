import OrientationCore
import OrientationDriver

/// What an app can see of the model's scene: the screen's size, the
/// window's size and whether the scene has size restrictions. The driver
/// detects the scene's conditions from these alone (rules 60-73), as on a
/// device; the model's own conditions are never handed to it.
enum ModelSceneGeometry {
    /// The screen's size in points, portrait.
    static func screenSize(of device: DeviceSetup) -> Size {
        switch (device.idiom, device.environment) {
        case (.pad, _), (_, .phoneOnPad): Size(width: 1024, height: 1366)
        case (_, .duoInner): Size(width: 780, height: 900)
        default: device.homeButton ? Size(width: 375, height: 667) : Size(width: 390, height: 844)
        }
    }

    /// The window's size: the screen's while the scene fills it; a
    /// windowed iPad scene is smaller, an iPhone app on iPad has the
    /// phone's size; every resize by the user changes it.
    static func windowSize(of scene: ModelScene, screen: Size) -> Size {
        let resized = Double(scene.resizeCount) * 10
        switch scene.environment {
        case .windowed: return Size(width: 700 - resized, height: 900)
        case .phoneOnPad: return Size(width: 390 - resized, height: 844)
        case .duoInner: return Size(width: 780 - resized, height: 900)
        default: return Size(width: screen.width - resized, height: screen.height)
        }
    }

    /// True when UIKit reports size restrictions for the scene: the
    /// resizable iPhone scenes of iOS 27 (mirroring, the foldable's inner
    /// display, a resizable scene).
    static func hasSizeRestrictions(_ scene: ModelScene) -> Bool {
        guard scene.resizabilityRules else { return false }
        switch scene.environment {
        case .mirroring, .duoInner, .resizable: return true
        case .fullScreen, .windowed, .phoneOnPad, .duoOuter: return false
        }
    }
}
