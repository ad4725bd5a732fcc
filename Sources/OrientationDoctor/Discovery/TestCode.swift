/// Whether a source file is test code: a line of its own imports a test
/// framework (`import XCTest`, `@testable import`, `import Testing`,
/// `#import <XCTest/XCTest.h>`).
enum TestCode {
    static let swiftModules: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]

    /// True when `text` imports a test framework, in Swift or Objective-C.
    /// Imports come first: only the file's first 8 KB are read.
    static func imports(_ text: String, swift: Bool) -> Bool {
        let head = String(decoding: text.utf8.prefix(8_192), as: UTF8.self)
        // Most files name none of them: one search of the head first.
        guard
            head.containsASCIIBytes("XCTest") || head.containsASCIIBytes("Testing")
                || head.containsASCIIBytes("Quick") || head.containsASCIIBytes("Nimble")
        else { return false }
        for line in head.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if swift {
                let words = trimmed.split(separator: " ")
                guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { continue }
                if words[..<importIndex].allSatisfy({ $0.hasPrefix("@") }),
                    swiftModules.contains(String(words[importIndex + 1]))
                {
                    return true
                }
            } else if trimmed.hasPrefix("#import") || trimmed.hasPrefix("@import") {
                if trimmed.containsASCIIBytes("XCTest") { return true }
            }
        }
        return false
    }
}
