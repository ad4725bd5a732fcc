import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 114 to 117 showed (ijkPlayer's player view and its delegate; CPTest's lazy control
/// views and ZFPlayer flag), and what they recalled of earlier sets (the `AppUtility.lockOrientation` recipe of
/// sets 27, 51 and 113).
@Suite struct HeldOut114To117PatternTests {
    /// The overload that locks and rotates passes its mask on to the lock helper of its own name: that call is a
    /// write of the lock, in Swift (told apart by its labels) and in Objective-C (by its whole selector).
    @Test func anOverloadPassingItsMaskOnWritesTheLock() throws {
        try PatternScan("ForwardingOverload").expectOnlyTheMarkers()
        try PatternScan("ForwardingOverloadObjC").expectOnlyTheMarkers()
    }

    /// A message to the object's own delegate (`[self.delegate playerViewClosed:self]`, `[_delegate …]`) is no
    /// call of the delegate's orientation code, which is reported where it is written; a message to `self` is.
    @Test func aMessageToTheDelegateIsNoHelperCall() throws {
        try PatternScan("DelegateMessage").expectOnlyTheMarkers()
    }

    /// A use of the app's `View` extension that applies a modifier observing the device lists the modifier's
    /// sites (the notification observed, the read it makes) as its related sites, whether the modifier is
    /// declared in the extension's file or another (SwiftUIExtension, held-out set 107; Vultisig, set 77).
    @Test func aWrappersUseListsTheSitesItReaches() throws {
        for (pattern, use, modifier, lines) in [
            ("ViewModifierInAnotherFile", "PairingScreen.swift", "DetectOrientation.swift", [9, 10]),
            ("RotateModifier", "ReaderView.swift", "DeviceRotation.swift", [11, 12]),
        ] {
            let scan = PatternScan(pattern)
            let found = try #require(scan.findings.first { $0.file.hasSuffix("/" + use) && $0.code == "ORI-716" })
            #expect(found.related.map(\.code) == ["ORI-716", "ORI-719"])
            #expect(found.related.map(\.line) == lines)
            #expect(found.related.allSatisfy { $0.file.hasSuffix("/" + modifier) })
            #expect(found.message.contains("it also reads the device's orientation"))
        }
    }

    /// An Objective-C getter that makes its object on first use reads the orientation once, when the object is
    /// made: its reads (`self.controlView`) are no calls of orientation code; a getter that reads on every call is.
    @Test func aLazyGettersReadsAreNoHelperCalls() throws {
        try PatternScan("LazyGetterRead").expectOnlyTheMarkers()
    }

    /// A write of ZFPlayer's `forceDeviceOrientation` through the screen's player, or a `setLockedScreen:` message
    /// to its orientation observer, sets the rotation lock, and so does each call of the screen's own method named
    /// for the lock that makes such a write.
    @Test func aForcedOrientationFlagIsALock() throws {
        try PatternScan("ForcedOrientationFlag").expectOnlyTheMarkers()
    }

    /// An instance's stored property whose first value reads the device's orientation is computed by every
    /// initializer, so each call of the type by its name is a helper call (ORI-734); a `lazy` one is not.
    @Test func aStoredValueReadingTheDeviceMakesEachConstructionAHelperCall() throws {
        try PatternScan("StoredValueHelper").expectOnlyTheMarkers()
    }

    /// An Objective-C helper without arguments called with dot syntax through a shared object
    /// (`Manager.sharedManager.currentOrientationName`) is a helper call as the message is; a field read through a
    /// struct (`self.frame.size.height`) is not, though a class has a helper named `height`.
    @Test func aDotSyntaxCallOfAnObjectiveCHelperIsAHelperCall() throws {
        try PatternScan("DotSyntaxHelperCall").expectOnlyTheMarkers()
    }

    /// A `let` mask a screen is given when it is made and its override returns is the screen's lock (ORI-706): the
    /// initializer's store of its parameter, and each call of the initializer that passes one, write it (ORI-707).
    @Test func aMaskGivenAtInitIsTheScreensLock() throws {
        try PatternScan("MaskGivenAtInit").expectOnlyTheMarkers()
    }

    /// `interfaceOrientation` read without a receiver inside `extension UIWindowScene` is the scene's own (ORI-715),
    /// and a side test there (`isLandscape`, which UIKit's scene lacks) is a wrapper its callers use.
    @Test func aSceneExtensionsOwnOrientationReadIsASceneRead() throws {
        try PatternScan("SceneExtensionSideTest").expectOnlyTheMarkers()
    }

    /// A rotation by an angle in degrees that the method sets to a quarter turn (`degrees = -90;`) fakes an
    /// interface rotation (ORI-722); an angle set to no quarter turn does not.
    @Test func aTransformByAQuarterTurnInDegreesIsATransformRotation() throws {
        try PatternScan("TransformByDegrees").expectOnlyTheMarkers()
    }
}
