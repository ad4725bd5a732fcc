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
                (binding.typeAnnotation?.type.trimmedText
                    ?? binding.initializer.map { "= " + $0.value.trimmedText } ?? "").prefix(120))
            let scope: VariableScope
            switch context {
            case .local:
                continue
            case .global:
                scope = .global
            case .member(let owner, let isClass, let isExtension):
                scope = isStatic ? .staticMember(owner) : .instance(owner)
                if isClass, let member = OrientationMember(rawValue: name) {
                    recordMember(
                        member, type: binding.typeAnnotation?.type.trimmedText,
                        body: SwiftSyntaxReading.getterBody(binding),
                        isOverride: SwiftSyntaxReading.hasModifier(node.modifiers, .override),
                        at: position(binding.pattern), owner: owner, isExtension: isExtension)
                }
                if !isStatic, !isExtension, !SwiftSyntaxReading.hasModifier(node.modifiers, .lazy) {
                    recordStoredValueSpan(binding, owner: owner)
                }
            }
            var variable = VariableFact(
                name: name, scope: scope, typeText: typeText, position: position(binding.pattern), language: .swift)
            variable.isSettable = node.bindingSpecifier.tokenKind == .keyword(.var) && Self.isSettable(binding)
            variable.isSetByInitializer =
                node.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer == nil
                && binding.accessorBlock == nil && binding.typeAnnotation != nil
            if variable.isSettable, binding.accessorBlock != nil {
                recordObserverSpan(binding, name: name, owner: ProjectResolver.owner(of: scope))
            }
            if !variable.isSettable, let getter = SwiftSyntaxReading.getterBody(binding) {
                variable.isComputed = true
                recordPropertySpan(binding, name: name, owner: ProjectResolver.owner(of: scope))
                if ProjectResolver.looksLikeLock(variable) {
                    let collector = NameReadCollector(viewMode: .sourceAccurate)
                    collector.walk(getter)
                    variable.getterReads = collector.reads.subtracting(collector.declared)
                }
            }
            facts.variables.append(variable)
        }
    }

    /// A stored `var`, or a computed one with a setter (observers count as storage).
    static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.contains {
                [.keyword(.set), .keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
            }
        }
    }

    /// An override of an orientation member: a property, or in Swift 2 and 3 a method without parameters (`override
    /// func supportedInterfaceOrientations() -> UIInterfaceOrientationMask`, held-out set 127).
    private func recordMember(
        _ member: OrientationMember, type: String?, body: CodeBlockItemListSyntax?, isOverride: Bool,
        at position: SourcePosition, owner: String, isExtension: Bool
    ) {
        let expectedType: String
        switch member {
        case .supportedInterfaceOrientations: expectedType = "UIInterfaceOrientationMask"
        case .shouldAutorotate: expectedType = "Bool"
        case .preferredInterfaceOrientationForPresentation: expectedType = "UIInterfaceOrientation"
        }
        let typeText = type.map { Self.plainTypeName($0) }
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
        var reads: Set<String> = []
        var sideComparisons: Set<String> = []
        if let body {
            let collector = NameReadCollector(viewMode: .sourceAccurate)
            collector.walk(body)
            reads = collector.reads.subtracting(collector.declared)
            let text = body.map(\.description).joined()
            let states = member == .shouldAutorotate ? SideComparisons.stateComparisons(in: text) : []
            sideComparisons = SideComparisons.names(in: text).union(states).intersection(reads)
            facts.orientationTypeTests.formUnion(Self.testedTypes(text))
            facts.defaultsKeyReads.formUnion(Self.defaultsKeys(text))
        }
        facts.members.append(
            MemberFact(
                member: member, owner: owner, ownerIsExtension: isExtension, isOverride: isOverride,
                typeMatches: typeText == expectedType, forwards: forwards, forwardsOnly: forwardsOnly,
                constant: constant, position: position, language: .swift, reads: reads,
                sideComparisons: sideComparisons))
    }

    func record(_ node: FunctionDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        let name = node.name.text
        // `func shouldRotateOrientation() -> Bool { rootVC is CanRotate }`: a test named for orientation.
        if name.fastContains("otat") || name.fastContains("rientation"), let body = node.body {
            facts.orientationTypeTests.formUnion(Self.testedTypes(body.description))
        }
        if parameters.isEmpty, let body = node.body, body.statements.isEmpty {
            var owner: String?
            if case .member(let type, _, _) = Self.context(of: node) { owner = type }
            facts.emptyMethods.append(
                EmptyMethodFact(name: name, owner: owner, position: position(node.name), language: .swift))
        }
        if Self.uikitMethodNames.contains(name), !SwiftSyntaxReading.hasModifier(node.modifiers, .override) {
            facts.declaredUIKitNames.insert("\(name)/\(parameters.count)")
        }
        if let member = OrientationMember(rawValue: name), parameters.isEmpty,
            SwiftSyntaxReading.hasModifier(node.modifiers, .override),
            case .member(let owner, true, let isExtension) = Self.context(of: node)
        {
            recordMember(
                member, type: node.signature.returnClause?.type.trimmedText, body: node.body?.statements,
                isOverride: true, at: position(node.name), owner: owner, isExtension: isExtension)
        }
        recordOrientationFunction(node)
        recordHitTesting(node)
        recordSpan(node)
        if name == "application", parameters.count == 2,
            parameters.last?.firstName.text == "supportedInterfaceOrientationsFor"
        {
            if node.body == nil, let requirement = Self.enclosingProtocol(node) {
                recordHookRequirement(node, in: requirement)
            } else {
                recordHook(node)
            }
        }
        let objcNames = node.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedText == "objc"
            else { return nil }
            return attribute.arguments?.trimmedText
        }
        let isSceneAnswer =
            (name == "supportedInterfaceOrientations" && parameters.count == 1
                && parameters.first?.firstName.text == "for"
                && parameters.first?.type.trimmedText.contains("UIWindowScene") == true
                && objcNames.allSatisfy { $0 == "supportedInterfaceOrientationsForWindowScene:" })
            || objcNames == ["supportedInterfaceOrientationsForWindowScene:"]
        if parameters.count == 1, let answer = ContainerDelegateAnswer.named(name) {
            let forwards =
                node.body.map {
                    SwiftSyntaxReading.readsMemberOfAnother($0, member: answer.member.rawValue)
                } ?? false
            site(answer.code(forwards: forwards), node.name, answer.today(forwards: forwards), answer.replacement)
        }
        if isSceneAnswer {
            facts.sceneAnswers.append(position(node.name))
            forceUnwrappedWindows(node)
        } else if Self.isMisspelledSceneAnswer(node, objcNames: objcNames) {
            site(
                .wrongSceneHookSelector, node.name,
                "\(Self.signature(node)) in a scene delegate is never called by UIKit "
                    + "(the requirement is supportedInterfaceOrientations(for:), supportedInterfaceOrientationsForWindowScene:)",
                Replacement.wrongSceneHook)
        }
    }

    /// `override func hitTest(_:with:)` or `point(inside:with:)`: the type decides which touches
    /// it takes (a pass-through overlay window).
    private func recordHitTesting(_ node: FunctionDeclSyntax) {
        let name = node.name.text
        guard name == "hitTest" || name == "point", SwiftSyntaxReading.hasModifier(node.modifiers, .override),
            let owner = Self.declaringType(of: node)?.name
        else { return }
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        guard labels == ["_", "with"] || labels == ["inside", "with"] else { return }
        // `point(inside:with:)` answering `true` takes every touch: no pass-through.
        let body = node.body?.statements.trimmedDescription.filter { !$0.isWhitespace } ?? ""
        guard body != "returntrue", body != "true" else { return }
        facts.passThroughTypes.insert(owner)
    }

    /// A scene delegate method that means to answer for orientation but has another name or selector.
    private static func isMisspelledSceneAnswer(_ node: FunctionDeclSyntax, objcNames: [String]) -> Bool {
        let member = "supportedInterfaceOrientations"
        let mentions =
            node.name.text.fastContains(member)
            || node.signature.parameterClause.parameters.contains { $0.firstName.text.fastContains(member) }
            || objcNames.contains { $0.fastContains(member) }
        guard mentions, node.name.text != "application", let type = declaringType(of: node) else { return false }
        return type.name.contains("SceneDelegate") || type.inherits.contains("UIWindowSceneDelegate")
    }

    /// `window!`, `windows.first!` in an orientation hook.
    func forceUnwrappedWindows(_ function: FunctionDeclSyntax) {
        guard let body = function.body else { return }
        let finder = ForceUnwrapFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        for unwrap in finder.found where unwrap.expression.trimmedText.lowercased().contains("window") {
            site(
                .forceUnwrappedWindow, unwrap,
                "force-unwraps \(unwrap.expression.trimmedText) in an orientation hook",
                Replacement.forceUnwrappedWindow)
        }
    }

    private func recordHook(_ node: FunctionDeclSyntax) {
        var owner: String?
        if case .member(let name, _, _) = Self.context(of: node) { owner = name }
        let reads = NameReadCollector(viewMode: .sourceAccurate)
        if let body = node.body { reads.walk(body) }
        let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let names = reads.reads.subtracting(reads.declared).subtracting(parameters)
        var hook = HookFact(
            position: position(node.name), owner: owner, reads: names,
            answersWithLibrary: reads.reads.contains("OrientationManager")
                || reads.reads.contains("InterfaceOrientationCoordinator"),
            language: .swift)
        hook.testedSelectors = node.body.map(Self.testedSelectors) ?? []
        hook.testedTypes = node.body.map { Self.testedTypes($0.description) } ?? []
        facts.orientationTypeTests.formUnion(hook.testedTypes)
        facts.defaultsKeyReads.formUnion(node.body.map { Self.defaultsKeys($0.description) } ?? [])
        hook.sharedReads = node.body.map { Self.sharedReads($0.description) } ?? []
        facts.hooks.append(hook)
        forceUnwrappedWindows(node)
    }
}

