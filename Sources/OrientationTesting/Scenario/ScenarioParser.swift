import Foundation

/// Reads scenario files (ScenarioFormat.md) into ``Scenario`` values.
///
/// Every problem is a ``ScenarioError`` with the file, line and key. Any
/// input is safe: invalid UTF-8, binary data, huge numbers and deep nesting
/// are reported, never crashed or hung on.
public struct ScenarioParser: Sendable {
    /// The name errors start with.
    public var fileName: String
    /// The largest file accepted, in bytes.
    public var maximumSize: Int
    /// The deepest nesting accepted, counted by real levels (block, flow
    /// and JSON alike): far more than any scenario needs.
    public var maximumDepth = 200

    /// Creates a parser for the named file.
    public init(fileName: String = "scenario.yaml", maximumSize: Int = 1 << 20) {
        self.fileName = fileName
        self.maximumSize = maximumSize
    }

    /// Parses a file's bytes, which must be UTF-8.
    public func parse(data: Data) throws -> Scenario {
        guard let text = String(data: data, encoding: .utf8) else {
            let line = Self.lineOfFirstInvalidByte(in: data)
            throw ScenarioError(
                file: fileName, line: line, key: "(file)",
                message: "expected UTF-8 text; found bytes that are not UTF-8")
        }
        return try parse(text)
    }

    /// Parses YAML (or JSON) text with the in-house YAML reader.
    public func parse(_ text: String) throws -> Scenario {
        let reader = NodeReader(fileName: fileName)
        let size = text.utf8.count
        guard size <= maximumSize else {
            throw ScenarioError(
                file: fileName, line: 1, key: "(file)",
                message: "expected a scenario of at most \(maximumSize) bytes; got \(size)")
        }
        let composed = try YAMLReader.read(text, fileName: fileName, maximumDepth: maximumDepth)
        guard let root = composed, !reader.isNull(root) else {
            throw ScenarioError(
                file: fileName, line: 1, key: "(document)",
                message: "expected a scenario mapping with screens and root; got an empty file")
        }
        return try ScenarioDocumentParser(reader: reader).scenario(from: root)
    }

    /// The 1-based line of the first byte that breaks UTF-8.
    static func lineOfFirstInvalidByte(in data: Data) -> Int {
        var line = 1
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == 0x0A { line += 1 }
            case .emptyInput:
                return line
            case .error:
                return line
            }
        }
    }
}
