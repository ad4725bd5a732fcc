import Foundation
import OrientationCore
import Testing

/// One source of truth for the version (issue 20): `OrientationPackage.version`
/// is the top release of CHANGELOG.md, what `orientation --version` prints and
/// what every JSON report carries.
@Suite struct VersionSourceTests {
    static let changelog = CommandRunner.packageRoot.appendingPathComponent("CHANGELOG.md")

    /// The version of the first `## [x.y.z]` heading, skipping `[Unreleased]`.
    static func topRelease(in text: String) -> String? {
        for line in text.components(separatedBy: "\n") where line.hasPrefix("## [") {
            let name = line.dropFirst(4).prefix { $0 != "]" }
            if name != "Unreleased" { return String(name) }
        }
        return nil
    }

    @Test func theTopReleaseOfTheChangelogIsThePackageVersion() throws {
        let text = try String(contentsOf: Self.changelog, encoding: .utf8)
        #expect(Self.topRelease(in: text) == OrientationPackage.version)
        #expect(text.contains("## [Unreleased]"), "CHANGELOG.md keeps an [Unreleased] section for the next entries")
        #expect(text.contains("\n[\(OrientationPackage.version)]: "), "the release needs its link reference")
    }

    @Test func theVersionIsSemantic() {
        let parts = OrientationPackage.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test func theCommandAndItsJSONReportsSayTheSame() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == OrientationPackage.version)
        let simulate = try CommandRunner.run(["simulate", "--format", "json"])
        let lint = try CommandRunner.run([
            "lint", "--format", "json", "--idiom", "phone",
            try CommandRunner.temporaryFile("Info.plist", Self.plist),
        ])
        for output in [simulate, lint] {
            let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            #expect(object?["version"] as? String == OrientationPackage.version, "\(output.stdout)")
        }
    }

    @Test func theTopReleaseFinderSkipsUnreleased() {
        #expect(Self.topRelease(in: "# C\n\n## [Unreleased]\n\n## [1.2.3] - 2027-01-01\n## [1.2.2]\n") == "1.2.3")
        #expect(Self.topRelease(in: "# C\n## [Unreleased]\n") == nil)
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        </dict></plist>
        """
}
