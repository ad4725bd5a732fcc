import SwiftSyntax

/// Swizzling in Swift: the selectors a swizzle of an orientation method puts
/// in its place, and the functions that return an orientation (one of them
/// may be that replacement, which then answers for every view controller).
extension SwiftFactCollector {
    /// The return types of a replacement that answers an orientation question.
    static let orientationReturnTypes: Set<String> = ["UIInterfaceOrientationMask", "UIInterfaceOrientation"]

    /// Records a function that returns a mask or an orientation (a candidate swizzled replacement).
    func recordOrientationFunction(_ function: FunctionDeclSyntax) {
        guard let type = function.signature.returnClause?.type.trimmedText,
            case let plain = Self.plainTypeName(type), Self.orientationReturnTypes.contains(plain),
            !Self.orientationSelectors.contains(function.name.text)
        else { return }
        var owner: String?
        // A requirement sits in a member, a list, a block, then the protocol.
        let requirement = function.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self)
        if case .member(let type, _, _) = Self.context(of: function) {
            owner = type
        } else if let requirement {
            owner = requirement.name.text
        }
        facts.orientationFunctions.append(
            OrientationFunctionFact(
                name: function.name.text, position: position(function.name), owner: owner,
                returnsMask: plain == "UIInterfaceOrientationMask", isRequirement: requirement != nil))
    }

    /// The selectors named in a swizzle (`#selector(swizzled_supportedInterfaceOrientations)`,
    /// `Selector("swizzledShouldAutorotate")`), other than UIKit's orientation selectors themselves.
    func recordSwizzleReplacements(in node: some SyntaxProtocol) {
        let finder = SelectorNameFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        for name in finder.names where !Self.orientationSelectors.contains(name) {
            facts.swizzleReplacements.insert(name)
        }
    }
}

/// The method names of every `#selector(…)`, `Selector("…")` and `NSSelectorFromString("…")` in a node.
private final class SelectorNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector", let expression = node.arguments.first?.expression {
            let name: String?
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else {
                name = SwiftSyntaxReading.lastName(expression)
            }
            if let name { names.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let called = SwiftSyntaxReading.lastName(node.calledExpression),
            SwiftFactCollector.selectorBuilders.contains(called),
            let first = node.arguments.first?.expression, let text = SwiftSyntaxReading.stringLiteral(first),
            let name = text.split(separator: ":").first
        {
            names.insert(String(name))
        }
        return .visitChildren
    }
}
