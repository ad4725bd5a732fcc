import Testing

@testable import OrientationDoctor

/// Patterns the blind sets of stop 61 left and those of stop 62 showed.
@Suite struct HeldOutStop62PatternTests {
    /// A function that calls a reading helper reads too, one call further: each screen's `-viewWillAppear:` calls
    /// `+toLandscapeVC:`, which asks the status bar through `+isPortraitOrientation` (an audio player, held-out set
    /// 259); both calls are listed as the read's callers. A call three functions from the read is not, nor a call of
    /// a function that calls a helper that rotates (MyBilibili's full-screen button, set 251).
    @Test func aCallOfAFunctionThatCallsAReadingHelperIsTheReadsCaller() throws {
        let scan = PatternScan("CallsTwoHelpersUp")
        try scan.expectOnlyTheMarkers()
        let read = try #require(scan.findings.first { $0.code == DoctorCode.statusBarOrientationRead.rawValue })
        #expect(read.callers.map(\.line) == [15, 29, 42])
        #expect(read.callers.dropFirst().allSatisfy { $0.function == "LandscapeManager.toLandscapeVC" })
        #expect(scan.at("MediaViewController.m", "[self layoutWithInterfaceOrientation:").isEmpty)
        #expect(scan.at("LandscapeManager.m", "[self showLandscapeIfNeeded]").isEmpty)
    }

    /// `orientation` read bare inside `extension UIDevice` is the device's (Scroggle's `isLandscape`, held-out set
    /// 265), and each use of the extension's property a use of the app's wrapper; a parameter of that name is not.
    @Test func theDevicesOwnOrientationReadInsideItsExtension() throws {
        try PatternScan("DeviceExtensionReads").expectOnlyTheMarkers()
    }

    /// The token of a block observer of the device's orientation, removed in `deinit` (`if let observer = _observer {
    /// NotificationCenter.default.removeObserver(observer) }`, Graphnote and PDF Archiver, set 268), ends that
    /// observation; a keyboard observer's token does not.
    @Test func removingAnOrientationObserversTokenIsATeardown() throws {
        try PatternScan("ObserverTokenTeardowns").expectOnlyTheMarkers()
    }

    /// A class's accessor of its shared instance that starts observing the device as it makes the object (ShareKit's
    /// `+currentIndicator`, set 263) runs once: the sharers that show the indicator through it are not helper calls.
    @Test func usesOfASharedInstanceThatObservesTheDeviceAreNoHelperCalls() throws {
        try PatternScan("SharedInstanceObserver").expectOnlyTheMarkers()
        #expect(ProjectResolver.isSharedInstanceAccessor(span("currentIndicator", selector: "currentIndicator")))
        #expect(ProjectResolver.isSharedInstanceAccessor(span("sharedManager", selector: "sharedManager")))
        #expect(!ProjectResolver.isSharedInstanceAccessor(span("currentOrientation", selector: "currentOrientation:")))
        #expect(!ProjectResolver.isSharedInstanceAccessor(span("currently", selector: "currently")))
        #expect(!ProjectResolver.isSharedInstanceAccessor(span("shared", selector: nil)))
    }

    /// A macro that defines a controller's answers (`AUTOROTATION_FOR_PAD_ONLY` in Newsyc's prefix header, held-out
    /// set 263), written alone in twenty implementations, is each class's override, where it is written; the method
    /// after it is still read, and a macro that defines other methods is none.
    @Test func aMacroThatDefinesTheAnswersIsEachClasssOverride() throws {
        try PatternScan("MethodMacros").expectOnlyTheMarkers()
        #expect(InputFile.kind(forName: "Prefix.pch") == .objectiveC)
    }

    /// A controller that turns its own root view a quarter turn (`self.view.transform =
    /// CGAffineTransformMakeRotation(1.57079633)` with the bounds swapped, The Grint's scorecards, held-out set 262)
    /// fakes a landscape interface, whatever words its method holds; radians written out count when they are a quarter
    /// or three quarters of a turn to three decimals.
    @Test func aControllerTurningItsRootViewAQuarterFakesARotation() throws {
        try PatternScan("RootViewQuarterTurn").expectOnlyTheMarkers()
        #expect(SwiftFactCollector.isQuarterTurnInRadians("1.57079633"))
        #expect(SwiftFactCollector.isQuarterTurnInRadians("-1.5708f"))
        #expect(SwiftFactCollector.isQuarterTurnInRadians("(4.7124)"))
        #expect(!SwiftFactCollector.isQuarterTurnInRadians("1.5"))
        #expect(!SwiftFactCollector.isQuarterTurnInRadians("1.57"))
        #expect(!SwiftFactCollector.isQuarterTurnInRadians("3.1416"))
    }

    /// A nested type made through its path (`MobileUtils.OrientationInfo()`, Graphnote, held-out set 268) runs the
    /// initializer that reads the device, as `OrientationInfo()` does: the call is the read's caller.
    @Test func aNestedTypeMadeThroughItsPathRunsItsInitializer() throws {
        try PatternScan("NestedTypeHelper").expectOnlyTheMarkers()
    }

    /// An exchange of one of UIKit's rotation callbacks before iOS 8 (`willAnimateRotationToInterfaceOrientation:
    /// duration:` on the split view, Urban Airship's store front, held-out set 262) is an orientation swizzle; an
    /// exchange of `viewDidAppear:` is not.
    @Test func swizzlingARotationCallbackIsAnOrientationSwizzle() throws {
        try PatternScan("RotationCallbackSwizzle").expectOnlyTheMarkers()
    }

    /// SwiftUI's `.rotationEffect` by an app's own orientation, in a type that never names the device's (a life
    /// counter's panels turned toward each player's seat by `orientation.toAngle()`, MTG Life Counter, held-out set
    /// 276), turns nothing for the interface; a model of the device's orientation does (the `FollowingTurns` fixture).
    @Test func aPanelTurnedTowardItsPlayersSeatIsNoFakeRotation() throws {
        try PatternScan("SeatRotation").expectOnlyTheMarkers()
        try PatternScan("FollowingTurns").expectOnlyTheMarkers()
    }

    /// A project whose app generates its Info.plist and names none (`GENERATE_INFOPLIST_FILE = YES`, no
    /// `INFOPLIST_FILE`; GameMate, held-out set 276) builds no `Info.plist` kept beside it (Xcode's synchronized
    /// folder excludes it from the target): its keys are no app's, the build settings are.
    @Test func aPlistBesideAProjectThatGeneratesItsOwnIsNoApps() throws {
        try PatternScan("GeneratedPlistOnly").expectOnlyTheMarkers()
    }

    /// A macro named like a variable (`isPhoneLandscapeMode`, which reads the device's orientation; Hubble's camera
    /// viewer, held-out set 277) is a site where each file uses it, as one in capitals is; a property, a local and a
    /// message of an orientation word are not.
    @Test func aMacroNamedLikeAVariableIsUsedWhereItIsWritten() throws {
        try PatternScan("CamelCaseMacro").expectOnlyTheMarkers()
    }

    /// A function span of the shared-instance test, at no real place.
    private func span(_ name: String, selector: String?) -> FunctionSpan {
        FunctionSpan(
            key: FunctionKey(name: name, owner: "Indicator"), selector: selector, firstLine: 1, lastLine: 3,
            isPlumbing: false, position: SourcePosition(line: 1, column: 1))
    }
}
