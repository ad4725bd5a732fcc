import Testing

@testable import OrientationDoctor

/// Patterns the held-out sets 160 to 169 (Stream's chat SDK, react-native-orientation-director, Alfresco, Fresco,
/// MijickCamera, Open edX, Clappr) showed, each in a fixture under `Fixtures/HeldOutPatterns`.
@Suite struct HeldOutStop54PatternTests {
    /// In a project that builds a framework, the build settings of an app target that shows the library or hosts its
    /// tests (its plist in an `Examples/` or test folder, or its target named for a demo or a test app) are no app's
    /// users install; the settings of the project's other app are still reported.
    @Test func aLibraryProjectsDemoAndTestHostTargetsAreNotTheApp() throws {
        try PatternScan("LibraryProjectDemoTargets").expectOnlyTheMarkers()
    }

    /// A lock kept in an object another class keeps as its `shared` is the lock the hook returns through that class,
    /// with its writes; a mask set only when the object is made and copied back to restore the lock is not a lock.
    /// An Objective-C++ module's messages to the object, kept in a file-scope static, reach its Swift lock methods by
    /// their Objective-C names (`lockToJsValue:` for `lockTo(jsValue:)`).
    @Test func aLockBehindASharedBridgeIsTheLockAndAnInitialMaskIsNot() throws {
        try PatternScan("SharedBridgeLock").expectOnlyTheMarkers()
    }

    /// An Objective-C screen's lock set by an initializer whose later selector part names it, and through a class
    /// method of the file that returns the screen: both are the lock's writes, told from another class's property
    /// of the same name.
    @Test func anInitializersLaterPartAndAClassMethodsResultWriteTheLock() throws {
        try PatternScan("ObjCInitializerAndClassMethodLock").expectOnlyTheMarkers()
    }

    /// The build settings of a preview app target beside the app in its project are not the app's; a project whose
    /// only app is named for a preview still has its settings reported.
    @Test func aPreviewAppTargetBesideTheAppIsNotTheApp() throws {
        try PatternScan("PreviewAppTarget").expectOnlyTheMarkers()
    }

    /// The sources of a folder named for a TV target are not examined; those of the iOS example beside it are.
    @Test func theSourcesOfATVFolderAreNotExamined() throws {
        try PatternScan("OtherOSFolderSources").expectOnlyTheMarkers()
    }

    /// `[notice performSelector:@selector(canDisplay)]` is a call of the helper `canDisplay`.
    @Test func aMessageSentByNameCallsTheHelper() throws {
        try PatternScan("PerformSelectorHelper").expectOnlyTheMarkers()
    }

    /// The Objective-C names of a Swift method with a first argument label.
    @Test func objectiveCNamesOfASwiftMethod() {
        let lockTo = FunctionKey(name: "lockTo", owner: "Director", labels: ["jsValue"])
        #expect(ProjectResolver.objectiveCNames(of: lockTo) == ["lockToJsValue", "lockToWithJsValue"])
        #expect(ProjectResolver.objectiveCNames(of: FunctionKey(name: "lock", owner: nil, labels: ["_"])).isEmpty)
        #expect(ProjectResolver.objectiveCNames(of: FunctionKey(name: "unlock", owner: nil)).isEmpty)
    }

    /// A view's private state seeded from the device's orientation makes each place that makes the view a call of a
    /// helper only when the view reads the state again.
    @Test func anUnreadSeedMakesNoHelper() throws {
        try PatternScan("UnreadStoredValue").expectOnlyTheMarkers()
    }

    /// An empty Objective-C protocol the hook tests with `conformsToProtocol:` is a marker; a protocol with a method
    /// is not.
    @Test func anEmptyProtocolTheObjectiveCHookTestsIsAMarker() throws {
        try PatternScan("EmptyProtocolMarker").expectOnlyTheMarkers()
    }

    /// `CGAffineTransformRotate` of a view's transform by a quarter turn about the device's orientation is a
    /// transform rotation; an image turned upright in a drawing context is not.
    @Test func aViewTurnedWithTransformRotateFollowsTheDevice() throws {
        try PatternScan("TransformRotateFollowsDevice").expectOnlyTheMarkers()
    }

    /// Accelerometer updates whose handler is a method passed by name, in another extension of the type, that works
    /// out a device orientation: the start and the stop are sites; a tilt handler is not.
    @Test func aMotionHandlerPassedByNameIsRead() throws {
        try PatternScan("MotionHandlerMethod").expectOnlyTheMarkers()
    }

    /// A protocol that requires the app delegate's hook and a mask: the mask is the lock, the library's writes through
    /// the delegate type and the SwiftUI calls of them are its writes, and the requirement is no hook.
    @Test func aHookRequirementsMaskIsTheLock() throws {
        try PatternScan("HookRequirement").expectOnlyTheMarkers()
    }
}
