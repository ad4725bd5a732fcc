import SwiftSyntax

/// SwiftUI's `onAppear` and `onDisappear` with a closure of statements, for the `--diff` that turns a lock set as a
/// view appears into `.interfaceOrientations(_:)`.
extension SwiftFactCollector {
    /// Calls that only ask UIKit to rotate now (a KVC write of the device's orientation, `attempt…`, `setNeeds…`).
    static let rotationRequestNames: Set<String> = [
        "attemptRotationToDeviceOrientation", "setNeedsUpdateOfSupportedInterfaceOrientations",
    ]

    /// `view.onAppear { … }` or `view.onAppear(perform: { … })`: the modifier, the start of the view it modifies
    /// and its closure's statements.
    func noteLifecycleModifier(_ node: FunctionCallExprSyntax, name: String) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            let closure = Self.onlyClosure(of: node)
        else { return }
        let statements = closure.statements.map { item in
            LifecycleModifierFact.Statement(kind: Self.kind(of: item), position: position(item))
        }
        facts.lifecycleModifiers.append(
            LifecycleModifierFact(
                name: name, nameOffset: position(member.declName).offset, chain: position(node).offset,
                statements: statements))
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

    private static func kind(of item: CodeBlockItemSyntax) -> LifecycleModifierFact.Statement.Kind {
        guard case .expr(let expression) = item.item else { return .other }
        if let sequence = expression.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
        {
            return .assignment
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = SwiftSyntaxReading.lastName(call.calledExpression)
        else { return .other }
        if rotationRequestNames.contains(name) && call.arguments.isEmpty { return .rotationRequest }
        let arguments = Array(call.arguments)
        if name == "setValue", arguments.count == 2, arguments[1].label?.text == "forKey",
            SwiftSyntaxReading.stringLiteral(arguments[1].expression) == "orientation",
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
            receiver.contains("UIDevice")
        {
            return .rotationRequest
        }
        return .other
    }
}
