import Foundation
import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 59 to 73 (and set 57's FullScreenDemo, set 32's ZFPlayer window, set 21's
/// edX marker) that the doctor read wrong, each reduced to a fixture or a unit test.
@Suite struct HeldOut59To73PatternTests {
    /// An Objective-C method with a header per SDK under `#if` / `#else` and one body: each header
    /// is reported, and the method after it is read as before.
    @Test func eachHeaderOfAMethodSplitByTheSDKIsReported() throws {
        try PatternScan("SDKBranchHeaders").expectOnlyTheMarkers()
    }

    /// The two headers share the body: the method is read once per header, each with its own return type.
    @Test func bothHeadersShareTheBody() {
        let source = """
            @implementation A
            #if OLD
            - (NSUInteger)supportedInterfaceOrientations
            #else
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations
            #endif
            { return 2; }
            - (void)other { }
            @end
            """
        let structure = ObjCStructure.read(ObjCLexer.tokens(source))
        #expect(
            structure.methods.map(\.selector) == [
                "supportedInterfaceOrientations", "supportedInterfaceOrientations", "other",
            ])
        #expect(structure.methods.map(\.returnType) == ["NSUInteger", "UIInterfaceOrientationMask", "void"])
        #expect(Set(structure.methods.prefix(2).map(\.body)).count == 1)
    }

    /// `self.interfaceOrientation` in a class not named like a view controller, whose file gives it no
    /// view-controller superclass, is the class's own property (declared in its header): no deprecated read.
    @Test func anObjectsOwnInterfaceOrientationIsNoControllerRead() throws {
        try PatternScan("OwnInterfaceOrientationProperty").expectOnlyTheMarkers()
    }

    /// A quarter turn in degrees converted by an app's member (`90.radians`) in a switch over the
    /// orientations is a faked rotation, each arm of it.
    @Test func aQuarterTurnInDegreesThroughAMember() throws {
        try PatternScan("DegreesMemberTurn").expectOnlyTheMarkers()
    }

    @Test(arguments: [
        ("90.radians", true), ("-90.radians", true), ("270.0.radians", true), ("(-90).degreesToRadians", true),
        ("RADIANS(90)", true), ("45.radians", false), ("190.radians", false), ("900.radians", false),
        ("90.width", false), ("x90.radians", false), ("(-90*M_PI)/180.0", true), ("(45*M_PI)/180.0", false),
    ])
    func quarterTurnSpellings(_ text: String, _ expected: Bool) {
        #expect(SwiftFactCollector.isQuarterTurn(text) == expected)
    }

    /// `setValuesForKeys(["orientation": …])` and `setValuesForKeysWithDictionary:@{@"orientation": …}`
    /// write the device orientation through KVC like `setValue(_:forKey:)`; other keys are no orientation.
    @Test func aKVCWriteWithADictionary() throws {
        try PatternScan("KVCDictionaryWrite").expectOnlyTheMarkers()
    }

    /// A property whose `didSet` rotates the device is no wrapper for its readers: reading it runs
    /// nothing. Its writes are the lock's.
    @Test func readingALockWhoseObserverRotatesRunsNothing() throws {
        try PatternScan("ObservedLockRotation").expectOnlyTheMarkers()
    }

    /// In a collection of apps side by side (Apple's samples, set 64), an app whose project is named
    /// for a demo and builds nothing else is one of the apps; a demo project that also builds a
    /// framework shows that framework, and a project in an `Examples` folder is an example.
    @Test func aDemoNamedAppBesideOtherAppsIsAnApp() {
        func plist(_ path: String) -> FileFacts {
            var plist = FileFacts(path: path)
            plist.findings = [
                DoctorFinding(
                    .supportedOrientationsPreference, file: path, line: 35, column: 1, today: "", replacement: "")
            ]
            return plist
        }
        let loupe = ProjectFacts.appProject("./Loupe/Loupe.xcodeproj/project.pbxproj", plistPath: "Loupe/Info.plist")
        let encoder = ProjectFacts.appProject(
            "./Encoding/Encoder Demo.xcodeproj/project.pbxproj", plistPath: "Encoder Demo/Encoder Demo-Info.plist")
        let encoderPlist = plist("./Encoding/Encoder Demo/Encoder Demo-Info.plist")
        #expect(ProjectResolver.withoutOtherPlatforms([loupe, encoder, encoderPlist])[2].findings.count == 1)

        var kitDemo = ProjectFacts.appProject(
            "./Kit/Kit Demo.xcodeproj/project.pbxproj", plistPath: "Kit Demo/Info.plist")
        kitDemo.buildsLibrary = true
        let kitPlist = plist("./Kit/Kit Demo/Info.plist")
        #expect(ProjectResolver.withoutOtherPlatforms([loupe, kitDemo, kitPlist])[2].findings.isEmpty)

        let example = ProjectFacts.appProject(
            "./Examples/PlayerDemo.xcodeproj/project.pbxproj", plistPath: "PlayerDemo/Info.plist")
        let examplePlist = plist("./Examples/PlayerDemo/Info.plist")
        #expect(ProjectResolver.withoutOtherPlatforms([loupe, example, examplePlist])[2].findings.isEmpty)
    }

    /// A project file says whether a target of it builds a framework or a library.
    @Test func aProjectWithAFrameworkTargetBuildsALibrary() {
        func project(_ type: String) -> String {
            """
            // !$*UTF8*$!
            {
            	objects = {
            		AAA /* Kit */ = {
            			isa = PBXNativeTarget;
            			buildConfigurationList = BBB /* Build configuration list for PBXNativeTarget "Kit" */;
            			productType = "\(type)";
            		};
            	};
            }
            """
        }
        #expect(ProjectFileReader(text: project("com.apple.product-type.framework")).buildsLibrary)
        #expect(ProjectFileReader(text: project("com.apple.product-type.library.static")).buildsLibrary)
        #expect(!ProjectFileReader(text: project("com.apple.product-type.application")).buildsLibrary)
    }

    /// A `View` extension that applies a view modifier whose body observes the device (the `onRotate`
    /// snippet) wraps that observation: each screen calling it is reported; a rotation effect is not.
    @Test func aViewModifierThatObservesTheDeviceIsAWrapper() throws {
        try PatternScan("RotateModifier").expectOnlyTheMarkers()
    }

    /// A window got from a factory that makes pass-through windows holds a call's picture in picture:
    /// no screen. A player's window whose `pointInside:` answers YES takes every touch: still a site.
    @Test func aPassThroughWindowFromAFactoryIsNoScreen() throws {
        try PatternScan("CallOverlayWindow").expectOnlyTheMarkers()
    }

    /// An empty protocol that a hook's helper named for rotation or a container's override tests screens
    /// against is a marker of the screens that may rotate; an empty protocol tested elsewhere is not.
    @Test func anEmptyProtocolTestedByOrientationCodeIsAMarker() throws {
        try PatternScan("MarkerProtocol").expectOnlyTheMarkers()
    }

    /// A quarter turn in a rotation gesture's handler turns what the user turns; the same turn of a
    /// player entering full screen is a faked rotation.
    @Test func aRotationGesturesSnapIsNoFakedRotation() throws {
        try PatternScan("RotationGestureSnap").expectOnlyTheMarkers()
    }

    /// A repository whose project builds a framework and whose only apps are named for a sample or a
    /// demo is a library's: the apps show the framework (AVCapture, OnePass), podspec or not.
    @Test func aFrameworkWithSampleAppsIsALibrary() {
        var framework = FileFacts(path: "./AVCapture.xcodeproj/project.pbxproj")
        framework.buildsLibrary = true
        framework.plistTargets = [PlistTarget(path: "AVCapture/Info.plist", isIOSApp: false)]
        let sample = ProjectFacts.appProject(
            "./AVCaptureSample/AVCaptureSample.xcodeproj/project.pbxproj", plistPath: "AVCaptureSample/Info.plist")
        #expect(ProjectResolver.buildsFrameworkWithDemos([framework, sample]))
        let app = ProjectFacts.appProject("./Camera/Camera.xcodeproj/project.pbxproj", plistPath: "Camera/Info.plist")
        #expect(!ProjectResolver.buildsFrameworkWithDemos([framework, sample, app]))
        #expect(!ProjectResolver.buildsFrameworkWithDemos([sample]))
    }

    /// A user defaults key an orientation override reads is a lock kept in the user defaults: its
    /// constant and every write of it (from SwiftUI or UIKit) are reported; another key is not.
    @Test func aUserDefaultsKeyAnOverrideReadsIsALock() throws {
        try PatternScan("DefaultsLock").expectOnlyTheMarkers()
    }

    /// A pod's own development project beside its podspec (`CLPlayer.xcodeproj`, set 61) builds the
    /// pod's demo app: its settings are no app's. Another app project beside the podspec still is one.
    @Test func aPodsDevelopmentProjectBuildsItsDemo() {
        let pod = ProjectFacts.appProject("./CLPlayer.xcodeproj/project.pbxproj", plistPath: "Resources/Info.plist")
        let other = ProjectFacts.appProject("./Showcase.xcodeproj/project.pbxproj", plistPath: "Showcase/Info.plist")
        let secondary = ProjectResolver.secondaryProjects(
            [pod, other], publishesLibrary: true, libraryManifests: ["./CLPlayer.podspec"])
        #expect(secondary.contains(pod.path))
        #expect(!secondary.contains(other.path))
        #expect(ProjectResolver.secondaryProjects([pod], publishesLibrary: false, libraryManifests: []).isEmpty)
        #expect(ProjectResolver.projectName("./CLPlayer.xcodeproj/project.pbxproj") == "CLPlayer")
    }
}
