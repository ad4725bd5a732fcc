/// What the engine asks a driver to do: `OrientationDriver` executes these
/// through `platformCalls(osMajorVersion:)`, on UIKit (OrientationKit) and
/// over the model of UIKit (OrientationTesting) alike.
public enum OrientationCommand: Sendable, Hashable, CustomStringConvertible {
    /// Tell UIKit to ask for the supported orientations again: iOS 16+
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` on the root and each
    /// presented controller; below 16, `attemptRotationToDeviceOrientation()`.
    case updateSupportedOrientations
    /// iOS 16+: `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`
    /// with this mask, after the update above.
    case requestGeometryUpdate(InterfaceOrientationMask)
    /// Below iOS 16: the legacy device-orientation path (unknown first, then the
    /// orientation), followed by `attemptRotationToDeviceOrientation()`.
    case legacyRotate(InterfaceOrientation)
    /// iOS 26+: the deciding screen's answer to `prefersInterfaceOrientationLocked`
    /// changed (`OrientationEngine.prefersOrientationLock`): call
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (rule 68).
    case updateOrientationLockPreference

    /// A readable form: `requestGeometryUpdate([landscapeRight])`.
    public var description: String {
        switch self {
        case .updateSupportedOrientations: "updateSupportedOrientations"
        case .requestGeometryUpdate(let mask): "requestGeometryUpdate(\(mask))"
        case .legacyRotate(let o): "legacyRotate(\(o))"
        case .updateOrientationLockPreference: "updateOrientationLockPreference"
        }
    }
}
