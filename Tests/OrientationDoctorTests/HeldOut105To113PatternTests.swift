import Foundation
import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 105 to 113 showed (ALCameraViewController, KRVideoPlayer; GKPhotoBrowser's committed
/// pods; AstridVideoPlayer, CWStatusBarNotification; WLPlayer; Cruzcui/iPhone; SpyGame).
@Suite struct HeldOut105To113PatternTests {
    /// A view turned by the angle between two interface orientations (a counter-rotation of a camera's buttons)
    /// fakes a rotation whatever the number, in Swift and Objective-C; a map heading named `orientation` does not,
    /// nor does a C function that turns an image by its `UIImageOrientation orientation` parameter. Pi times 90
    /// degrees over 180 (`M_PI*(90)/180.0`) is a quarter turn.
    @Test func aTurnByTheAngleBetweenTwoOrientationsIsATransformRotation() throws {
        try PatternScan("TransformBetweenOrientations").expectOnlyTheMarkers()
    }

    /// A library committed under `Pods` or `Carthage/Checkouts` is summed up in one note at its first site, with
    /// every site and every call of the library's own helpers related, and none reported as the app's; a library
    /// without sites, CocoaPods' `Headers` and Carthage's `Build` make none, and `--diff` rewrites nothing of a
    /// library's.
    @Test func aCommittedLibraryIsSummedUpInOneNote() throws {
        let scan = PatternScan("CommittedDependencies")
        try scan.expectOnlyTheMarkers()
        let note = try #require(scan.findings.first { $0.code == DoctorCode.dependencyOrientationCode.rawValue })
        // The library's calls of its own helpers are listed, not counted: `enterLandscape()` in `playFullScreen()`,
        // and `controlsHeight()` in `layoutControls()`, a call of a function that only reads, listed with the read.
        #expect(note.related.map(\.code) == ["ORI-709", "ORI-710", "ORI-719", "ORI-734", "ORI-719", "ORI-734"])
        #expect(note.related.filter { $0.code == "ORI-734" }.map(\.line) == [14, 22])
        // Each call says what it reaches through the helper (a forced rotation and its retry; a read).
        #expect(note.related.filter { $0.code == "ORI-734" }.map(\.reaches) == [["ORI-709", "ORI-710"], ["ORI-719"]])
        #expect(note.related.filter { $0.code != "ORI-734" }.allSatisfy { $0.reaches == nil })
        // In JSON, only the library's helper calls carry `reaches`.
        let json = DoctorJSONFormatter().format(ProjectDoctor().examine([scan.folder.path]))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        let related = findings.flatMap { $0["related"] as? [[String: Any]] ?? [] }
        #expect(related.compactMap { $0["reaches"] as? [String] } == [["ORI-709", "ORI-710"], ["ORI-719"]])
        #expect(
            note.related.last?.today.hasPrefix("calls PlayerRotation.controlsHeight, which reads the device's") == true)
        #expect(note.related.allSatisfy { $0.function == "SwiftPlayer" && $0.file.hasSuffix("PlayerRotation.swift") })
        #expect(
            note.today.hasSuffix(
                "/Carthage/Checkouts/SwiftPlayer, a library committed with the app, holds 4 "
                    + "orientation sites (ORI-719 ×2, ORI-709 ×1, ORI-710 ×1); the first is here"))
        #expect(note.affectedFrom == 16)
        #expect(!note.message.contains("through SwiftPlayer"))
        let diff = ProjectDoctor(makesDiff: true).examine([scan.folder.path]).diff
        #expect(!diff.contains("Carthage") && !diff.contains("Pods"))
        // `--no-dependencies`: the app's findings alone.
        let unread = ProjectDoctor(readsDependencies: false).examine([scan.folder.path]).findings
        #expect(unread.map(\.code) == ["ORI-719"])
    }

    /// An Objective-C property named with a leading underscore is the lock its override returns, as an instance
    /// variable would be.
    @Test func anUnderscoredPropertyIsTheLockItsOverrideReturns() throws {
        try PatternScan("UnderscoredLockProperty").expectOnlyTheMarkers()
    }

    /// A write of a property whose observer holds a site (`AppDelegate.orientationLock = .landscape`, whose
    /// `didSet` requests a geometry update) is a helper call; a write of a property whose observer holds none,
    /// and a local of the same name, are not.
    @Test func aWriteOfAPropertyWhoseObserverHoldsASiteIsAHelperCall() throws {
        try PatternScan("ObserverHelper").expectOnlyTheMarkers()
    }

    /// The app delegate's orientation method declared by a view controller is never asked: no hook, and no note
    /// that only the app delegate answers.
    @Test func aViewControllersAppDelegateMethodIsNoHook() throws {
        try PatternScan("ViewControllerHook").expectOnlyTheMarkers()
    }
}
