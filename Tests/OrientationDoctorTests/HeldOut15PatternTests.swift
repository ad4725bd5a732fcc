import Testing

@testable import OrientationDoctor

/// Patterns from held-out set 15 (Threema) that the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut15PatternTests {
    /// Objective-C reads `effectiveGeometry.interfaceOrientation` of a scene as a message send or
    /// a property chain (MWPhotoBrowser's `currentInterfaceOrientation`); an app property named
    /// for an orientation is no read.
    @Test func objectiveCReadsOfTheEffectiveGeometryAreSceneReads() throws {
        try PatternScan("ObjCEffectiveGeometry").expectOnlyTheMarkers()
    }

    /// An app type's `isLandscape()` method that reads the device is a wrapper for callers whose
    /// receiver names its type (`config.isLandscape()`, PPAssetsActionController); UIKit's own
    /// `isLandscape` on an orientation value is not a call of it.
    @Test func anAppMethodNamedLikeUIKitsSideTestIsAWrapper() throws {
        try PatternScan("SideMethodWrapper").expectOnlyTheMarkers()
    }

    /// CoreMotion readings turned into a device orientation, in the handler or a method of the
    /// same type it calls (DKCamera, Yattee's rotation manager), are `ORI-728`; readings that steer
    /// a game, or axes turned by the interface's orientation, are not.
    @Test func aDeviceOrientationWorkedOutFromCoreMotionIsASite() throws {
        try PatternScan("MotionDerivedOrientation").expectOnlyTheMarkers()
    }
}
