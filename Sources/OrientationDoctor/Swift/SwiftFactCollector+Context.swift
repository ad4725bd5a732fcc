import SwiftSyntax

/// Where a node sits: the function (or property accessor) around it, the
/// type that declares that function, and the text of that function for
/// the few checks that read a whole body (only made once a rare call matched).
extension SwiftFactCollector {
    /// The function, initializer or property accessor around a node, as a key calls can match.
    static func functionKey(around node: some SyntaxProtocol) -> FunctionKey? {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) {
                let type = declaringType(of: function)
                if function.name.text == "body", type?.inherits.contains("ViewModifier") == true, let name = type?.name
                {
                    return FunctionKey(name: name, owner: nil, isViewModifier: true)
                }
                var key = FunctionKey(
                    name: function.name.text, owner: type?.name, isViewModifier: type?.name == "View")
                key.labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                return key
            }
            if scope.is(AccessorBlockSyntax.self), let binding = scope.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                // Only a setter or an observer runs when the property is written (a getter such as `body` does not).
                return FunctionKey(
                    name: name, owner: declaringType(of: binding)?.name, isAccessor: Self.isSettable(binding))
            }
            if scope.is(InitializerDeclSyntax.self) {
                return FunctionKey(name: "init", owner: declaringType(of: scope)?.name)
            }
            if scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// The whole text of the type (or extension) whose member holds a node.
    static func enclosingTypeText(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let scope = current {
            if scope.is(MemberBlockSyntax.self) { return scope.parent?.sourceText }
            current = scope.parent
        }
        return nil
    }

    /// The type (class, struct, enum, actor or extension) whose member block holds the node.
    static func declaringType(of node: some SyntaxProtocol) -> (name: String, inherits: [String])? {
        var current = node.parent
        while let scope = current {
            if scope.is(MemberBlockSyntax.self), let owner = scope.parent {
                if let decl = owner.as(ClassDeclSyntax.self) {
                    return (decl.name.text, inheritedTypeNames(decl.inheritanceClause))
                }
                if let decl = owner.as(StructDeclSyntax.self) {
                    return (decl.name.text, inheritedTypeNames(decl.inheritanceClause))
                }
                if let decl = owner.as(ExtensionDeclSyntax.self) {
                    return (
                        plainTypeName(decl.extendedType.trimmedText), inheritedTypeNames(decl.inheritanceClause)
                    )
                }
                if let decl = owner.as(EnumDeclSyntax.self) {
                    return (decl.name.text, inheritedTypeNames(decl.inheritanceClause))
                }
                if let decl = owner.as(ActorDeclSyntax.self) {
                    return (decl.name.text, inheritedTypeNames(decl.inheritanceClause))
                }
                return nil
            }
            current = scope.parent
        }
        return nil
    }

    /// The inherited type names of a declaration, without module prefixes or generic arguments.
    static func inheritedTypeNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { plainTypeName($0.type.trimmedText) } ?? []
    }

    /// The text of the function, accessor or initializer around a node (or
    /// of the declaration holding it at file or type scope).
    static func enclosingBodyText(_ node: some SyntaxProtocol) -> String {
        enclosingBody(node).sourceText
    }

    /// The identifiers and keywords of the same declaration as ``enclosingBodyText(_:)``, without its comments.
    static func enclosingBodyWords(_ node: some SyntaxProtocol) -> [String] {
        enclosingBody(node).tokens(viewMode: .sourceAccurate).map(\.text)
    }

    private static func enclosingBody(_ node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockItemSyntax.self)
                || parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(SourceFileSyntax.self) == true
            {
                return parent
            }
            current = parent
        }
        return current
    }

    /// True when the node is in a function declared inside another function's body.
    static func isInLocalFunction(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        var functions = 0
        while let scope = current, !scope.is(MemberBlockItemSyntax.self), !scope.is(SourceFileSyntax.self) {
            if scope.is(FunctionDeclSyntax.self) || scope.is(AccessorBlockSyntax.self)
                || scope.is(InitializerDeclSyntax.self)
            {
                functions += 1
            }
            current = scope.parent
        }
        return functions > 1
    }

    /// The text of the type member (or top-level statement) that holds the node, local functions and all.
    static func enclosingMemberText(_ node: some SyntaxProtocol) -> String {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self)
                || parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(SourceFileSyntax.self) == true
            {
                return parent.sourceText
            }
            current = parent
        }
        return current.sourceText
    }

    /// The name of the type whose member block holds the node, if it is an extension of `name` or `name` itself.
    static func isInside(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        declaringType(of: node)?.name == name
    }
}
