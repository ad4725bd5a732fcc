import Foundation
import Testing

@testable import OrientationDoctor

/// `--diff` on SwiftUI views that set the app delegate's lock as they appear: the lock writes (and the forced
/// rotations beside them) become `.interfaceOrientations(_:)` only when the intent is clear and nothing else will
/// read the lock once the hook answers with the library.
@Suite struct SwiftUILockDiffTests {
    private static let appDelegate = """
        import UIKit

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            static var orientationLock: UIInterfaceOrientationMask = .portrait
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                AppDelegate.orientationLock
            }
        }

        """

    private static func diff(_ view: String, also extra: [String: String] = [:]) throws -> DoctorReport {
        let folder = try Fixtures.scratchFolder()
        var files = ["AppDelegate.swift": appDelegate, "Screen.swift": view]
        files.merge(extra) { first, _ in first }
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return ProjectDoctor(makesDiff: true, diffRoot: folder.path).examine([folder.path])
    }

    @Test func aLockSetAsAViewAppearsBecomesItsOrientations() throws {
        let report = try Self.diff(
            """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Color.black
                        .onAppear(perform: {
                            AppDelegate.orientationLock = .landscape
                            UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
                        })
                        .onDisappear {
                            AppDelegate.orientationLock = .portrait
                        }
                }
            }

            """)
        #expect(report.diff.contains("+            .interfaceOrientations(.landscape)\n"), "\(report.diff)")
        #expect(report.diff.contains("-            .onDisappear {\n"), "the emptied restore goes")
        #expect(!report.diff.contains("+            .onDisappear"))
        #expect(report.diff.contains("+import OrientationKit\n"))
        let screen = report.findings.filter { $0.file.hasSuffix("Screen.swift") }
        #expect(screen.map(\.code).sorted() == ["ORI-708", "ORI-708", "ORI-709"])
        #expect(screen.allSatisfy { $0.isMechanical }, "the writes and the forced rotation are --diff's")
    }

    @Test func otherWorkInTheClosureStays() throws {
        let report = try Self.diff(
            """
            import SwiftUI

            struct Screen: View {
                @State var playing = false
                var body: some View {
                    Color.black.onAppear {
                        playing = true
                        AppDelegate.orientationLock = UIInterfaceOrientationMask.landscapeRight
                    }
                }
            }

            """)
        #expect(
            report.diff.contains(
                "-            AppDelegate.orientationLock = UIInterfaceOrientationMask.landscapeRight\n"))
        #expect(report.diff.contains("+        }.interfaceOrientations(.landscapeRight)\n"), "\(report.diff)")
        #expect(!report.diff.contains("-            playing = true"))
    }

    @Test func unclearIntentIsLeftToAPerson() throws {
        // A mask worked out at run time, a second write as the view appears, a lock a hosting controller also reads.
        let computed = try Self.diff(
            """
            import SwiftUI

            struct Screen: View {
                let wide: Bool
                var body: some View {
                    Color.black.onAppear { AppDelegate.orientationLock = wide ? .landscape : .portrait }
                }
            }

            """)
        let twice = try Self.diff(
            """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Color.black
                        .onAppear { AppDelegate.orientationLock = .landscape }
                        .onAppear { AppDelegate.orientationLock = .all }
                }
            }

            """)
        let readElsewhere = try Self.diff(
            """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Color.black.onAppear { AppDelegate.orientationLock = .landscape }
                }
            }

            final class Host: UIHostingController<Screen> {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { AppDelegate.orientationLock }
            }

            """)
        for report in [computed, twice, readElsewhere] {
            #expect(!report.diff.contains("Screen.swift"), "\(report.diff)")
            #expect(report.findings.filter { $0.code == "ORI-708" }.allSatisfy { !$0.isMechanical })
            #expect(report.findings.contains { $0.code == "ORI-708" })
        }
    }

    @Test func aLockAnOverrideReadsKeepsItsUIKitWriters() throws {
        // Once patched, the hook answers with the library, but the override still returns the lock: the write
        // in viewWillAppear still decides, so it stays.
        let report = try Self.diff(
            """
            import UIKit

            final class Screen: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    AppDelegate.orientationLock = .landscape
                }
            }

            final class Root: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { AppDelegate.orientationLock }
            }

            """)
        #expect(!report.diff.contains("orientationPolicy"), "\(report.diff)")
        #expect(report.findings.filter { $0.code == "ORI-707" }.allSatisfy { !$0.isMechanical })
    }
}
