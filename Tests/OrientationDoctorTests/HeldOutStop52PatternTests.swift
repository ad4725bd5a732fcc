import Testing

@testable import OrientationDoctor

/// Patterns the held-out sets of stop 52 (153 to 155) showed, each in a fixture under `Fixtures/HeldOutPatterns`.
@Suite struct HeldOutStop52PatternTests {
    /// A method that polls the device motion and hands the reading to another method of its class that works out
    /// an orientation: the updates' start and stop are sites (ORI-728), as when the polling method classifies the
    /// reading itself; another manager whose reading goes to no such method is not.
    @Test func motionPolledAndClassifiedByAnotherMethodIsMotionDerived() throws {
        try PatternScan("PolledMotionHandedOn").expectOnlyTheMarkers()
    }

    /// A C++ file that sends Objective-C messages is compiled as Objective-C++ and read as one; plain C++ naming
    /// orientation (lambdas, subscripts, attributes, a bracketed comment) and a C++ file that is not UTF-8 give no
    /// finding and no note.
    @Test func aCPlusPlusFileThatSendsMessagesIsReadAsObjectiveCPlusPlus() throws {
        try PatternScan("ObjectiveCPlusPlusInCppFile").expectOnlyTheMarkers()
    }

    /// An accelerometer handler that sorts the readings into an interface orientation and returns the status bar's
    /// as it is when the device lies flat works out an orientation (ORI-728); a block's `weakSelf` calls the class's
    /// own helpers.
    @Test func aStatusBarFallbackStillWorksOutAnOrientationAndWeakSelfIsSelf() throws {
        try PatternScan("MotionFallbackToStatusBar").expectOnlyTheMarkers()
    }

    /// A repository of packages, each with its pod in a folder of its own, whose only apps are in example folders:
    /// the packages are the product and the example apps' plists are not reported.
    @Test func aRepositoryOfPackagesWithOnlyExampleAppsIsALibrarys() throws {
        try PatternScan("PackagesWithExampleApps").expectOnlyTheMarkers()
    }

    /// A view's `removeFromSuperview` that stops observing the device's rotation overrides UIKit's method: a call of
    /// it removes the view and is no call of an orientation helper.
    @Test func removingAViewThatStopsObservingIsNoHelperCall() throws {
        try PatternScan("RemoveFromSuperviewTeardown").expectOnlyTheMarkers()
    }

    /// `[[Recorder alloc] initWithScene:view]` in Objective-C calls the Swift class's `init(scene:)`, and through it its
    /// superclass's initializer that sets the lock; another class's initializer of the same labels does not.
    @Test func aSwiftInitializerCalledFromObjectiveCRunsItsSuperclasss() throws {
        try PatternScan("SubclassInitializer").expectOnlyTheMarkers()
    }
}
