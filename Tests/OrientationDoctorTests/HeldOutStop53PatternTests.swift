import Testing

@testable import OrientationDoctor

/// Patterns the held-out sets 156 to 159 (MoPub's, Prebid's, Braze's and Unity's SDKs) showed, each in a fixture
/// under `Fixtures/HeldOutPatterns`.
@Suite struct HeldOutStop53PatternTests {
    /// A screen's mode of the app's own type that its orientation override compares with a side (`layout ==
    /// .landscape`, `_layout == XXAdLayoutPortrait`) is its lock, and its writes the lock's, in Swift and
    /// Objective-C; a mode compared with no side is not.
    @Test func aModeTheOverrideComparesWithASideIsTheScreensLock() throws {
        try PatternScan("SideComparedMode").expectOnlyTheMarkers()
    }

    /// An Objective-C screen's initializer that stores its mask parameter sets the lock, and
    /// `[[Screen alloc] initWithOrientationMask:]` is the lock's write; an object's mask copied into the screen's
    /// lock through `self` is a lock too, with its writes; a constant first value and a saved copy of the lock are not.
    @Test func aMaskKeptAndCopiedIntoAScreenIsALock() throws {
        try PatternScan("MaskCopiedIntoScreen").expectOnlyTheMarkers()
    }

    /// An Objective-C screen's mask kept in a C integer named for the orientations is its lock, with the writes of
    /// its initializer and its setter; an options object's `statusBarOrientation` set from the application's is a
    /// read of the status bar, not a write.
    @Test func anIntegerMaskIsTheLockAndAnOptionsStatusBarOrientationIsNoWrite() throws {
        try PatternScan("IntegerMaskProperty").expectOnlyTheMarkers()
    }

    /// An Objective-C view controller that makes its window in a factory, in a local named `window` that it returns,
    /// and roots itself in it: both creations are extra windows; a window only measured is none, and a local named
    /// `window` that an app delegate makes its `window` is the main window.
    @Test func aWindowAControllerMakesForItselfIsReportedAndAMeasuredOneIsNot() throws {
        try PatternScan("WindowMadeByItsController").expectOnlyTheMarkers()
    }

    /// The names an override compares with a side, read from its text.
    @Test func sideComparisonsReadBothSpellingsAndSwitches() {
        #expect(SideComparisons.names(in: "return layout == .landscape ? .landscape : .portrait") == ["layout"])
        #expect(SideComparisons.names(in: "if (_layout == XXAdLayoutPortrait) { }") == ["layout"])
        #expect(SideComparisons.names(in: "if .portraitOnly != self.mode { }") == ["mode"])
        #expect(
            SideComparisons.names(in: "switch self.mode {\ncase .portrait: return .portrait\ndefault: break }") == [
                "mode"
            ])
        #expect(SideComparisons.names(in: "switch kind { case .video: return .all }").isEmpty)
        #expect(SideComparisons.names(in: "if kind == .video { return .landscape }").isEmpty)
        #expect(SideComparisons.names(in: "if a === b || x <= landscapeWidth { }").isEmpty)
    }
}
