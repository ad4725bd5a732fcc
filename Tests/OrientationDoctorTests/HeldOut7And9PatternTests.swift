import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 7 and 9 that the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut7And9PatternTests {
    /// A window whose class lets touches through (`hitTest(_:with:)` or `point(inside:with:)`
    /// overridden, in Swift or Objective-C) is an overlay even when it is raised and made key
    /// (Rocket.Chat's notification banner); the same window showing a screen that answers for
    /// orientation, and a plain raised key window showing a screen, still take part.
    @Test func aWindowThatLetsTouchesThroughIsAnOverlay() throws {
        let scan = PatternScan("PassThroughWindow")
        try scan.expectOnlyTheMarkers()
    }

    /// A `volatile` flag is state another thread reads (an emulation loop's run flag, SameBoy's
    /// `_running`): no lock even when `shouldAutorotate` reads it, and its writes are no lock
    /// writes; a plain flag read beside it still is the screen's lock.
    @Test func aVolatileRunFlagIsNoLock() throws {
        let scan = PatternScan("VolatileRunFlag")
        try scan.expectOnlyTheMarkers()
    }

    /// `[super willRotateToInterfaceOrientation:…]` reaches the app's method that writes a lock
    /// only from a subclass of the class that declares it; from an unrelated screen it reaches
    /// UIKit's (SameBoy's themes screen).
    @Test func aSuperCallReachesTheHelperOnlyFromASubclass() throws {
        let scan = PatternScan("SuperCallOfHelperName")
        try scan.expectOnlyTheMarkers()
    }
}
