import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 143 to 152 showed (stop 51): a game library's C helpers and other platforms' branches,
/// helpers reached through a receiver declared with their class or a subclass's initializer, locks set through a
/// selector built from a string or kept as a string setting, Objective-C's semicolon-ended method headers, and
/// rotations worked out from the orientation.
@Suite struct HeldOutStop51PatternTests {
    /// A lock setter's selector built from a string (`NSSelectorFromString(@"setSupportedOrientations:")`) writes
    /// the lock where it is built; `objc_msgSend` through a variable of that name in another method writes it too;
    /// the selectors of a tint, of the status bar's orientations, or of one orientation are no lock.
    @Test func aLockSetterSelectorBuiltFromAStringWritesTheLock() throws {
        try PatternScan("SelectorLockSetter").expectOnlyTheMarkers()
    }

    /// A view given the inverse of the coordinator's `targetTransform` turns against the interface's rotation
    /// (directly or through locals); a target transform only tested, or a scale named `targetTransform`, does not.
    @Test func aCounterRotationByTheCoordinatorsTargetTransformIsReported() throws {
        try PatternScan("CounterRotation").expectOnlyTheMarkers()
    }

    /// A project's C helpers under a prefix the SDK's functions share (`UIKit_IsDisplayLandscape`) are helpers; the
    /// application asked for its orientations from a C function, through `app`, is found; a branch for visionOS,
    /// tvOS or watchOS (`#ifdef GAME_PLATFORM_VISIONOS`, `#if TARGET_OS_TV || …`) is not iOS code.
    @Test func aGameLibrarysPrefixedCHelpersAndOtherPlatformsBranches() throws {
        try PatternScan("PrefixedCFunctionHelpers").expectOnlyTheMarkers()
    }

    /// A message of UIKit's transition protocols to a context named for nothing (`[transitionContext
    /// completeTransition:finished]`) is no call of the container's method of that name; the container's own is.
    @Test func theTransitionContextsMessagesAreNoHelperCalls() throws {
        try PatternScan("TransitionContextContainer").expectOnlyTheMarkers()
    }

    /// A helper called through a property or an instance variable declared with its class (`var recorder:
    /// RecordAR?`, `RecordAR *recorder;`), optional chaining included, is found; a method of the same name on
    /// another class is not; a `prepare` that overrides nothing is no UIKit callback. A lock helper named for nothing
    /// (`rest()`) called that way writes the lock.
    @Test func aHelperCalledThroughAReceiverDeclaredWithItsClass() throws {
        try PatternScan("DeclaredReceiverHelpers").expectOnlyTheMarkers()
    }

    /// cocos2d 1.x's `[director setDeviceOrientation:kCCDeviceOrientation…]` sets the status bar's orientation
    /// (ORI-714) where the engine is not in the project; a camel-case macro reading the status bar is used where its
    /// name stands alone as a value (`if (NeedsLandscapeTweaks)`, another macro's body).
    @Test func anEnginesOrientationAndACamelCaseMacroAreFound() throws {
        try PatternScan("EngineOrientationCalls").expectOnlyTheMarkers()
    }

    /// A rotation by a variable angle, negated or converted to radians (`-angleInRadians`,
    /// `CGFloat(angle).degreesToRadians`), in code that reads the device's orientation turns with it; the same
    /// rotation in code that reads no orientation does not.
    @Test func aRotationByAnAngleWorkedOutFromTheDevicesOrientation() throws {
        try PatternScan("OrientationAngleTransforms").expectOnlyTheMarkers()
    }

    /// With the engine in the project, its `setDeviceOrientation:` is reported inside and the app's message is a
    /// call of it (ORI-734), not a second status-bar write.
    @Test func anEngineInTheProjectIsReportedInside() throws {
        try PatternScan("EngineInProject").expectOnlyTheMarkers()
    }

    /// A side test on the application that asks it for the app's orientations (`UIApplication.isPortraitOnly`) passes
    /// the question on to each of its reads, in any file; a test of something else does not.
    @Test func aSideTestThatAsksTheApplicationIsFollowedToItsReads() throws {
        try PatternScan("ApplicationSideTest").expectOnlyTheMarkers()
    }

    /// A string setting named for the orientation that a screen's override compares (cocos2d's `screenOrientation`)
    /// is the screen's lock and its writes are lock writes; `@synthesize` writes nothing; another string is no lock.
    @Test func aStringSettingTheOverrideComparesIsTheLock() throws {
        try PatternScan("StringSettingLock").expectOnlyTheMarkers()
    }

    /// An Objective-C method whose header ends with a semicolon before its body (`- (UIImage *)image;` then `{`) is
    /// a method: the calls of a helper written so are found.
    @Test func aMethodHeaderEndingWithASemicolonStillDefinesTheMethod() throws {
        try PatternScan("SemicolonMethodHeaders").expectOnlyTheMarkers()
    }

    /// A subclass made by its name with its superclass's initializer's labels (`Recorder(scene:)`) runs that
    /// initializer: its lock write and its device write are this call's, even from files whose words hold no site.
    @Test func makingASubclassRunsItsSuperclasssInitializer() throws {
        let scan = PatternScan("SubclassInitializer")
        try scan.expectOnlyTheMarkers()
        let call = scan.findings.first { $0.file.hasSuffix("/SceneController.swift") }
        #expect(Set(call?.related.map(\.code) ?? []) == ["ORI-709"])
    }

    /// The status bar's orientation read through a variable declared as the application, whatever its name
    /// (`UIApplication *shared`); another object's property of that name is not.
    @Test func theStatusBarReadThroughAVariableOfTheApplication() throws {
        try PatternScan("ApplicationVariable").expectOnlyTheMarkers()
    }
}