extension SwiftFactCollector {
    /// `Type.shared.name` (or `.sharedInstance`, `.default`, `.current`) read in a body, as `Type|name`.
    static func sharedReads(_ text: String) -> Set<String> {
        var reads: Set<String> = []
        for accessor in [".shared.", ".sharedInstance.", ".default.", ".current."] {
            var rest = Substring(text)
            while let range = rest.range(of: accessor) {
                let type = rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let typeName = String(type.reversed())
                if typeName.first?.isUppercase == true, !name.isEmpty { reads.insert("\(typeName)|\(name)") }
                rest = rest[range.upperBound...]
            }
        }
        return reads
    }

    /// The `UserDefaults` keys a body reads (`UserDefaults.standard.integer(forKey: Constants.orientationLock)`):
    /// each key's last name, or a literal with its quotes.
    static func defaultsKeys(_ text: String) -> Set<String> {
        guard text.fastContains("efaults"), text.fastContains("forKey:") else { return [] }
        var keys: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: "forKey:") {
            rest = rest[range.upperBound...]
            let expression = rest.drop { $0 == " " }.prefix { !",)\n".contains($0) }
            if let key = defaultsKey(String(expression)) { keys.insert(key) }
        }
        return keys
    }

    /// A key expression as the facts name it: `"orientationLock"` keeps its quotes, `Keys.orientationLock`
    /// and `orientationLockKey` give their last name.
    static func defaultsKey(_ expression: String) -> String? {
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count > 2 { return trimmed }
        let last = trimmed.split(separator: ".").last.map(String.init) ?? ""
        guard !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return last
    }

    /// A protocol that requires nothing (`protocol CanRotate {}`, `@objc protocol Overriding {}`): a
    /// possible marker that screens adopt.
    func record(_ node: ProtocolDeclSyntax) {
        guard node.memberBlock.members.isEmpty else { return }
        facts.emptyProtocols.append(
            EmptyMethodFact(name: node.name.text, owner: nil, position: position(node.name), language: .swift))
    }

    /// The app's types a body tests a value against: `x is CanRotate`, `x as? Overriding`, `x as! Marker`
    /// (UIKit's and Foundation's own types aside).
    static func testedTypes(_ text: String) -> Set<String> {
        guard text.fastContains(" is ") || text.fastContains(" as? ") || text.fastContains(" as! ") else { return [] }
        var types: Set<String> = []
        for marker in [" is ", " as? ", " as! "] {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let first = name.first, first.isUppercase, isAppType(String(name)) else {
                    continue
                }
                types.insert(String(name))
            }
        }
        return types
    }

    /// The selectors a hook's body asks about with `responds(to:)`: `Selector(("canRotate"))`,
    /// `Selector("canRotate")`, `#selector(Player.canRotate)`.
    static func testedSelectors(_ body: CodeBlockSyntax) -> Set<String> {
        let text = body.description
        guard text.fastContains("responds(to:") else { return [] }
        var names: Set<String> = []
        for marker in ["Selector((\"", "Selector(\"", "#selector("] {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == ":" }
                let last = name.split(separator: ".").last.map { $0.prefix { $0 != ":" } } ?? ""
                if !last.isEmpty { names.insert(String(last)) }
            }
        }
        return names
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
        if let binding = node.parent?.as(OptionalBindingConditionSyntax.self),
            binding.initializer.map({ Self.names($0.value, node.identifier.text) }) ?? true
        {
            // `if let lock {`, `guard let camera = self.camera`: reads the outer name, which it shadows.
            reads.insert(node.identifier.text)
        } else {
            declared.insert(node.identifier.text)
        }
        return .visitChildren
    }

    /// `camera` or `self.camera`.
    private static func names(_ value: ExprSyntax, _ name: String) -> Bool {
        if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let member = value.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return false }
        return member.declName.baseName.text == name
    }
}

/// Every force unwrap in a body.
final class ForceUnwrapFinder: SyntaxVisitor {
    var found: [ForceUnwrapExprSyntax] = []

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
