import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 96 to 98 showed (QMUI_iOS; JPVideoPlayer, Lumina, isowords; IQKeyboardManager).
@Suite struct HeldOut96To98PatternTests {
    /// A feature's preview app, a target of the app's own project whose plist sits in `Previews/` or in a
    /// folder named `…Preview` (isowords' `App/Previews/CubeCorePreview`), is a developer's tool: its plist
    /// is no app's when the project names an app of its own too. Alone, a preview app is the app.
    @Test func aPreviewAppBesideTheAppIsNotTheApp() {
        #expect(ProjectResolver.isPreviewApp("App/Previews/Settings/Info.plist"))
        #expect(ProjectResolver.isPreviewApp("App/CubeCorePreview/Info.plist"))
        #expect(ProjectResolver.isPreviewApp("Cube-Preview/Info.plist"))
        #expect(!ProjectResolver.isPreviewApp("Preview/Info.plist"))
        #expect(!ProjectResolver.isPreviewApp("App/QuickPreviewer/Info.plist"))
        #expect(!ProjectResolver.isPreviewApp("Previews.plist"))
        var project = FileFacts(path: "/src/isowords/App/isowords.xcodeproj/project.pbxproj")
        project.plistTargets = [
            PlistTarget(path: "iOS/Info.plist", isIOSApp: true),
            PlistTarget(path: "Previews/CubeCorePreview/Info.plist", isIOSApp: true),
        ]
        func plist(_ path: String) -> FileFacts {
            var plist = FileFacts(path: path)
            plist.findings = [
                DoctorFinding(
                    .supportedOrientationsPreference, file: plist.path, line: 36, column: 1, today: "", replacement: "")
            ]
            return plist
        }
        let app = plist("/src/isowords/App/iOS/Info.plist")
        let preview = plist("/src/isowords/App/Previews/CubeCorePreview/Info.plist")
        let kept = ProjectResolver.withoutOtherPlatforms([project, app, preview])
        #expect(kept[1].findings.count == 1)
        #expect(kept[2].findings.isEmpty)
        var alone = project
        alone.plistTargets = [PlistTarget(path: "Previews/CubeCorePreview/Info.plist", isIOSApp: true)]
        #expect(ProjectResolver.withoutOtherPlatforms([alone, preview])[1].findings.count == 1)
    }

    /// `interfaceOrientation:` after a view-controller argument is a selector's part, not a read of the
    /// controller's deprecated property; a quarter turn in a method named for landscape (JPVideoPlayer's
    /// `-executeLandscape`) fakes a rotation, and the same turn in a method about nothing of the kind does not.
    @Test func aSelectorPartIsNoReadAndALandscapeMethodsTurnIsFaked() throws {
        try PatternScan("ListPlayerLandscape").expectOnlyTheMarkers()
    }

    /// A held object's flag that is the only one a screen's override reads (Lumina's
    /// `guard let camera = self.camera … return !camera.recordingVideo`) is the lock whatever its name:
    /// a binding that shadows the property still reads it. Two such flags, neither named for a lock, are none.
    @Test func theOnlyHeldFlagAnOverrideReadsIsTheLock() throws {
        try PatternScan("HeldFlagLock").expectOnlyTheMarkers()
    }

    /// A view's own `.modifier(DeviceStateModifier())` applying a view modifier whose `body` observes the
    /// device (isowords' root view) uses that observation, even from a file that names no orientation API.
    @Test func aViewApplyingAnObservingModifierUsesItsObservation() throws {
        try PatternScan("AppliedModifier").expectOnlyTheMarkers()
    }

    /// A wrapper property reached through a property of the caller's type declared with the wrapper's type
    /// (IQKeyboardManager's `rootConfiguration.currentOrientation`), or a binding that shadows it, is a use;
    /// the same member of another type is not.
    @Test func aWrapperReachedThroughATypedPropertyIsUsed() throws {
        try PatternScan("TypedPropertyWrapper").expectOnlyTheMarkers()
    }

    /// A call of an app type's initializer whose body holds a site (IQKeyboardManager's
    /// `IQRootControllerConfiguration(rootController:)` reading the scene) is a helper call; another
    /// initializer of the same type, told apart by its labels, a type whose initializer holds no site or only
    /// starts observing a notification, a static property's first value and an SDK type are not; an instance
    /// property's first value, made with each instance, is.
    @Test func anInitializerHoldingASiteIsAHelper() throws {
        try PatternScan("InitializerHelper").expectOnlyTheMarkers()
    }
}
