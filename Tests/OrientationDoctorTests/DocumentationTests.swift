import Foundation
import Testing

@testable import OrientationDoctor

/// Every finding links to a page that exists and explains its code.
@Suite struct DocumentationTests {
    private static func read(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: DoctorCode.allCases)
    func everyCodeHasItsPage(_ code: DoctorCode) throws {
        let page = try Self.read(code.documentationPath)
        #expect(page.hasPrefix("# \(code.rawValue): "))
        #expect(page.contains("Severity: **\(code.severity.rawValue)**"))
        if let version = code.affectedFrom { #expect(page.contains("Affected from: **iOS \(version)**")) }
        #expect(try Self.read("docs/Doctor.md").contains("(doctor/\(code.rawValue).md)"))
    }

    @Test func lintFindingsLinkToTheLintPage() throws {
        #expect(try Self.read(LintFindings.documentation).contains("ORI-607"))
        let finding = SiteDetectionTests.report.findings.first { $0.code == "ORI-602" }
        #expect(finding?.documentation == LintFindings.documentation)
    }

    @Test func theCatalogListsEveryPublicType() throws {
        let catalog = try Self.read("Sources/OrientationDoctor/OrientationDoctor.docc/OrientationDoctor.md")
        for type in [
            "ProjectDoctor", "DoctorReport", "ProjectSummary", "DoctorFinding", "DoctorCode", "DoctorSeverity",
            "DoctorTextFormatter", "DoctorJSONFormatter", "DoctorSARIFFormatter",
        ] {
            #expect(catalog.contains("- ``\(type)``"), "\(type)")
        }
    }
}
