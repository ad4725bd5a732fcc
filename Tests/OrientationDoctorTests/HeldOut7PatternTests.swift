import Testing

@testable import OrientationDoctor

/// Patterns from held-out set 7 that the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut7PatternTests {
    /// A window whose class lets touches through (`hitTest(_:with:)` or `point(inside:with:)`
    /// overridden, in Swift or Objective-C) is an overlay even when it is raised and made key
    /// (Rocket.Chat's notification banner); the same window showing a screen that answers for
    /// orientation, and a plain raised key window showing a screen, still take part.
    @Test func aWindowThatLetsTouchesThroughIsAnOverlay() throws {
        let scan = PatternScan("PassThroughWindow")
        try scan.expectOnlyTheMarkers()
    }
}
