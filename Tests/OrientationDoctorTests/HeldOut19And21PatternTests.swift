import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 19 (Mammoth, Ello), 21 (edX) and the development set's DOOM
/// that the doctor read wrong, each reduced to a fixture.
@Suite struct HeldOut19And21PatternTests {
    /// The hook asks the top screen through the app's own protocol (Mammoth's
    /// `RotatingViewController.customSupportedRotations()`): the requirement and each view
    /// controller's method are that screen's override under another name. The hook's own
    /// helper and a manager's getter it calls are not screens.
    @Test func aScreenAnswerTheHookAsksForIsAnOverride() throws {
        try PatternScan("HookAskedScreenAnswer").expectOnlyTheMarkers()
    }

    /// `UIInterfaceOrientation`, the launch orientation key (DOOM, Ello): a note that says
    /// whether the system ignores it (the plist lists the supported orientations) or not.
    @Test func theLaunchOrientationKeyIsANote() throws {
        let scan = PatternScan("LaunchOrientationKey")
        let key = "<key>UIInterfaceOrientation</key>"
        #expect(scan.at("Info.plist", key) == ["ORI-729"])
        let finding = try #require(scan.findings.first { $0.code == "ORI-729" })
        #expect(finding.severity == .note)
        #expect(finding.today == "UIInterfaceOrientation asks to launch in LandscapeRight")
        let sites = ProjectDoctor().examine([Fixtures.sites.path]).findings
        let listed = sites.first { $0.code == "ORI-729" }
        #expect(listed?.today.hasSuffix("the plist lists UISupportedInterfaceOrientations") == true)
    }

    /// A library's example app kept in a folder or project whose name ends in the word
    /// (Mammoth's `FloatLabelExample/FloatLabelExample.xcodeproj`, edX's
    /// `Libraries/SwiftyJSON/Example.xcodeproj`, SWRevealViewController's numbered
    /// `RevealControllerExample2/`) is no app of the project's.
    @Test func aProjectNamedForAnExampleIsNotTheApp() {
        let examples = [
            "Views/FloatLabel/FloatLabelExample/FloatLabelExample.xcodeproj/project.pbxproj",
            "Libs/Kit/Kit-Demo.xcodeproj/project.pbxproj", "Libs/kit_samples/App.xcodeproj/project.pbxproj",
            "Libs/Swipe/Example/Mail.xcodeproj/project.pbxproj",
            "Libraries/SwiftyJSON/Example.xcodeproj/project.pbxproj",
            "RevealControllerExample2/RevealControllerProject2.xcodeproj/project.pbxproj",
        ]
        for path in examples { #expect(ProjectResolver.isExampleProject(path), "\(path)") }
        let apps = [
            "Example.xcodeproj/project.pbxproj", "App/App.xcodeproj/project.pbxproj",
            "Counterexample/App.xcodeproj/project.pbxproj", "Resample/Resample.xcodeproj/project.pbxproj",
            "Demo2.xcodeproj/project.pbxproj", "App2/App2.xcodeproj/project.pbxproj",
        ]
        for path in apps { #expect(!ProjectResolver.isExampleProject(path), "\(path)") }

        var app = FileFacts(path: "App.xcodeproj/project.pbxproj")
        app.plistTargets = [PlistTarget(path: "App/Info.plist", isIOSApp: true)]
        var example = FileFacts(path: "Views/FloatLabelExample/FloatLabelExample.xcodeproj/project.pbxproj")
        example.plistTargets = [PlistTarget(path: "FloatLabelExample/Info.plist", isIOSApp: true)]
        var plist = FileFacts(path: "Views/FloatLabelExample/FloatLabelExample/Info.plist")
        plist.findings = [
            DoctorFinding(
                .supportedOrientationsPreference, file: plist.path, line: 4, column: 1, today: "", replacement: "")
        ]
        #expect(ProjectResolver.withoutOtherPlatforms([app, example, plist])[2].findings.isEmpty)
        #expect(ProjectResolver.withoutOtherPlatforms([example, plist])[1].findings.count == 1)
    }

    /// An app's `interfaceOrientation` on a type that has none of its own (edX's `extension
    /// UIApplication`) is a wrapper its callers use through `UIApplication.shared`; the same name
    /// on a controller-like app type is not taken for it. A quarter turn kept in a variable and
    /// converted where it is applied (`CGAffineTransform(rotationAngle: CGFloat(angle))`, edX's
    /// player) is a fake rotation.
    @Test func theApplicationsOwnInterfaceOrientationIsAWrapper() throws {
        try PatternScan("ApplicationOrientationWrapper").expectOnlyTheMarkers()
        #expect(SwiftFactCollector.lacksUIKitProperty("interfaceOrientation", owner: "UIApplication"))
        #expect(!SwiftFactCollector.lacksUIKitProperty("statusBarOrientation", owner: "UIApplication"))
        #expect(!SwiftFactCollector.lacksUIKitProperty("interfaceOrientation", owner: "UIWindowScene"))
        #expect(!SwiftFactCollector.lacksUIKitProperty("interfaceOrientation", owner: nil))
    }

    /// A wrapper whose name UIKit also has is reached through a receiver one of whose names is
    /// its type (set 24, TwoFAS): `windowScene?.interfaceOrientation.isLandscape` merely contains
    /// `Orientation` and reaches no `Orientation.isLandscape`.
    @Test func aReceiverNamesATypeByAWholeName() {
        #expect(ProjectResolver.receiver("UIApplication", names: "UIApplication"))
        #expect(ProjectResolver.receiver("self.orientationMonitor", names: "OrientationMonitor"))
        #expect(ProjectResolver.receiver("monitor", names: "OrientationMonitor"))
        #expect(!ProjectResolver.receiver("keyWindow?.windowScene?.interfaceOrientation", names: "Orientation"))
        #expect(!ProjectResolver.receiver("scene", names: "Orientation"))
        let scan = PatternScan("ApplicationOrientationWrapper")
        let line = "scene?.interfaceOrientation.isLandscape"
        #expect(scan.at("UIApplication+Orientation.swift", line) == ["ORI-715"])
        #expect(scan.at("UIApplication+Orientation.swift", "shared.keyWindow?.windowScene") == ["ORI-715"])
    }
}
