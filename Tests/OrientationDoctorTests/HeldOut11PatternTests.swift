import Foundation
import Testing

@testable import OrientationDoctor

/// The patterns the doctor missed or misread on its eleventh held-out apps
/// (Jami, Session, UTM), each as a rule on a fixture of its own
/// (`Fixtures/HeldOutPatterns/<pattern>`).
@Suite struct HeldOut11PatternTests {
    /// A KVC key held in a constant (`let orientationKey = "orientation"`, Session) is the key
    /// itself, `self` in `extension UIDevice` is the device, and each call of the wrapper that
    /// writes it is a write too; another constant key is nothing.
    @Test func aKeyConstantNamingOrientationIsTheDeviceWrite() throws {
        try PatternScan("KVCKeyConstant").expectOnlyTheMarkers()
    }

    /// A test named for a side that reads the device (`UIDevice.current.portraitOrLandscape`,
    /// Jami) is a wrapper of the read, used from a file that names no orientation; a side
    /// measured from bounds is not.
    @Test func aSideTestThatReadsTheDeviceIsAWrapper() throws {
        try PatternScan("SideAccessorWrapper").expectOnlyTheMarkers()
    }

    /// A local function that turns views by the angle it takes is a transform rotation when the
    /// function around it picks quarter turns from the orientation (Session's call buttons).
    @Test func aLocalRotationFunctionTakesItsAngleFromAround() throws {
        try PatternScan("LocalRotationFunction").expectOnlyTheMarkers()
    }

    /// A type named for orientation or rotation whose methods reach a device read or the device
    /// notifications through the file's own calls is a monitor (Jami's `DeviceOrientationMonitor`):
    /// another type's call of such a method is a site; a method that reaches none, and a
    /// rotation-named type that reaches none, are not.
    @Test func callsOfAnOrientationMonitorAreSites() throws {
        try PatternScan("OrientationMonitor").expectOnlyTheMarkers()
    }
}
