import Foundation

@testable import OrientationDoctor

/// The fixture folders and a scratch area for files made by a test.
enum Fixtures {
    /// `Tests/OrientationDoctorTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The package root.
    static let packageRoot = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Every site, marked with the codes expected on its line.
    static let sites = root.appendingPathComponent("Sites")
    /// An app whose hook answers from its own lock manager (a computed answer over stored state).
    static let lockManagerApp = root.appendingPathComponent("LockManagerApp")
    /// The app `--diff` migrates.
    static let migrationApp = root.appendingPathComponent("MigrationApp")
    /// One folder per pattern the first held-out apps showed (issue 27), marked like ``sites``.
    static let heldOutPatterns = root.appendingPathComponent("HeldOutPatterns")

    /// A new empty folder under the package's git-ignored build folder.
    static func scratchFolder() throws -> URL {
        let url = packageRoot.appendingPathComponent(".build/doctor-test-files/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies a fixture folder into a new scratch folder and returns the copy.
    static func copy(_ folder: URL) throws -> URL {
        let destination = try scratchFolder().appendingPathComponent(folder.lastPathComponent)
        try FileManager.default.copyItem(at: folder, to: destination)
        return destination
    }
}

/// One `expect: ORI-709` (or `ORI-709@12`, with the column) marker, or `expect: caller` for a line that calls
/// the app's function holding a read (listed with the read, not a finding).
struct ExpectedFinding: Hashable, CustomStringConvertible {
    /// The code of a `caller` marker.
    static let caller = "caller"

    /// The file's path relative to the fixture folder.
    var file: String
    var line: Int
    var code: String

    var description: String { "\(file):\(line) \(code)" }

    /// Every marker under a folder, and the columns some of them give.
    static func markers(in folder: URL) throws -> (Set<ExpectedFinding>, [ExpectedFinding: Int]) {
        var expected: Set<ExpectedFinding> = []
        var columns: [ExpectedFinding: Int] = [:]
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files {
            let url = folder.appendingPathComponent(file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "expect: ") else { continue }
                let words = line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "*" })
                // `caller`: a call listed among a site's callers (a function that only reads), not a finding.
                for word in words where word == "caller" {
                    expected.insert(ExpectedFinding(file: file, line: offset + 1, code: ExpectedFinding.caller))
                }
                for word in words where word.hasPrefix("ORI-") {
                    let parts = word.split(separator: "@")
                    let marker = ExpectedFinding(file: file, line: offset + 1, code: String(parts[0].prefix(7)))
                    expected.insert(marker)
                    if parts.count == 2, let column = Int(parts[1]) { columns[marker] = column }
                }
            }
        }
        return (expected, columns)
    }
}

extension ExpectedFinding {
    /// Every finding of a report, and every caller its findings list, relative to a folder.
    static func found(_ findings: [DoctorFinding], under folder: String) -> Set<ExpectedFinding> {
        let relative = { (path: String) in String(path.dropFirst(folder.count + 1)) }
        var result = Set(findings.map { ExpectedFinding(file: relative($0.file), line: $0.line, code: $0.code) })
        for finding in findings {
            for caller in finding.callers {
                result.insert(ExpectedFinding(file: relative(caller.file), line: caller.line, code: Self.caller))
            }
        }
        return result
    }
}
