import Foundation
import Testing

@testable import OrientationDoctor

/// A Swift file is parsed when its words hold a site or when the facts of the
/// files parsed so far look up a name it declares or uses; the findings are
/// those of a run that parses every file.
struct ParseSelectionTests {
    /// A lock whose declaration, writer and caller hold no site word, a container whose
    /// UIKit superclass is declared in a file without one, and a file that only talks about
    /// orientation in comments and strings.
    static let project: [String: String] = [
        "AppDelegate.swift": """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
            ) -> UIInterfaceOrientationMask {
                Settings.allowsTurning ? .all : .portrait
            }
        }
        """,
        "Settings.swift": """
        enum Settings {
            static var allowsTurning = false
        }
        """,
        "Player.swift": """
        import UIKit
        final class Player {
            func lockPlayer() { Settings.allowsTurning = true }
        }
        """,
        "PlayButton.swift": """
        import UIKit
        final class PlayButton: UIButton {
            let player = Player()
            @objc func tapped() { player.lockPlayer() }
        }
        """,
        "AppNavigation.swift": """
        import UIKit
        class AppNavigation: UINavigationController {}
        """,
        "RootNavigation.swift": """
        import UIKit
        final class RootNavigation: AppNavigation {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                topViewController?.supportedInterfaceOrientations ?? .all
            }
        }
        """,
        "Model.swift": """
        // UIDevice.current.setValue(3, forKey: "orientation") was here.
        struct Model {
            let note = "supportedInterfaceOrientations shouldAutorotate"
            var items: [String] = []
        }
        """,
    ]

    static func write() throws -> URL {
        let folder = try Fixtures.scratchFolder()
        for (name, text) in project {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func filesReachedOnlyThroughOtherFilesFactsAreParsed() throws {
        let folder = try Self.write()
        let files = ProjectScanner.scan([folder.path]).files
        let analysed = ProjectDoctor().analyseAll(files)
        let unparsed = Set(
            zip(files, analysed).filter { $0.1.words != nil }.map { URL(fileURLWithPath: $0.0.path).lastPathComponent })
        #expect(unparsed == ["Model.swift"])

        let findings = ProjectDoctor().examine([folder.path]).findings
        func codes(_ file: String) -> [String] { findings.filter { $0.file.hasSuffix("/" + file) }.map(\.code) }
        #expect(codes("Settings.swift") == ["ORI-706"])
        #expect(codes("Player.swift") == ["ORI-707"])
        #expect(codes("PlayButton.swift") == ["ORI-707"])
        #expect(codes("RootNavigation.swift") == ["ORI-704"], "a container: its superclass's file was read")
        #expect(codes("Model.swift").isEmpty)
    }

    @Test func theFindingsAreThoseOfParsingEveryFile() throws {
        var folders = [try Self.write(), Fixtures.sites, Fixtures.lockManagerApp, Fixtures.migrationApp]
        folders += try FileManager.default.contentsOfDirectory(
            at: Fixtures.heldOutPatterns, includingPropertiesForKeys: nil)
        for folder in folders {
            let selective = ProjectDoctor(makesDiff: true, diffRoot: folder.path).examine([folder.path])
            let everyFile = ProjectDoctor(makesDiff: true, diffRoot: folder.path, parsesEveryFile: true)
                .examine([folder.path])
            #expect(selective.findings == everyFile.findings, "\(folder.lastPathComponent)")
            #expect(selective.diff == everyFile.diff, "\(folder.lastPathComponent)")
        }
    }
}
