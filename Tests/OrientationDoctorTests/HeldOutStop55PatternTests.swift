import Testing

@testable import OrientationDoctor

/// Patterns the held-out sets 176 to 181 (Moblin, Loose Leaf, KartaView, ActiveGS, NovelReader, Shiori Reader,
/// IPTVee, Pongmatch) showed, each in a fixture under `Fixtures/HeldOutPatterns`.
@Suite struct HeldOutStop55PatternTests {
    /// The app's own SwiftUI modifiers that set the lock are reported where they are defined (the `ViewModifier` and
    /// the `extension View` member that applies it), beside the writes in the modifier's body and the views that
    /// apply it; the line of the member that only builds the modifier is part of its definition.
    @Test func theDefinitionsOfTheAppsLockModifiersAreSites() throws {
        try PatternScan("ModifierDefinitions").expectOnlyTheMarkers()
    }

    /// A call of a lock manager's method through the type's singleton (`OrientationManager.shared.set(…)`) lists the
    /// sites inside the method (the geometry request, the update) as the write's related sites.
    @Test func aCallThroughTheSingletonListsTheHelpersSites() throws {
        let scan = PatternScan("ModifierDefinitions")
        let write = try #require(
            scan.findings.first { $0.file.hasSuffix("ForceOrientation.swift") && $0.today.contains("onAppear calls") })
        #expect(write.related.map(\.code) == ["ORI-711", "ORI-712"])
        #expect(write.related.allSatisfy { $0.function == "OrientationManager.set" })
    }

    /// `OrientationManager.shared` and `Manager.sharedInstance()` are the type's singleton; a property chain is not.
    @Test func aSingletonReceiverNamesItsType() {
        #expect(ProjectResolver.singletonType(of: "OrientationManager.shared") == "OrientationManager")
        #expect(ProjectResolver.singletonType(of: "Manager.sharedInstance()") == "Manager")
        #expect(ProjectResolver.singletonType(of: "self.manager.shared") == nil)
        #expect(ProjectResolver.singletonType(of: "manager.shared") == nil)
        #expect(ProjectResolver.singletonType(of: "OrientationManager.lock") == nil)
    }

    /// A macro named in Apple's constant style (`kMenuStatusBarOrientationIsPortrait`) is followed to its uses, and
    /// a use on the fourth line of a `#define` continued over several lines is reported on that line.
    @Test func constantStyleMacrosAndContinuedDefinesAreFollowed() throws {
        try PatternScan("ObjCConstantMacros").expectOnlyTheMarkers()
    }

    /// `kName` counts as a capitalized value; `knownName` and `k` do not.
    @Test func aConstantStyleNameIsCapitalized() {
        #expect(ObjCSiteScanner.isCapitalizedOrConstant("kMenuIsPortrait"))
        #expect(ObjCSiteScanner.isCapitalizedOrConstant("NeedsLandscape"))
        #expect(!ObjCSiteScanner.isCapitalizedOrConstant("knownName"))
        #expect(!ObjCSiteScanner.isCapitalizedOrConstant("k"))
    }

    /// A lock kept in a settings pod's class through the app's category (an `NSNumber` flag and an integer
    /// orientation) that a screen's override reads through its property is the lock, with its writes through a
    /// local of that class; the category's other `NSNumber` is no lock.
    @Test func aBoxedFlagInACategoryIsTheLock() throws {
        try PatternScan("BoxedSettingsLock").expectOnlyTheMarkers()
    }

    /// The sample apps a committed SDK ships in its `Samples` folder, each with its own project, are not the app's:
    /// their screens, reads and Info.plists are not reported; the SDK's own code and the app still are.
    @Test func aCommittedSDKsSampleAppsAreNotTheApp() throws {
        try PatternScan("VendoredSamples").expectOnlyTheMarkers()
    }
}
