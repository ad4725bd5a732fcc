/// One call a driver makes into UIKit. The UIKit driver and the simulated
/// driver both execute `OrientationCommand.platformCalls(osMajorVersion:)`
/// call by call, so the simulator issues exactly what the app will.
public enum PlatformCall: Sendable, Hashable, CustomStringConvertible {
    /// iOS 16+: `setNeedsUpdateOfSupportedInterfaceOrientations()` on the
    /// window's root view controller and on each presented one.
    case setNeedsUpdateOfSupportedInterfaceOrientations
    /// Below iOS 16: `UIViewController.attemptRotationToDeviceOrientation()`.
    case attemptRotationToDeviceOrientation
    /// iOS 16+: the view's own window scene's
    /// `requestGeometryUpdate(.iOS(interfaceOrientations:))`.
    case requestGeometryUpdate(InterfaceOrientationMask)
    /// Below iOS 16 only: the legacy `UIDevice` orientation value (KVC),
    /// never used from 16 on (rule 27).
    case setLegacyDeviceOrientation(DeviceOrientation)
    /// iOS 26+: `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` on the
    /// window's root view controller and on each presented one (rule 68).
    case setNeedsUpdateOfPrefersInterfaceOrientationLocked

    /// The call as UIKit spells it.
    public var description: String {
        switch self {
        case .setNeedsUpdateOfSupportedInterfaceOrientations: "setNeedsUpdateOfSupportedInterfaceOrientations()"
        case .attemptRotationToDeviceOrientation: "attemptRotationToDeviceOrientation()"
        case .requestGeometryUpdate(let mask): "requestGeometryUpdate(\(mask))"
        case .setLegacyDeviceOrientation(let o): "UIDevice.orientation = \(o)"
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked: "setNeedsUpdateOfPrefersInterfaceOrientationLocked()"
        }
    }
}

extension OrientationCommand {
    /// The UIKit calls that carry out this command on an iOS major version.
    ///
    /// - iOS 16+: updates are `setNeedsUpdateOfSupportedInterfaceOrientations()`;
    ///   a rotation is the geometry request alone. The request is checked
    ///   against the mask UIKit last published (rule 25): the engine puts an
    ///   update before it in the same decision when that mask is not its own
    ///   (``OrientationEngine`` never asks for a call that changes nothing).
    /// - Below 16: updates are `attemptRotationToDeviceOrientation()`; a
    ///   rotation sets the device orientation to unknown, then to the target
    ///   (so that UIKit sees a change even when it believes the device is
    ///   already there), then attempts the rotation (rules 22, 26).
    ///   `OrientationDriver` leaves out the write of unknown when `UIDevice`
    ///   reports another orientation already, and the attempt when the
    ///   write's notification turned the interface.
    public func platformCalls(osMajorVersion: Int) -> [PlatformCall] {
        let modern = osMajorVersion >= 16
        switch self {
        case .updateSupportedOrientations:
            return [modern ? .setNeedsUpdateOfSupportedInterfaceOrientations : .attemptRotationToDeviceOrientation]
        case .requestGeometryUpdate(let mask):
            guard modern else {
                let target = InterfaceOrientation.tieBreakOrder.first { mask.contains($0) } ?? .portrait
                return OrientationCommand.legacyRotate(target).platformCalls(osMajorVersion: osMajorVersion)
            }
            return [.requestGeometryUpdate(mask)]
        case .legacyRotate(let target):
            guard !modern else {
                return OrientationCommand.requestGeometryUpdate(target.mask).platformCalls(
                    osMajorVersion: osMajorVersion)
            }
            return [
                .setLegacyDeviceOrientation(.unknown), .setLegacyDeviceOrientation(target.deviceOrientation),
                .attemptRotationToDeviceOrientation,
            ]
        case .updateOrientationLockPreference:
            // The preference exists from iOS 26 (rule 68).
            return osMajorVersion >= 26 ? [.setNeedsUpdateOfPrefersInterfaceOrientationLocked] : []
        }
    }
}
