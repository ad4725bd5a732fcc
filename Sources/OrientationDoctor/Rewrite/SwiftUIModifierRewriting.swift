import SwiftParser
import SwiftSyntax

/// The syntax of a SwiftUI lock modifier's rewrite (``RewritePlan/ModifierRewrite``): `.onAppear { … }` becomes
/// `.interfaceOrientations(mask)` or gets it after it; an emptied `.onDisappear { … }` goes.
enum SwiftUIModifierRewriting {
    /// The rewritten call, or `nil` when the call is not a modifier on a view (`base.name { … }`).
    static func apply(
        _ rewrite: RewritePlan.ModifierRewrite, to call: FunctionCallExprSyntax, qualify: (String) -> String
    ) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        switch rewrite {
        case .drop:
            // The view as it was before the modifier; what followed the call (a newline, a comment) stays.
            return base.with(\.trailingTrivia, call.trailingTrivia)
        case .replace(let mask):
            guard let arguments = maskArgument(mask, qualify: qualify) else { return nil }
            var replaced = call
            replaced.calledExpression = ExprSyntax(
                member.with(\.declName.baseName, .identifier("interfaceOrientations")))
            replaced.leftParen = .leftParenToken()
            replaced.arguments = arguments
            replaced.rightParen = .rightParenToken(trailingTrivia: call.trailingTrivia)
            replaced.trailingClosure = nil
            replaced.additionalTrailingClosures = MultipleTrailingClosureElementListSyntax([])
            return ExprSyntax(replaced)
        case .append(let mask):
            guard let arguments = maskArgument(mask, qualify: qualify) else { return nil }
            // On its own line, indented as the modifier was, when the modifier stood on a line of its own.
            let period = member.period.with(\.trailingTrivia, [])
            let applied = FunctionCallExprSyntax(
                calledExpression: MemberAccessExprSyntax(
                    base: ExprSyntax(call.with(\.trailingTrivia, [])), period: period,
                    declName: DeclReferenceExprSyntax(baseName: .identifier("interfaceOrientations"))),
                leftParen: .leftParenToken(), arguments: arguments,
                rightParen: .rightParenToken(trailingTrivia: call.trailingTrivia))
            return ExprSyntax(applied)
        }
    }

    /// `.landscape` or `[.landscapeLeft, .landscapeRight]` as the modifier's one argument.
    private static func maskArgument(_ mask: [String], qualify: (String) -> String) -> LabeledExprListSyntax? {
        let text = mask.count == 1 ? ".\(mask[0])" : "[" + mask.map { ".\($0)" }.joined(separator: ", ") + "]"
        let file = Parser.parse(source: qualify("f(\(text))"))
        guard !file.hasError, case .expr(let expression)? = file.statements.first?.item,
            let call = expression.as(FunctionCallExprSyntax.self)
        else { return nil }
        return call.arguments.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
    }
}
