import Foundation
import Testing

@testable import OrientationDoctor

/// An app's own lock manager: the hook reads a computed answer; the stored
/// masks and flags behind it are the lock, every assignment to them and
/// every call of the manager's methods that assign them are its writers.
@Suite struct LockManagerTests {
    static let report = ProjectDoctor().examine([Fixtures.lockManagerApp.path])

    private static func relative(_ finding: DoctorFinding) -> String {
        String(finding.file.dropFirst(Fixtures.lockManagerApp.path.count + 1))
    }

    @Test func theStateBehindTheAnswerIsTheLockAndEveryWriterIsFound() throws {
        let (expected, _) = try ExpectedFinding.markers(in: Fixtures.lockManagerApp)
        let found = Set(
            Self.report.findings.map { ExpectedFinding(file: Self.relative($0), line: $0.line, code: $0.code) })
        #expect(expected.subtracting(found).isEmpty, "not found: \(expected.subtracting(found))")
        #expect(found.subtracting(expected).isEmpty, "found but not marked: \(found.subtracting(expected))")
        #expect(Self.report.findings.count == expected.count, "one finding per marker")
    }

    @Test func theComputedAnswerAndTheDecoysAreNotReported() {
        #expect(!Self.report.findings.contains { $0.today.hasPrefix("supportedOrientations") })
        #expect(Self.report.findings.filter { Self.relative($0) == "LockManagerDecoys.swift" }.isEmpty)
    }
}
