import SwiftSyntax

/// SwiftUI's `onAppear` and `onDisappear` with a closure of statements, for the `--diff` that turns a lock set as a
/// view appears into `.interfaceOrientations(_:)`.
extension SwiftFactCollector {
    /// `view.onAppear { … }` or `view.onAppear(perform: { … })`: the modifier, the start of the view it modifies
    /// and where its closure's statements start.
    func noteLifecycleModifier(_ node: FunctionCallExprSyntax, name: String) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            let closure = Self.onlyClosure(of: node)
        else { return }
        facts.lifecycleModifiers.append(
            LifecycleModifierFact(
                name: name, nameOffset: position(member.declName).offset, chain: position(node).offset,
                statements: closure.statements.map { position($0) }))
    }

    /// The modifier's one closure: trailing, or the only argument (`perform:`).
    private static func onlyClosure(of node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = node.trailingClosure {
            return node.arguments.isEmpty && node.additionalTrailingClosures.isEmpty ? trailing : nil
        }
        guard node.arguments.count == 1, let argument = node.arguments.first,
            argument.label == nil || argument.label?.text == "perform"
        else { return nil }
        return argument.expression.as(ClosureExprSyntax.self)
    }
}
