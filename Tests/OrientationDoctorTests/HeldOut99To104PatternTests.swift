import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 99 to 104 showed (GKPhotoBrowser, FLEX; YBImageBrowser, reader-ios;
/// HXPhotoPicker, JDStatusBarNotification; TLPhotoPicker; SGPlayer).
@Suite struct HeldOut99To104PatternTests {
    /// `UIDeviceOrientationIsLandscape(…)` reads the device only when it is given the device's orientation
    /// itself; a local, a stored orientation or a parameter was read where it came from. A turn of pi times
    /// a number of half turns the method sets is a quarter turn, and the half turn back beside it fakes too.
    @Test func aTestOfAStoredOrientationIsNoReadAndPiTimesHalfTurnsIsAQuarterTurn() throws {
        try PatternScan("RotationHandlerTests").expectOnlyTheMarkers()
    }

    /// A C function whose body holds a site is a helper: each call of it from a method is a site too; its
    /// declaration in a header and a C function with no site are not.
    @Test func aCFunctionHoldingASiteIsAHelper() throws {
        try PatternScan("CFunctionHelper").expectOnlyTheMarkers()
    }

    /// An extra window whose root is given through a property (`self.explorerViewController`) takes part in
    /// orientation when the class the file declares that property with answers for it.
    @Test func aWindowsRootThroughAPropertyIsItsDeclaredClass() throws {
        try PatternScan("WindowRootProperty").expectOnlyTheMarkers()
    }

    /// A side test on UIDevice that reads another type's wrapper through that type's name
    /// (`UIApplication.appInterfaceOrientation`) is a wrapper too; `UIDevice.current.orientation.isPortrait`
    /// tests UIKit's value and is no use of it.
    @Test func aSideTestReadingAnotherTypesWrapperIsAWrapper() throws {
        try PatternScan("TypedRelayWrapper").expectOnlyTheMarkers()
    }

    /// A library's repository whose only project is its examples': the plist that project names (through
    /// `$(SRCROOT)/`) is the example's, and a plist no project names is built by nothing; neither is the app's.
    @Test func aPlistNoExampleProjectNamesInALibraryIsNoApps() throws {
        let scan = PatternScan("ExampleProjectLibrary")
        #expect(scan.findings.isEmpty)
    }

    /// A status bar notification's name given to a notification the code builds for its own handler
    /// (`.init(name: UIApplication.didChangeStatusBarOrientationNotification)`) observes nothing.
    @Test func aBuiltNotificationObservesNothing() throws {
        try PatternScan("BuiltNotification").expectOnlyTheMarkers()
    }

    /// An extension of the application that reads its own `statusBarOrientation`, bare or through `self`,
    /// reads the status bar; another type's property of that name does not.
    @Test func anApplicationExtensionReadsItsOwnStatusBar() throws {
        try PatternScan("OwnStatusBarRead").expectOnlyTheMarkers()
    }

    /// An Objective-C method is reached through a property or an instance variable the file declares with its class
    /// or a subclass (`self.sensor.yaw`, `_backupSensor.yaw`, `[self.slowSensor yaw]`), whatever the method's name;
    /// `[[Class alloc] init]` is not followed.
    @Test func aMethodReachedThroughADeclaredPropertyIsAHelperCall() throws {
        try PatternScan("PropertyReceiverHelper").expectOnlyTheMarkers()
    }
}
