import SwiftParser
import SwiftSyntax

/// Parses one Swift file once and collects its facts.
enum SwiftFileAnalyzer {
    /// The facts of a file and, when `keepTree` is set (for `--diff`), its tree.
    static func analyze(path: String, text: String, keepTree: Bool) -> (FileFacts, SourceFileSyntax?) {
        let tree = Parser.parse(source: text)
        let lines = LineTable(text)
        let collector = SwiftFactCollector(path: path, lines: lines)
        collector.walk(tree)
        collector.finishMotionCalls()
        var facts = collector.facts
        facts.wrappers += collector.monitors.wrappers(in: facts.path).filter { monitor in
            !facts.wrappers.contains { $0.name == monitor.name && $0.owner == monitor.owner }
        }
        facts.viewModifierApplications = collector.monitors.modifierApplications()
        facts.observingViewModifiers = collector.monitors.observingModifiers(in: facts.path)
        facts.isTestCode = TestCode.imports(text, swift: true)
        let properties = PropertyReadFinder.helperProperties(facts, codes: ProjectResolver.helperSiteCodes)
        if !properties.isEmpty {
            let finder = PropertyReadFinder(names: properties, lines: lines)
            finder.walk(tree)
            facts.plainCalls += finder.reads
        }
        if !facts.plainCalls.isEmpty { facts.mentionedTypes = mentionedTypes(tree) }
        if tree.hasError {
            let finder = FirstErrorFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            let location = lines.location(of: (finder.position ?? tree.positionAfterSkippingLeadingTrivia).utf8Offset)
            facts.findings.append(
                DoctorFinding(
                    .syntaxErrors, file: path, line: location.line, column: location.column,
                    today: "the Swift parser found a syntax error here; the rest of the file was analysed "
                        + "as far as the parser recovered", replacement: ""))
        }
        return (facts, keepTree ? tree : nil)
    }
}

extension SwiftFileAnalyzer {
    /// The identifiers in code that start with a capital letter.
    static func mentionedTypes(_ tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, let first = text.utf8.first,
                first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
            else { continue }
            names.insert(text)
        }
        return names
    }
}

/// Finds the first unexpected or missing piece of syntax.
private final class FirstErrorFinder: SyntaxAnyVisitor {
    var position: AbsolutePosition?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard position == nil, node.hasError else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing {
            position = node.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        return .visitChildren
    }
}
