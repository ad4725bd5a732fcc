import Testing

@testable import OrientationDoctor

/// Patterns of this stop: what the development sets still missed (ZFPlayer's lock declarations, set 32) and what
/// the blind sets 124 to 129 showed.
@Suite struct HeldOut124To132PatternTests {
    /// A property named for the rotation lock that the project sets through a receiver is declared as the lock
    /// (ORI-706) where its class keeps it; not where a class passes it on through its own setter, nor an option
    /// named like UIKit's member, nor one nobody sets or of a type no lock has.
    @Test func theDeclarationOfALockSetByNameIsTheLock() throws {
        try PatternScan("NamedLockDeclarations").expectOnlyTheMarkers()
    }

    /// Objective-C keeps a lock in the user defaults too: a key the hook or an orientation override reads, or a
    /// flag (`boolForKey:`) a method reading the device's orientation tests, is the lock, and each `setBool:…
    /// forKey:` or `removeObjectForKey:` of it through the defaults writes it; a number read there is a layout option.
    @Test func aDefaultsFlagAnObjectiveCDeviceHandlerTestsIsALock() throws {
        try PatternScan("DefaultsFlagLockObjC").expectOnlyTheMarkers()
    }

    /// Asking the application, or its delegate's hook, for the app's supported orientations is deprecated in iOS
    /// 27 (ORI-737), from Swift and Objective-C; the library's manager answering for a window is not.
    @Test func askingTheApplicationForItsOrientationsIsReported() throws {
        try PatternScan("ApplicationOrientationsQuery").expectOnlyTheMarkers()
    }

    /// A local bound to a window scene by a cast (`if let window = … as? UIWindowScene`) is a scene, whatever its
    /// name: its `interfaceOrientation` is a scene read.
    @Test func aSceneBoundByACastIsAScene() throws {
        try PatternScan("SceneBoundByCast").expectOnlyTheMarkers()
    }

    /// Xcode ignores the `INFOPLIST_KEY_*` settings of a configuration that brings its own plist
    /// (`GENERATE_INFOPLIST_FILE = NO`), and a project in a folder of tests builds a test host, no app.
    @Test func ignoredInfoPlistKeysAndATestHostsSettingsAreNotReported() throws {
        try PatternScan("IgnoredInfoPlistKeys").expectOnlyTheMarkers()
    }

    /// The device's or the status bar's notification named by its string (`Notification.Name("UIDevice…")`) is
    /// observed as the constant is, and the method that observes it is a helper.
    @Test func aNotificationNamedByItsStringIsObserved() throws {
        try PatternScan("NotificationNamedByString").expectOnlyTheMarkers()
    }

    /// An accelerometer polled (`accelerometerData`) and classified into a `UIDeviceOrientation` makes its start
    /// and stop sites (ORI-728), as a handler that classifies does; a manager polled for anything else does not.
    @Test func aPolledAccelerometerClassifiedIntoAnOrientationIsMotionDerived() throws {
        try PatternScan("PolledAccelerometer").expectOnlyTheMarkers()
    }

    /// Swift 2 and 3 spell the overrides as methods (`override func supportedInterfaceOrientations() ->
    /// UIInterfaceOrientationMask`): overrides, forwarding containers and the screen's lock are found as with
    /// properties; a method of the same name with a parameter is not one.
    @Test func methodOverridesOfOldSwiftAreOverrides() throws {
        try PatternScan("Swift2MethodOverrides").expectOnlyTheMarkers()
    }

    /// A project that builds a framework and apps only in folders named for an example is a library's
    /// repository: its example app's plist is not the app's. A CMake template (`Info.plist.in`) is the app's plist.
    @Test func aFrameworksExampleAppIsNoAppAndACMakeTemplateIsAPlist() throws {
        try PatternScan("FrameworkWithExampleApp").expectOnlyTheMarkers()
        try PatternScan("CMakePlistTemplate").expectOnlyTheMarkers()
    }

    /// A library's class that answers `supportedInterfaceOrientationsForWindow:` works out the mask an app
    /// delegate's hook forwards to (ORI-705); an abstract one that only throws answers nothing. A helper asking
    /// the application for its orientations (ORI-737) is a helper: its calls are reported.
    @Test func aLibrarysAnswerForTheHookAndItsHelpersAreFound() throws {
        try PatternScan("LibraryWindowAnswer").expectOnlyTheMarkers()
    }
}
