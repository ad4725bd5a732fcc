import SwiftSyntax

/// The app delegate's hook declared as a protocol's requirement, and the masks that protocol requires.
extension SwiftFactCollector {
    /// The protocol whose requirement a declaration is.
    static func enclosingProtocol(_ node: some SyntaxProtocol) -> ProtocolDeclSyntax? {
        node.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self)
    }

    /// The app delegate's hook as a protocol's requirement (`protocol MApplicationDelegate: UIApplicationDelegate`
    /// beside `static var orientationLock: UIInterfaceOrientationMask { get set }`, MijickCamera, held-out set
    /// 165): UIKit calls no requirement, but the adopter's hook answers with the masks the protocol requires, which
    /// are the lock its users write.
    func recordHookRequirement(_ node: FunctionDeclSyntax, in requirement: ProtocolDeclSyntax) {
        let owner = requirement.name.text
        var names: Set<String> = []
        for member in requirement.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic =
                SwiftSyntaxReading.hasModifier(variable.modifiers, .static)
                || SwiftSyntaxReading.hasModifier(variable.modifiers, .class)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedText, type.fastContains("InterfaceOrientationMask")
                else { continue }
                names.insert(name)
                var fact = VariableFact(
                    name: name, scope: isStatic ? .staticMember(owner) : .instance(owner), typeText: type,
                    position: position(binding.pattern), language: .swift)
                fact.isSettable = binding.accessorBlock?.description.fastContains("set") ?? false
                facts.variables.append(fact)
            }
        }
        facts.hookRequirements.append(
            HookFact(
                position: position(node.name), owner: owner, reads: names, answersWithLibrary: false,
                language: .swift))
    }
}
