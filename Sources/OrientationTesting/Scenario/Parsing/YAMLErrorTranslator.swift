import Yams

/// Turns Yams' syntax errors into ``ScenarioError``s with a line.
struct YAMLErrorTranslator {
    /// The file name for errors.
    let fileName: String

    /// The scenario error for any error Yams throws.
    func translate(_ error: any Error) -> ScenarioError {
        guard let yaml = error as? YamlError else {
            return ScenarioError(file: fileName, line: 1, key: "(yaml)", message: "expected valid YAML; \(error)")
        }
        switch yaml {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let during = context.map { " (\($0.text))" } ?? ""
            return make(mark.line, "expected valid YAML; \(problem)\(during)")
        case let .reader(problem, offset, _, text):
            let line = offset.map { Self.line(atUTF8Offset: $0, in: text) } ?? 1
            return make(line, "expected readable text; \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.prefix(5).map { "\(NodeReader.quoted($0))" }.joined(separator: ", ")
            return make(context.mark.line, "expected each key once in a mapping; \(names) appears more than once")
        case .dataCouldNotBeDecoded:
            return make(1, "expected UTF-8 text")
        default:
            return make(1, "expected valid YAML; \(yaml)")
        }
    }

    private func make(_ line: Int, _ message: String) -> ScenarioError {
        ScenarioError(file: fileName, line: max(1, line), key: "(yaml)", message: message)
    }

    private static func line(atUTF8Offset offset: Int, in text: String) -> Int {
        text.utf8.prefix(max(0, offset)).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
