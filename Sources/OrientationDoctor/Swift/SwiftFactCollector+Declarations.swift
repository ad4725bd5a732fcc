import SwiftSyntax

extension SwiftFactCollector {
    func record(_ node: VariableDeclSyntax) {
        let context = Self.context(of: node)
        let isStatic =
            SwiftSyntaxReading.hasModifier(node.modifiers, .static)
            || SwiftSyntaxReading.hasModifier(node.modifiers, .class)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // The declared type, or "= " and the initial value when the type is inferred.
            let typeText = String(
                (binding.typeAnnotation?.type.trimmedDescription
                    ?? binding.initializer.map { "= " + $0.value.trimmedDescription } ?? "").prefix(120))
            let scope: VariableScope
            switch context {
            case .local:
                continue
            case .global:
                scope = .global
            case .member(let owner, let isClass, let isExtension):
                scope = isStatic ? .staticMember(owner) : .instance(owner)
                if isClass, let member = OrientationMember(rawValue: name) {
                    recordMember(member, binding: binding, declaration: node, owner: owner, isExtension: isExtension)
                }
            }
            facts.variables.append(
                VariableFact(
                    name: name, scope: scope, typeText: typeText,
                    position: position(binding.pattern), language: .swift))
        }
    }

    private func recordMember(
        _ member: OrientationMember, binding: PatternBindingSyntax,
        declaration: VariableDeclSyntax, owner: String, isExtension: Bool
    ) {
        let expectedType: String
        switch member {
        case .supportedInterfaceOrientations: expectedType = "UIInterfaceOrientationMask"
        case .shouldAutorotate: expectedType = "Bool"
        case .preferredInterfaceOrientationForPresentation: expectedType = "UIInterfaceOrientation"
        }
        let typeText = binding.typeAnnotation.map { Self.plainTypeName($0.type.trimmedDescription) }
        let body = SwiftSyntaxReading.getterBody(binding)
        let returns = body.map(SwiftSyntaxReading.returnedExpressions) ?? []
        let forwards = body.map { SwiftSyntaxReading.readsMemberOfAnother($0, member: member.rawValue) } ?? false
        var constant: ConstantValue?
        if let body, body.count == 1, returns.count == 1 { constant = SwiftSyntaxReading.constant(returns[0]) }
        let forwardsOnly =
            forwards && !returns.isEmpty
            && returns.allSatisfy { value in
                SwiftSyntaxReading.readsMemberOfAnother(value, member: member.rawValue)
                    || SwiftSyntaxReading.isSuperRead(value, member: member.rawValue)
                    || SwiftSyntaxReading.constant(value) != nil
            }
        facts.members.append(
            MemberFact(
                member: member, owner: owner, ownerIsExtension: isExtension,
                isOverride: SwiftSyntaxReading.hasModifier(declaration.modifiers, .override),
                typeMatches: typeText == expectedType, forwards: forwards, forwardsOnly: forwardsOnly,
                constant: constant, position: position(binding.pattern), language: .swift))
    }

    func record(_ node: FunctionDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        let name = node.name.text
        if Self.uikitMethodNames.contains(name), !SwiftSyntaxReading.hasModifier(node.modifiers, .override) {
            facts.declaredUIKitNames.insert("\(name)/\(parameters.count)")
        }
        if name == "application", parameters.count == 2,
            parameters.last?.firstName.text == "supportedInterfaceOrientationsFor"
        {
            recordHook(node)
        }
        let objcNames = node.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "objc"
            else { return nil }
            return attribute.arguments?.trimmedDescription
        }
        if (name == "supportedInterfaceOrientations" && parameters.count == 1
            && parameters.first?.firstName.text == "for")
            || objcNames.contains("supportedInterfaceOrientationsForWindowScene:")
        {
            facts.sceneAnswers.append(position(node.name))
        }
    }

    private func recordHook(_ node: FunctionDeclSyntax) {
        var owner: String?
        if case .member(let name, _, _) = Self.context(of: node) { owner = name }
        let reads = NameReadCollector(viewMode: .sourceAccurate)
        if let body = node.body { reads.walk(body) }
        let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let names = reads.reads.subtracting(reads.declared).subtracting(parameters)
        facts.hooks.append(
            HookFact(
                position: position(node.name), owner: owner, reads: names,
                answersWithLibrary: reads.reads.contains("OrientationManager")
                    || reads.reads.contains("InterfaceOrientationCoordinator"),
                language: .swift))
    }
}

/// The names a body reads, and the names it declares (locals, bindings).
final class NameReadCollector: SyntaxVisitor {
    var reads: Set<String> = []
    var declared: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        reads.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if let binding = node.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
            reads.insert(node.identifier.text) // `if let lock {`: reads the outer `lock`
        } else {
            declared.insert(node.identifier.text)
        }
        return .visitChildren
    }
}
