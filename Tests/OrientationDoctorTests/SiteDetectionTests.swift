import Foundation
import Testing

@testable import OrientationDoctor

/// Every site the issue lists is found where it stands, in Swift and
/// Objective-C alike, and nothing else: not in comments, strings, `#if
/// false` / `#if 0` code, nor members that only share a name with UIKit's.
@Suite struct SiteDetectionTests {
    static let report = ProjectDoctor().examine([Fixtures.sites.path])

    private static func relative(_ finding: DoctorFinding) -> String {
        String(finding.file.dropFirst(Fixtures.sites.path.count + 1))
    }

    @Test func everyMarkedSiteIsFoundAndNothingElse() throws {
        let (expected, _) = try ExpectedFinding.markers(in: Fixtures.sites)
        let found = ExpectedFinding.found(Self.report.findings, under: Fixtures.sites.path)
        let missing = expected.subtracting(found).sorted { $0.description < $1.description }
        let unexpected = found.subtracting(expected).sorted { $0.description < $1.description }
        #expect(missing.isEmpty, "not found: \(missing)")
        #expect(unexpected.isEmpty, "found but not marked: \(unexpected)")
        let findingMarkers = expected.filter { $0.code != ExpectedFinding.caller }
        #expect(Self.report.findings.count == findingMarkers.count, "one finding per marker")
    }

    @Test func markedColumnsAreExact() throws {
        let (_, columns) = try ExpectedFinding.markers(in: Fixtures.sites)
        #expect(!columns.isEmpty)
        for (marker, column) in columns {
            let finding = Self.report.findings.first {
                Self.relative($0) == marker.file && $0.line == marker.line && $0.code == marker.code
            }
            #expect(finding?.column == column, "\(marker)")
        }
    }

    @Test func theFixturesCoverEverySiteCode() throws {
        let (expected, _) = try ExpectedFinding.markers(in: Fixtures.sites)
        let codes = Set(expected.map(\.code))
        let files = Set(expected.map(\.file))
        for file in [
            "SwiftSites.swift", "SwiftUISites.swift", "ObjCSites.m", "ObjCSites.h", "Info.plist",
            "Demo.xcodeproj/project.pbxproj", "WorkaroundSites.swift", "WorkaroundSites.m", "LockHelpers.swift",
        ] {
            #expect(files.contains(file), "\(file) has no marker (missing from the checkout?)")
        }
        let siteCodes = DoctorCode.allCases.filter { !$0.isInputProblem && $0 != .syntaxErrors && $0 != .generatedFile }
        for code in siteCodes {
            #expect(codes.contains(code.rawValue), "no fixture site for \(code.rawValue)")
        }
    }

    @Test(arguments: ["SwiftDecoys.swift", "ObjCDecoys.mm", "WorkaroundDecoys.swift", "Watch/Info.plist"])
    func decoysAreNeverReported(_ file: String) {
        #expect(Self.report.findings.filter { Self.relative($0) == file }.isEmpty)
    }

    @Test func swiftAndObjectiveCFindTheSameKindsOfSite() {
        func codes(_ suffixes: [String]) -> Set<String> {
            Set(Self.report.findings.filter { finding in suffixes.contains { finding.file.hasSuffix($0) } }.map(\.code))
        }
        let swift = codes([".swift"])
        let objectiveC = codes([".m", ".h"])
        let shared: Set<String> = [
            "ORI-701", "ORI-703", "ORI-704", "ORI-705", "ORI-706", "ORI-707", "ORI-709",
            "ORI-710", "ORI-711", "ORI-712", "ORI-713", "ORI-714", "ORI-715", "ORI-716",
            "ORI-717", "ORI-719", "ORI-720", "ORI-721", "ORI-722", "ORI-723", "ORI-725", "ORI-726", "ORI-728",
        ]
        #expect(shared.isSubset(of: swift))
        #expect(shared.isSubset(of: objectiveC))
    }

    @Test func everyDeviceOrientationSpellingIsAnError() {
        let writes = Self.report.findings.filter { $0.code == DoctorCode.deviceOrientationWrite.rawValue }
        #expect(writes.allSatisfy { $0.severity == .error && $0.affectedFrom == 16 })
        let spellings = writes.map(\.today)
        for spelling in ["forKey:", "forKeyPath:", "objc_msgSend", "from a string", "perform"] {
            #expect(spellings.contains { $0.contains(spelling) }, "\(spelling)")
        }
    }

    @Test func findingsSayWhatReplacesThem() {
        for finding in Self.report.findings where finding.doctorCode.map({ !$0.isInputProblem }) ?? false {
            #expect(!finding.today.isEmpty)
            #expect(!finding.breakage.isEmpty)
            #expect(finding.affectedFrom != nil)
        }
        let player = Self.report.findings.first { $0.today.hasPrefix("PlayerViewController overrides supported") }
        #expect(player?.replacement == "orientationPolicy = .landscape in viewDidLoad")
        let kvc = Self.report.findings.first { $0.code == "ORI-709" && $0.file.hasSuffix("SwiftSites.swift") }
        #expect(kvc?.replacement == "OrientationManager.shared.rotate(self, to: .landscapeRight)")
        let deviceLeft = Self.report.findings.first { $0.code == "ORI-709" && $0.today.contains("forKeyPath") }
        #expect(
            deviceLeft?.replacement.contains("to: .landscapeRight") == true,
            "device landscapeLeft is interface landscapeRight")
    }

    @Test func theSummaryOrdersTheMigration() {
        let summary = Self.report.summary
        let steps = summary.migrationOrder.map(\.title)
        #expect(steps.first?.hasPrefix("Adopt the scene life cycle") == true)
        #expect(
            steps.firstIndex { $0.hasPrefix("Let the library answer") }
                ?? 99 < steps.firstIndex { $0.hasPrefix("Replace per-screen overrides") } ?? 0)
        #expect(summary.byVersion.map(\.title) == ["iOS 8", "iOS 13", "iOS 16", "iOS 26", "iOS 27"])
        let total = summary.workarounds.reduce(0) { $0 + $1.count }
        #expect(total == Self.report.findings.count)
    }

    @Test func buildSettingsCompleteAnInfoPlistWithoutOrientations() throws {
        let folder = try Fixtures.scratchFolder()
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Launch</string>
            <key>UIApplicationSceneManifest</key><dict/></dict></plist>
            """.utf8
        ).write(to: folder.appendingPathComponent("Info.plist"))
        #expect(
            ProjectDoctor().examine([folder.path]).findings.map(\.code) == ["ORI-601", "ORI-601"],
            "no orientation for iPhone, none for iPad")
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(
            """
            buildSettings = {
                GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait";
                INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
            };
            """.utf8
        ).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(
            ProjectDoctor().examine([folder.path]).findings.map(\.code) == ["ORI-609", "ORI-733"],
            "the build settings declare the orientations the Info.plist leaves out (portrait only: the iPad check)")
    }
}
