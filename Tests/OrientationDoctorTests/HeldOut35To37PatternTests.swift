import Foundation
import Testing

@testable import OrientationDoctor

/// Patterns from held-out sets 35 (Provenance), 36 (KSPlayer, WMPlayer), 37 (MWPhotoBrowser) and 38 (ImagePicker) that
/// the doctor read wrong, each reduced to a fixture or to the facts the resolver reads.
@Suite struct HeldOut35To37PatternTests {
    /// An Info.plist finding at line 36 of `path`.
    private func plist(_ path: String) -> FileFacts {
        var plist = FileFacts(path: path)
        plist.findings = [
            DoctorFinding(.supportedOrientationsPreference, file: path, line: 36, column: 1, today: "", replacement: "")
        ]
        return plist
    }

    /// A project file whose one target is an iOS app built from `plistPath`, with a build-setting finding.
    private func appProject(_ path: String, plistPath: String) -> FileFacts {
        ProjectFacts.appProject(path, plistPath: plistPath)
    }

    /// In a library's repository (a podspec or a library package manifest at its root), the example
    /// app is the library's demo, not an app of the project's, even when it is the only app (KSPlayer,
    /// WMPlayer, MWPhotoBrowser); without the manifest it still stands for the app. A manifest deeper
    /// than the root (a vendored package's) says nothing about the repository.
    @Test func aLibrarysOnlyExampleAppIsNotTheApp() {
        let demo = appProject("/src/Kit/Example/Kit.xcodeproj/project.pbxproj", plistPath: "Kit/Info.plist")
        let demoPlist = plist("/src/Kit/Example/Kit/Info.plist")
        let library = ProjectResolver.withoutOtherPlatforms(
            [demo, demoPlist], libraryManifests: ["/src/Kit/Kit.podspec"])
        #expect(library.allSatisfy { $0.findings.isEmpty })
        #expect(library[0].appSettings.isEmpty)
        let app = ProjectResolver.withoutOtherPlatforms([demo, demoPlist])
        #expect(app.map(\.findings.count) == [1, 1])
        let vendored = ProjectResolver.withoutOtherPlatforms(
            [demo, demoPlist], libraryManifests: ["/src/Kit/Vendor/Other/Other.podspec"])
        #expect(vendored.map(\.findings.count) == [1, 1])
        // A project file the doctor cannot read for targets (an XML property list): the example
        // folder's plist alone tells it.
        let unnamed = ProjectResolver.withoutOtherPlatforms(
            [plist("/src/Kit/Example/Kit/Kit-Info.plist"), FileFacts(path: "/src/Kit/Pod/Classes/Kit.m")],
            libraryManifests: ["/src/Kit/Kit.podspec"])
        #expect(unnamed[0].findings.isEmpty)
    }

