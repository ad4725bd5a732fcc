import Foundation
import Testing

@testable import OrientationDoctor

/// What the doctor adds for issue 27: suggestions that read as sentences,
/// an app's own `OrientationManager`, targets that are not iOS applications,
/// every build configuration, and lock writers that `--diff` turns into policies.
@Suite struct WorkaroundTests {
    private static func project(_ files: [String: String]) throws -> URL {
        let folder = try Fixtures.scratchFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private static let hookAnsweringWithLibrary = """
        import UIKit
        import OrientationKit

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                OrientationManager.shared.supportedInterfaceOrientations(for: window)
            }
        }

        """

    @Test func everySuggestionReadsAsASentence() throws {
        let folder = try Self.project(["AppDelegate.swift": Self.hookAnsweringWithLibrary])
        let findings = SiteDetectionTests.report.findings + ProjectDoctor().examine([folder.path]).findings
        let codes = Set(findings.compactMap(\.doctorCode))
        #expect(codes.count >= DoctorCode.allCases.filter { !$0.isInputProblem }.count - 2)
        for finding in findings where !finding.replacement.isEmpty {
            let text = finding.replacement
            let first = text.split(separator: " ").first.map(String.init) ?? ""
            #expect(!["and", "or", "but", "then", "also"].contains(first), "\(finding.code): \(text)")
            #expect(text.first.map { !",;:".contains($0) } ?? false, "\(finding.code): \(text)")
            #expect(!text.contains("  ") && !text.contains(" ,") && !text.contains(";;"), "\(finding.code): \(text)")
            #expect(text.last.map { !",;:".contains($0) } ?? false, "\(finding.code): \(text)")
            #expect(!finding.message.contains("Replace with: and"), "\(finding.code): \(finding.message)")
        }
        let hook = ProjectDoctor().examine([folder.path]).findings.first { $0.code == "ORI-705" }
        #expect(hook?.today.hasSuffix("answers with the library") == true)
        #expect(hook?.replacement.hasPrefix("keep it") == true, "\(hook?.replacement ?? "")")
    }

    @Test func anAppsOwnOrientationManagerIsNotTheLibrarys() throws {
        let folder = try Self.project([
            "AppDelegate.swift": Self.hookAnsweringWithLibrary.replacingOccurrences(
                of: "import OrientationKit\n", with: ""),
            "OrientationManager.swift": """
            import UIKit

            final class OrientationManager {
                static let shared = OrientationManager()
                func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
            }

            """,
        ])
        let report = ProjectDoctor(makesDiff: true, diffRoot: folder.path).examine([folder.path])
        let hook = try #require(report.findings.first { $0.code == "ORI-705" })
        #expect(hook.today.contains("the app's own OrientationManager"))
        #expect(hook.isMechanical)
        #expect(hook.replacement.hasPrefix("OrientationKit.OrientationManager.shared.supportedInterfaceOrientations"))
        #expect(
            report.diff.contains(
                "+        OrientationKit.OrientationManager.shared.supportedInterfaceOrientations(for: window)"))
        for finding in report.findings {
            #expect(
                !finding.replacement.replacingOccurrences(of: "OrientationKit.OrientationManager", with: "")
                    .contains("OrientationManager."), "\(finding.replacement)")
        }
    }

    /// A project with an iOS app, a watch app and a widget extension, each with its own Info.plist.
    private static let multiPlatformProject = """
        // !$*UTF8*$!
        {
        	objects = {
        		T1 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "App" */;
        			productType = "com.apple.product-type.application";
        		};
        		T2 /* Watch */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L2;
        			productType = "com.apple.product-type.application";
        		};
        		T3 /* Widget */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L3 /* Build configuration list for PBXNativeTarget "Widget" */;
        			productType = "com.apple.product-type.app-extension";
        		};
        		L1 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C1 /* Debug */,
        				C2 /* Release */,
        				C3 /* Beta */,
        			);
        		};
        		L2 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C4 /* Debug */,
        			);
        		};
        		L3 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C5 /* Debug */,
        			);
        		};
        		C1 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = "App/Info.plist";
        				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        				INFOPLIST_KEY_UIRequiresFullScreen = YES;
        				INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
        			};
        			name = Debug;
        		};
        		C2 /* Release */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = "App/Info.plist";
        				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        				INFOPLIST_KEY_UIRequiresFullScreen = YES;
        				INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
        			};
        			name = Release;
        		};
        		C3 /* Beta */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = "App/Info.plist";
        				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        				INFOPLIST_KEY_UIRequiresFullScreen = YES;
        				INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
        			};
        			name = Beta;
        		};
        		C4 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = "Clock/Info.plist";
        				INFOPLIST_KEY_UIRequiresFullScreen = YES;
        				INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
        				SDKROOT = watchos;
        			};
        			name = Debug;
        		};
        		C5 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = "Widget/Info.plist";
        				INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
        			};
        			name = Debug;
        		};
        	};
        }

        """

    private static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UIApplicationSceneManifest</key><dict/>
        <key>UIRequiresFullScreen</key><true/></dict></plist>

        """

    @Test func otherPlatformsAndExtensionsAreLeftAlone() throws {
        let folder = try Self.project([
            "Demo.xcodeproj/project.pbxproj": Self.multiPlatformProject,
            "App/Info.plist": Self.plist, "Clock/Info.plist": Self.plist, "Widget/Info.plist": Self.plist,
            "MyApp WatchKit Extension/Info.plist": Self.plist,
            "Complication/Info.plist": Self.plist.replacingOccurrences(
                of: "<dict>", with: "<dict><key>NSExtension</key><dict/>"),
        ])
        let report = ProjectDoctor().examine([folder.path])
        let files = Set(report.findings.map { String($0.file.dropFirst(folder.path.count + 1)) })
        #expect(files == ["App/Info.plist", "Demo.xcodeproj/project.pbxproj"], "\(files)")
        let settings = report.findings.filter { $0.file.hasSuffix("project.pbxproj") }
        #expect(settings.filter { $0.code == "ORI-730" }.map(\.line) == [45, 56, 67], "Debug, Release and Beta")
        #expect(settings.filter { $0.code == "ORI-733" }.count == 3)
    }

    @Test func everyConfigurationIsRewritten() throws {
        let folder = try Self.project(["Demo.xcodeproj/project.pbxproj": Self.multiPlatformProject])
        let report = ProjectDoctor(makesDiff: true, diffRoot: folder.path).examine([folder.path])
        let removed = report.diff.split(separator: "\n").filter { $0.hasPrefix("-\t") }
        #expect(removed.count == 3, "\(report.diff)")
        #expect(removed.allSatisfy { $0.contains("INFOPLIST_KEY_UIRequiresFullScreen = YES;") })
        #expect(report.findings.filter { $0.code == "ORI-730" }.allSatisfy { $0.isMechanical })
    }

    @Test func aLockSetAsAScreenAppearsBecomesItsPolicy() throws {
        let folder = try Self.project([
            "AppDelegate.swift": """
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock: UIInterfaceOrientationMask = .portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }

            """,
            "MapViewController.swift": """
            import UIKit

            final class MapViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    AppDelegate.orientationLock = [.landscapeLeft, .landscapeRight]
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    AppDelegate.orientationLock = .portrait
                }

                @objc func toggle() {
                    AppDelegate.orientationLock = .all
                }
            }

            final class ChartViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    AppDelegate.orientationLock = .landscape
                }
            }

            """,
        ])
        let report = ProjectDoctor(makesDiff: true, diffRoot: folder.path).examine([folder.path])
        let writes = report.findings.filter { $0.code == "ORI-707" }
        #expect(writes.count == 4)
        #expect(writes.filter(\.isMechanical).map(\.line) == [22], "a button's write makes the intent unclear")
        #expect(report.diff.contains("+        orientationPolicy = .landscape\n"), "\(report.diff)")
        #expect(report.diff.contains("-        AppDelegate.orientationLock = .landscape\n"))
        #expect(!report.diff.contains("-        AppDelegate.orientationLock = .portrait"))
    }
}
