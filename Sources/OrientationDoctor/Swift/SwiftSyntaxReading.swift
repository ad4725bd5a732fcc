import SwiftSyntax

/// Small questions about swift-syntax nodes that the fact collector and the
/// rewriters share.
enum SwiftSyntaxReading {
    /// The mask and orientation names UIKit defines, as they appear after a dot.
    static let maskNames: Set<String> = [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "all",
        "allButUpsideDown",
    ]
    /// The interface orientation names.
    static let orientationNames: Set<String> = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    /// The content of a plain string literal (`"orientation"`); `nil` for
    /// anything else, interpolations included.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let part) = segment else { return nil }
            text += part.content.text
        }
        return text
    }

    /// The text of a constant `let name = "literal"` that `node` can see:
    /// declared in a code block around it (before it) or as a member or
    /// global of the types and file around it; `nil` when there is none or
    /// it is not a plain string literal.
    static func constantString(named name: String, around node: some SyntaxProtocol) -> String? {
        var current: Syntax? = Syntax(node).parent
        while let scope = current {
            let declarations: [VariableDeclSyntax]
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                declarations = block.compactMap { item in
                    guard item.endPosition <= node.position else { return nil }
                    return item.item.as(VariableDeclSyntax.self)
                }
            } else if let members = scope.as(MemberBlockItemListSyntax.self) {
                declarations = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            } else {
                declarations = []
            }
            for declaration in declarations where declaration.bindingSpecifier.tokenKind == .keyword(.let) {
                for binding in declaration.bindings {
                    guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                        let value = binding.initializer?.value
                    else { continue }
                    return stringLiteral(value)
                }
            }
            current = scope.parent
        }
        return nil
    }

    /// The name after the last dot of a member access, or an identifier's
    /// name, looking through `?`, `!`, parentheses and `as` casts.
    static func lastName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastName(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first
        {
            return lastName(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return lastName(call.calledExpression) }
        return nil
    }

    /// A mask or orientation written as a constant: `.portrait`,
    /// `UIInterfaceOrientationMask.landscape`, `[.portrait, .landscapeLeft]`,
    /// `true`. `nil` for anything computed.
    static func constant(_ expression: ExprSyntax) -> ConstantValue? {
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let name = maskMember(expression) {
            return orientationNames.contains(name) ? .orientation(name) : .mask([name])
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let name = maskMember(element.expression) else { return nil }
                names.append(name)
            }
            return names.isEmpty ? nil : .mask(names)
        }
        return nil
    }

    /// `.name` or `UIInterfaceOrientationMask.name` / `UIInterfaceOrientation.name`
    /// for a UIKit mask or orientation name.
    private static func maskMember(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard maskNames.contains(name) else { return nil }
        if let base = member.base {
            let text = base.trimmedText
            guard text == "UIInterfaceOrientationMask" || text == "UIInterfaceOrientation" else { return nil }
        }
        return name
    }

    /// The expressions a getter body returns: every `return`'s value that
    /// is not inside a nested closure or function, or the single expression
    /// of an implicit return.
    static func returnedExpressions(_ items: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(items)
        if !collector.values.isEmpty { return collector.values }
        if items.count == 1, let item = items.first {
            if case .expr(let expression) = item.item { return [expression] }
            if case .stmt(let statement) = item.item,
                let expressionStatement = statement.as(ExpressionStmtSyntax.self)
            {
                return [expressionStatement.expression]
            }
        }
        return []
    }

    /// True when the expression reads `member` of something other than
    /// `self` or `super` (a child, the top or selected controller).
    static func readsMemberOfAnother(_ node: some SyntaxProtocol, member: String) -> Bool {
        let finder = MemberReadFinder(member: member)
        finder.walk(node)
        return finder.foundOnOther
    }

    /// True when the expression is `super.member`.
    static func isSuperRead(_ expression: ExprSyntax, member: String) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == member, let base = access.base
        else { return false }
        return base.is(SuperExprSyntax.self)
    }

    /// The getter's statements of a property binding, if it has one.
    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let items):
            return items
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// True when the declaration has this modifier keyword.
    static func hasModifier(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// The attribute names on a declaration (`main`, `objc`, `UIApplicationMain`).
    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedText
        }
    }
}

/// Collects `return` values, not descending into closures or nested functions.
private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { values.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds `x.member` where `x` is neither `self` nor `super`.
private final class MemberReadFinder: SyntaxVisitor {
    let member: String
    var foundOnOther = false

    init(member: String) {
        self.member = member
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `LayoutManager.shared.shouldAutorotate`: an app's shared object holds the answer (a lock), it is
        // no child to forward to.
        if node.declName.baseName.text == member, let base = node.base,
            !base.is(SuperExprSyntax.self), base.trimmedText != "self",
            SwiftSyntaxReading.lastName(base)?.hasPrefix("shared") != true
        {
            foundOnOther = true
        }
        return .visitChildren
    }
}