    /// The scanner takes a podspec, and a package manifest only when it declares a library product built from
    /// sources.
    @Test func theScannerFindsLibraryManifests() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Package.swift").path
        try
            "let p = Package(products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\")])"
            .write(toFile: library, atomically: true, encoding: .utf8)
        #expect(ProjectScanner.isLibraryManifest(name: "Package.swift", path: library))
        // A library of prebuilt binaries only publishes none of the repository's code (held-out set 213).
        try
            "let p = Package(products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.binaryTarget(name: \"Kit\", path: \"Kit.xcframework\")])"
            .write(toFile: library, atomically: true, encoding: .utf8)
        #expect(!ProjectScanner.isLibraryManifest(name: "Package.swift", path: library))
        try "let p = Package(products: [.executable(name: \"tool\", targets: [\"tool\"])])".write(
            toFile: library, atomically: true, encoding: .utf8)
        #expect(!ProjectScanner.isLibraryManifest(name: "Package.swift", path: library))
        #expect(ProjectScanner.isLibraryManifest(name: "Kit.podspec", path: "/nowhere/Kit.podspec"))
        #expect(ProjectScanner.isLibraryManifest(name: "Kit.podspec.json", path: "/nowhere/Kit.podspec.json"))
        #expect(!ProjectScanner.isLibraryManifest(name: "Podfile", path: "/nowhere/Podfile"))
        try "Pod::Spec.new".write(
            toFile: folder.appendingPathComponent("Kit.podspec").path, atomically: true, encoding: .utf8)
        #expect(ProjectScanner.scan([folder.path]).libraryManifests.count == 1)
    }

    /// Beside a project whose app is the repository's own, an app project in a deeper folder is a
    /// developer tool, a test harness or a vendored engine's runner (Provenance's `UITesting`,
    /// `iCloudBrowser`, `EmuSkinsApp`): its build settings and the plists only it names are left out.
    /// Projects at the same depth are all the project's.
    @Test func anAppProjectDeeperThanTheAppsIsNotTheApp() {
        let main = appProject("/src/P/P.xcodeproj/project.pbxproj", plistPath: "P/Info.plist")
        let tool = appProject("/src/P/Tools/Browser/Browser.xcodeproj/project.pbxproj", plistPath: "Browser/Info.plist")
        let files = [main, tool, plist("/src/P/P/Info.plist"), plist("/src/P/Tools/Browser/Browser/Info.plist")]
        #expect(ProjectResolver.withoutOtherPlatforms(files).map(\.findings.count) == [1, 0, 1, 0])
        let sibling = appProject("/src/P/Q.xcodeproj/project.pbxproj", plistPath: "Q/Info.plist")
        #expect(ProjectResolver.withoutOtherPlatforms([main, sibling]).map(\.findings.count) == [1, 1])
        // Alone, the deeper project is the app (and the plist no project names any more is left out).
        #expect(ProjectResolver.withoutOtherPlatforms(Array(files.dropFirst())).map(\.findings.count) == [1, 0, 1])
    }

    /// A plist CMake wrote into its build folder (`CMakeFiles/Play.dir/Info.plist`) is no app's.
    @Test func aPlistCMakeWroteIsNotTheApps() {
        #expect(ProjectResolver.isBuildProduct("Cores/Play/cmake/Source/ui_ios/CMakeFiles/Play.dir/Info.plist"))
        #expect(!ProjectResolver.isBuildProduct("CMakeFiles.plist"))
        let kept = ProjectResolver.withoutOtherPlatforms([plist("/src/P/build/CMakeFiles/Play.dir/Info.plist")])
        #expect(kept[0].findings.isEmpty)
    }
}

extension HeldOut35To37PatternTests {
    /// `setNeedsUpdateOfSupportedInterfaceOrientations` and `requestGeometryUpdateWithPreferences:errorHandler:`
    /// sent through selectors built from strings are sites (WMPlayer's demo), the request once, at its
    /// selector; and a helper that returns a quarter-turn transform per orientation is a site per turn.
    @Test func rotationsSentThroughSelectorStringsAreSites() throws {
        let scan = PatternScan("SelectorRotation")
        try scan.expectOnlyTheMarkers()
        let lookups = scan.findings.filter { $0.today.contains("NSClassFromString") }
        #expect(lookups.count == 1, "\(lookups.map(\.line))")
    }
}

extension HeldOut35To37PatternTests {
    /// A flag of an object the screen holds in a property, which the screen's override returns on
    /// (`if (self.wmPlayer.isLockScreen) return NO;`), is the lock: each declaration, and its writes.
    /// A flag read beside it whose name says nothing of a lock (`isMuted`) is not.
    @Test func aHeldPlayersLockFlagIsTheLock() throws {
        let scan = PatternScan("HeldPlayerLock")
        try scan.expectOnlyTheMarkers()
        #expect(ProjectResolver.declaredTypeName("WMPlayer *") == "WMPlayer")
        #expect(ProjectResolver.declaredTypeName("__weak Player * _Nullable") == "Player")
        #expect(ProjectResolver.declaredTypeName("Player?") == "Player")
        #expect(ProjectResolver.declaredTypeName("(Int, Int)") == nil)
    }
}

extension HeldOut35To37PatternTests {
    /// A function that reads the device's orientation into a local and tests the local is one site,
    /// at the read; a test of a device orientation the function was handed is its own site.
    @Test func aLocalCopyOfTheDeviceOrientationIsOneSite() throws {
        try PatternScan("DeviceReadOnce").expectOnlyTheMarkers()
    }
}

extension HeldOut35To37PatternTests {
    /// A field of a C settings struct that a screen's mask override returns, and that the app sets to
    /// masks through the struct, is the lock: its writes are the lock's writes; a local copy of the field
    /// is not (Provenance's RetroArch core).
    @Test func aSettingsStructFieldTheMaskReturnsIsTheLock() throws {
        try PatternScan("StructFieldLock").expectOnlyTheMarkers()
    }
}

extension HeldOut35To37PatternTests {
    /// A Swift helper that returns a rotation per device orientation (set 38's ImagePicker) is a site
    /// at each arm, as Objective-C's; a picture's own upright turn is not.
    @Test func aReturnedRotationPerOrientationIsASitePerArm() throws {
        try PatternScan("ReturnedTransform").expectOnlyTheMarkers()
    }
}
