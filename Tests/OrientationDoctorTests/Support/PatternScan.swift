import Foundation
import Testing

@testable import OrientationDoctor

/// One pattern's fixture (`Fixtures/HeldOutPatterns/<pattern>`) examined by the doctor:
/// its findings, and the `expect:` markers they are checked against.
struct PatternScan {
    let folder: URL
    let findings: [DoctorFinding]

    init(_ pattern: String) {
        folder = Fixtures.heldOutPatterns.appendingPathComponent(pattern)
        findings = ProjectDoctor().examine([folder.path]).findings
    }

    /// Every finding as `file:line code`, and every caller as `file:line caller`, relative to the pattern's folder.
    var found: Set<ExpectedFinding> { ExpectedFinding.found(findings, under: folder.path) }

    /// The codes found on the first line of a file that holds `text`.
    func at(_ file: String, _ text: String) -> [String] {
        let url = folder.appendingPathComponent(file)
        let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else { return ["no such line"] }
        return findings.filter { $0.file.hasSuffix("/" + file) && $0.line == index + 1 }.map(\.code)
    }

    func expectOnlyTheMarkers() throws {
        let (expected, _) = try ExpectedFinding.markers(in: folder)
        let missing = expected.subtracting(found).sorted { $0.description < $1.description }
        let unexpected = found.subtracting(expected).sorted { $0.description < $1.description }
        #expect(missing.isEmpty, "not found: \(missing)")
        #expect(unexpected.isEmpty, "found but not marked: \(unexpected)")
    }
}
