import Testing

@testable import OrientationDoctor

/// Patterns the held-out sets 190 to 199 (MIT Mobile, Azure's communication UI library, Canvas, 3dollars) showed,
/// each in a fixture under `Fixtures/HeldOutPatterns`.
@Suite struct HeldOutStop57PatternTests {
    /// A rotation whose angle is its method's parameter is a site when a caller passes a quarter turn it works out
    /// for an orientation (SVProgressHUD 1.x), and its calls are helper calls; callers that pass no turn, or a
    /// spinner's step with no orientation in sight, make no site.
    @Test func aRotationTurnedByItsCallersAngleIsASite() throws {
        try PatternScan("ParameterAngle").expectOnlyTheMarkers()
    }

    /// Without a project that names plists, a module's demo app (`Targets/Demo/Info.plist`) and a framework's tester
    /// app (`CoreTester/Info.plist`) beside the app's plist are not the app users install.
    @Test func aModulesDemoPlistBesideTheAppIsNotTheApp() throws {
        try PatternScan("ModuleDemoPlists").expectOnlyTheMarkers()
    }

    /// A project named for a demo app (`…DemoApp`, `Sample-App`) is an example project; an app whose name only
    /// starts with the word, or ends in another, is not.
    @Test func aDemoAppsProjectIsAnExample() {
        #expect(
            ProjectResolver.isExampleProject(
                "UI/AzureCommunicationUIDemoApp/AzureCommunicationUIDemoApp.xcodeproj/project.pbxproj"))
        #expect(ProjectResolver.isExampleProject("Sample-App/Sample-App.xcodeproj/project.pbxproj"))
        #expect(!ProjectResolver.isExampleProject("DemoKit/Player.xcodeproj/project.pbxproj"))
        #expect(!ProjectResolver.isExampleProject("Player/PlayerApp.xcodeproj/project.pbxproj"))
        #expect(!ProjectResolver.isExampleProject("Mapp/Mapp.xcodeproj/project.pbxproj"))
    }

    /// A folder named for a tester app holds a test host, as a `…TestHost` folder does.
    @Test func aTestersFolderIsATestFolder() {
        #expect(ProjectResolver.isInTestFolder("Core/CoreTester/Info.plist"))
        #expect(!ProjectResolver.isInTestFolder("Core/Testimonials/Info.plist"))
    }

    /// `removeObserver(self)` in a function named for unsubscribing from the orientation notifications is the
    /// teardown of its twin's observer, and its callers call a helper; the same call in a function named for
    /// nothing of orientation is not.
    @Test func anOrientationTeardownNamedForItIsASite() throws {
        try PatternScan("OrientationTeardownHelper").expectOnlyTheMarkers()
        #expect(SwiftFactCollector.namesAnOrientationTeardown("unsubscribeDeviceOrientationNotications"))
        #expect(SwiftFactCollector.namesAnOrientationTeardown("removeRotationObserver"))
        #expect(!SwiftFactCollector.namesAnOrientationTeardown("subscribeDeviceOrientationNotifications"))
        #expect(!SwiftFactCollector.namesAnOrientationTeardown("removeKeyboardObservers"))
    }

    /// A CoreMotion handler block the method stored before passing it by name works out the device's orientation
    /// as an inline one does; a stored block that only logs the readings does not.
    @Test func aStoredMotionHandlerIsRead() throws {
        try PatternScan("StoredMotionHandler").expectOnlyTheMarkers()
    }

    /// A state a `shouldAutorotate` answer compares with one of its values (`currentOperation ==
    /// SlidingViewControllerOperationNone`, of an enum named after its class, or `phase == .idle`) is the screen's
    /// lock, and its writes are lock writes; a view compared with `nil` is not, nor a state compared beside other
    /// conditions.
    @Test func aStateTheAutorotateAnswerComparesIsALock() throws {
        try PatternScan("AutorotateStateLock").expectOnlyTheMarkers()
        #expect(
            SideComparisons.stateComparisons(in: "return self.currentOperation == OperationNone;") == [
                "currentOperation"
            ])
        #expect(SideComparisons.stateComparisons(in: "phase != .dragging") == ["phase"])
        #expect(SideComparisons.stateComparisons(in: "self.view != nil").isEmpty)
        #expect(SideComparisons.stateComparisons(in: "flag == YES").isEmpty)
        #expect(SideComparisons.stateComparisons(in: "allowsLandscape && sourceType != .camera").isEmpty)
    }

    /// The device's orientation read through KVC (`[[UIDevice currentDevice] valueForKey:@"orientation"]`,
    /// `UIDevice.current.value(forKey: "orientation")`) is a device read; another object's `orientation` key is not.
    @Test func aDeviceReadThroughKVCIsARead() throws {
        try PatternScan("DeviceReadThroughKVC").expectOnlyTheMarkers()
    }

    /// A helper named for nothing of orientation whose only site reads its scene's interface orientation (a banner's
    /// inset) has its calls listed with the read, as any helper that only reads; a call of one named for the
    /// orientation is reported as the read it stands for.
    @Test func aHelperThatOnlyReadsItsSceneHasItsCallsListed() throws {
        try PatternScan("SceneReadHelpers").expectOnlyTheMarkers()
    }
}
