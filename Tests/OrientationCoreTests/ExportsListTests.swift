import Foundation
import Testing

/// `Sources/OrientationKit/Exports.swift` re-exports the core type by type,
/// leaving out `InterfaceOrientation` so that SwiftUI's type of that name
/// keeps its meaning in files importing both. This keeps the list complete.
@Suite("OrientationKit's re-exports of the core")
struct ExportsListTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `kind Name` for every top-level public type declared under `folder`.
    static func publicTypes(in folder: URL) throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern: #"^(?:@\w+ )*public (?:final )?(struct|enum|class|protocol|typealias|actor) (\w+)"#,
            options: .anchorsMatchLines)
        var found = Set<String>()
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let kind = Range(match.range(at: 1), in: text),
                    let name = Range(match.range(at: 2), in: text)
                else { continue }
                found.insert("\(text[kind]) \(text[name])")
            }
        }
        return found
    }

    /// `kind Name` for every `@_exported import kind OrientationCore.Name`.
    static func exported() throws -> [String] {
        let file = packageRoot.appendingPathComponent("Sources/OrientationKit/Exports.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count == 4, words[0] == "@_exported", words[1] == "import",
                words[3].hasPrefix("OrientationCore.")
            else { return nil }
            return "\(words[2]) \(words[3].dropFirst("OrientationCore.".count))"
        }
    }

    @Test("every public type of the core but InterfaceOrientation, with its right kind, once")
    func complete() throws {
        let core = try Self.publicTypes(in: Self.packageRoot.appendingPathComponent("Sources/OrientationCore"))
        #expect(core.contains("enum InterfaceOrientation"))
        let exported = try Self.exported()
        #expect(exported.count == Set(exported).count)
        #expect(
            Set(exported) == core.subtracting(["enum InterfaceOrientation"]),
            "Run scripts/update-core-exports to rewrite Sources/OrientationKit/Exports.swift.")
        #expect(!exported.contains { $0.hasSuffix(" InterfaceOrientation") })
    }
}
