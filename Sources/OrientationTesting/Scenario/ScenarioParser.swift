import Foundation
import Yams

/// Reads scenario files (SCENARIOS.md) into ``Scenario`` values.
///
/// Every problem is a ``ScenarioError`` with the file, line and key. Any
/// input is safe: invalid UTF-8, binary data, huge numbers and deep nesting
/// are reported, never crashed or hung on.
public struct ScenarioParser: Sendable {
    /// The name errors start with.
    public var fileName: String
    /// The largest file accepted, in bytes.
    public var maximumSize: Int

    /// Creates a parser for the named file.
    public init(fileName: String = "scenario.yaml", maximumSize: Int = 1 << 20) {
        self.fileName = fileName
        self.maximumSize = maximumSize
    }

    /// Parses a file's bytes, which must be UTF-8.
    public func parse(data: Data) throws -> Scenario {
        guard let text = String(data: data, encoding: .utf8) else {
            let line = Self.lineOfFirstInvalidByte(in: data)
            throw ScenarioError(file: fileName, line: line, key: "(file)",
                                message: "expected UTF-8 text; found bytes that are not UTF-8")
        }
        return try parse(text)
    }

    /// Parses YAML (or JSON) text.
    public func parse(_ text: String) throws -> Scenario {
        let reader = NodeReader(fileName: fileName)
        try YAMLPreflight(fileName: fileName, maximumSize: maximumSize).check(text)
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch {
            throw YAMLErrorTranslator(fileName: fileName).translate(error)
        }
        guard let root = composed, !reader.isNull(root) else {
            throw ScenarioError(file: fileName, line: 1, key: "(document)",
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
