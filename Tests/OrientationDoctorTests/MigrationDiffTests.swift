import Foundation
import Testing

@testable import OrientationDoctor

/// `--diff` on the fixture app: the patch applies with `git apply`, makes
/// exactly the mechanical migrations, and leaves every site that needs a
/// person as it was. (`.ci/run` type-checks the patched app against the
/// prepared iOS SDKs.)
@Suite struct MigrationDiffTests {
    /// The fixture app in a fresh git repository, and the doctor's diff of it.
    static func patchedApp() throws -> (folder: URL, diff: DoctorCommand.Output) {
        let folder = try Fixtures.copy(Fixtures.migrationApp)
        #expect(try DoctorCommand.git(["init", "-q"], in: folder).status == 0)
        #expect(try DoctorCommand.git(["add", "-A"], in: folder).status == 0)
        #expect(try DoctorCommand.git(["commit", "-qm", "fixture"], in: folder).status == 0)
        let diff = try DoctorCommand.run(["doctor", "--diff", "."], in: folder)
        try Data(diff.stdout.utf8).write(to: folder.appendingPathComponent("../migrate.patch"))
        let apply = try DoctorCommand.git(["apply", "--whitespace=error-all", "../migrate.patch"], in: folder)
        #expect(apply.status == 0, "git apply: \(apply.stderr)")
        return (folder, diff)
    }

    private static func read(_ folder: URL, _ file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func theDiffAppliesAndMakesTheMechanicalMigrations() throws {
        let (folder, diff) = try Self.patchedApp()
        #expect(diff.stdout.hasPrefix("--- a/AppDelegate.swift\n+++ b/AppDelegate.swift\n"))
        let appDelegate = try Self.read(folder, "AppDelegate.swift")
        #expect(
            appDelegate.contains(
                """
                                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        OrientationManager.shared.supportedInterfaceOrientations(for: window)
                    }
                """))
        #expect(appDelegate.contains("import UIKit\nimport OrientationKit\n"))
        let navigation = try Self.read(folder, "MainNavigationController.swift")
        #expect(!navigation.contains("supportedInterfaceOrientations") && !navigation.contains("shouldAutorotate"))
        #expect(navigation.contains("override var childForStatusBarStyle"), "other members stay")
        #expect(!navigation.contains("import OrientationKit"), "no import where the library is not used")
        #expect(!(try Self.read(folder, "MainTabBarController.swift")).contains("supportedInterfaceOrientations"))
        let home = try Self.read(folder, "HomeViewController.swift")
        #expect(
            home.contains(
                """
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        orientationPolicy = .portrait
                    }
                """))
        #expect(!home.contains("shouldAutorotate"))
        let player = try Self.read(folder, "PlayerViewController.swift")
        #expect(
            player.contains(
                """
                        super.viewDidLoad()
                        orientationPolicy = OrientationPolicy(supported: [.landscapeLeft, .landscapeRight], preferred: .landscapeRight)
                        view.backgroundColor = .black
                """))
        #expect(
            player.contains(
                """
                    @objc func rotateTapped() {
                        OrientationManager.shared.rotate(self, to: .landscapeLeft)
                    }
                """), "the reset write and attemptRotation go with the rotation")
        #expect(player.contains("OrientationManager.shared.rotate(self, to: .portrait)"), "device portrait")
        #expect(!player.contains("forKey"))
        let video = try Self.read(folder, "VideoScreen.swift")
        #expect(
            video.contains(
                """
                                .onAppear {
                                    isPlaying = true
                                }
                                .interfaceOrientations(.landscape)
                        }
                """), "the SwiftUI lock, its forced rotation and its restore become the view's orientations")
        #expect(
            video.contains(
                """
                        Image(systemName: "photo")
                            .interfaceOrientations([.landscapeLeft, .landscapeRight])
                            .padding()
                """))
        #expect(!video.contains("orientationLock") && !video.contains("attemptRotation") && !video.contains("forKey"))
        #expect(video.contains("import UIKit\nimport OrientationKit\n"))
    }

    @Test func sitesThatNeedAPersonAreListedNotRewritten() throws {
        let (folder, diff) = try Self.patchedApp()
        let settings = try Self.read(folder, "SettingsViewController.swift")
        #expect(settings == (try Self.read(Fixtures.migrationApp, "SettingsViewController.swift")))
        #expect(
            try Self.read(folder, "SceneDelegate.swift")
                == (try Self.read(Fixtures.migrationApp, "SceneDelegate.swift")))
        for site in [
            "SettingsViewController.swift:7:18", "SceneDelegate.swift:3:13", "PlayerViewController.swift:18:9",
            "PlayerViewController.swift:34:13", "AppDelegate.swift:6:16",
        ] {
            #expect(diff.stderr.contains("./\(site): "), "\(site) listed")
        }
        #expect(
            try Self.read(folder, "PlayerViewController.swift").contains("AppDelegate.orientationLock = .landscape"))
    }

    @Test func nothingMechanicalIsLeftAfterThePatch() throws {
        let (folder, _) = try Self.patchedApp()
        let before = ProjectDoctor().examine([Fixtures.migrationApp.path])
        let after = ProjectDoctor().examine([folder.path])
        #expect(before.findings.contains { $0.isMechanical })
        #expect(!after.findings.contains { $0.isMechanical })
        #expect(
            after.findings.map(\.code).sorted() == ["ORI-701", "ORI-705", "ORI-706", "ORI-712", "ORI-713", "ORI-732"],
            """
            the lock is no longer read by the hook, so it and its writer are no longer locks; the settings \
            screen's own lock (allowsLandscape, behind its computed override) stays
            """)
        #expect(
            try DoctorCommand.run(["doctor", "--diff", "."], in: folder).stdout.isEmpty, "a second --diff is empty")
    }

    @Test func aLoneShouldAutorotateOverrideIsNotRewritten() throws {
        let source =
            "import UIKit\n\nfinal class A: UIViewController {\n\toverride var shouldAutorotate: Bool { true }\n}\n"
        let report = ProjectDoctor(makesDiff: true).examine([try Self.write(source, "A.swift").path])
        #expect(report.findings.map(\.code) == ["ORI-702"])
        #expect(report.diff.isEmpty, "deleting it alone is a person's call")
    }

    private static func write(_ source: String, _ name: String) throws -> URL {
        let url = try Fixtures.scratchFolder().appendingPathComponent(name)
        try Data(source.utf8).write(to: url)
        return url
    }
}
