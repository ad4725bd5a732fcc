import SwiftSyntax

/// Pass one for a Swift file: walks the syntax tree once and records the
/// facts pass two needs (types, orientation members, calls, variables,
/// assignments, windows). Code in `#if false` clauses is never visited;
/// comments and string contents are trivia or literals, never matched.
final class SwiftFactCollector: SyntaxVisitor {
    let lines: LineTable
    var facts: FileFacts
    /// The names each function, closure or accessor declares, by scope (see `declaresLocally`).
    var localNamesByScope: [SyntaxIdentifier: Set<String>] = [:]
    /// The sites and calls of each callable, to find the app's orientation monitors (``MonitorGraph``).
    var monitors = MonitorGraph()
    /// Starts without a handler and stops of motion managers (receiver, where, verb): sites when the same
    /// receiver's updates work out an orientation (``finishMotionCalls()``).
    var motionCalls: [(String, SourcePosition, String)] = []
    /// The motion managers whose updates work out an orientation in this file.
    var derivingMotionReceivers: Set<String> = []
    /// For each class, struct or extension the walk is in, whether its name makes it a monitor's:
    /// calls are recorded for the monitor graph only inside one.
    private var monitorTypes: [Bool] = []
    /// True inside a type named for orientation or rotation.
    var isInMonitorType: Bool { monitorTypes.last == true }

    init(path: String, lines: LineTable) {
        self.lines = lines
        facts = FileFacts(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    /// Where a node starts, after its leading trivia.
    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let offset = node.positionAfterSkippingLeadingTrivia
        let location = lines.location(of: offset.utf8Offset)
        return SourcePosition(line: location.line, column: location.column, offset: offset.utf8Offset)
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for clause in node.clauses {
            let value = clause.condition.flatMap(Self.constantCondition)
            if value == false { continue }
            walk(clause)
            if value == true { break } // `#if true`: the later clauses are never compiled.
        }
        return .skipChildren
    }

    /// The value every compiler an app builds with today gives a condition, or `nil` when it
    /// depends on the build: `true` / `false`, and tests of a Swift or compiler version no later
    /// than 5.0 (`swift(>=4.2)` holds and `swift(<4.2)` does not, so QRCodeReader's `#else`
    /// spelling of a notification for Swift 4 is never compiled).
    static func constantCondition(_ condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["swift", "compiler"].contains(callee.baseName.text), call.arguments.count == 1,
            let argument = call.arguments.first?.expression.trimmedDescription.filter({ !$0.isWhitespace })
        else { return nil }
        let atLeast = argument.hasPrefix(">=")
        guard atLeast || argument.hasPrefix("<") else { return nil }
        let version = argument.drop { $0 == ">" || $0 == "<" || $0 == "=" }.split(separator: ".").map { Int($0) }
        guard let major = version.first ?? nil, version.allSatisfy({ $0 != nil }) else { return nil }
        let minor = version.count > 1 ? version[1] ?? 0 : 0
        guard major < 5 || (major == 5 && minor == 0 && version.dropFirst(2).allSatisfy { $0 == 0 }) else {
            return nil
        }
        return atLeast
    }

    // MARK: Dispatch (the work is in the extensions)

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        rotationForwarding(node)
        statusBarOrientationCallback(node)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        recordInitializerSpan(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordOwnStatusBarRead(node)
        recordOwnSceneRead(node)
        recordOwnDeviceRead(node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if Self.uikitMethodNames.contains(node.name.text) {
            facts.declaredUIKitNames.insert("\(node.name.text)/\(node.parameterClause?.parameters.count ?? 0)")
        }
        return .visitChildren
    }

    // MARK: Types

    override func visitPost(_ node: ClassDeclSyntax) { monitorTypes.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { monitorTypes.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { monitorTypes.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        monitorTypes.append(MonitorGraph.namesMonitor(node.name.text))
        let inherited = Self.inheritedNames(node.inheritanceClause)
        if inherited.first?.hasSuffix("Window") == true, Self.showsScreenItself(node.memberBlock) {
            facts.screenWindowClasses.insert(node.name.text)
        }
        facts.types.append(
            TypeFact(
                name: node.name.text, superclass: inherited.first, inherited: inherited, isExtension: false,
                declaresShared: Self.declaresShared(node.memberBlock), isSwiftUIApp: false,
                position: position(node.name), language: .swift, objcName: Self.objcName(node.attributes)))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Self.inheritedNames(node.inheritanceClause)
        // A view modifier's `body` may reach its observation through its own members (`RotateModifier`).
        monitorTypes.append(MonitorGraph.namesMonitor(node.name.text) || inherited.contains("ViewModifier"))
        let isMain = SwiftSyntaxReading.attributeNames(node.attributes).contains("main")
        facts.types.append(
            TypeFact(
                name: node.name.text, superclass: nil, inherited: inherited, isExtension: false,
                declaresShared: Self.declaresShared(node.memberBlock),
                isSwiftUIApp: isMain && inherited.contains("App"), position: position(node.name), language: .swift))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension View`: its modifiers (`onRotate(perform:)`) may apply a view modifier that observes the device.
        let extended = node.extendedType.trimmedText
        monitorTypes.append(MonitorGraph.namesMonitor(extended) || extended == MonitorGraph.viewExtension)
        let inherited = Self.inheritedNames(node.inheritanceClause)
        facts.types.append(
            TypeFact(
                name: Self.plainTypeName(node.extendedType.trimmedText), superclass: nil, inherited: inherited,
                isExtension: true, declaresShared: Self.declaresShared(node.memberBlock), isSwiftUIApp: false,
                position: position(node.extendedType), language: .swift))
        return .visitChildren
    }

    /// `@objc(VLCPlayerViewController)` → `VLCPlayerViewController`.
    static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedText == "objc",
                let name = attribute.arguments?.trimmedText, !name.isEmpty, !name.contains(":")
            else { continue }
            return name
        }
        return nil
    }

    /// `UIKit.UIHostingController<Content>` → `UIHostingController`.
    static func plainTypeName(_ text: String) -> String {
        // Most names have neither: then both splits below give the text back.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) { return text }
        let withoutGenerics = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { plainTypeName($0.type.trimmedText) } ?? []
    }

    /// The names of a singleton's static property.
    private static let sharedNames: Set<String> = ["shared", "sharedInstance", "instance", "default"]

    private static func declaresShared(_ members: MemberBlockSyntax) -> Bool {
        let names = sharedNames
        return members.members.contains { item in
            if let variable = item.decl.as(VariableDeclSyntax.self),
                SwiftSyntaxReading.hasModifier(variable.modifiers, .static)
                    || SwiftSyntaxReading.hasModifier(variable.modifiers, .class)
            {
                return variable.bindings.contains {
                    names.contains($0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
                }
            }
            return false
        }
    }

    // MARK: Declaration context

    /// Where a declaration sits.
    enum DeclarationContext {
        /// At file scope.
        case global
        /// A member of a type: its name, and whether that is a class or an extension.
        case member(owner: String, isClass: Bool, isExtension: Bool)
        /// Inside a function, closure or accessor.
        case local
    }

    /// The context of a declaration, from its ancestors.
    static func context(of node: some SyntaxProtocol) -> DeclarationContext {
        var current = node.parent
        while let node = current {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return .local
            }
            if node.is(MemberBlockSyntax.self), let owner = node.parent {
                if let decl = owner.as(ClassDeclSyntax.self) {
                    return .member(owner: decl.name.text, isClass: true, isExtension: false)
                }
                if let decl = owner.as(ExtensionDeclSyntax.self) {
                    return .member(
                        owner: plainTypeName(decl.extendedType.trimmedText), isClass: true,
                        isExtension: true)
                }
                if let decl = owner.as(StructDeclSyntax.self) {
                    return .member(owner: decl.name.text, isClass: false, isExtension: false)
                }
                if let decl = owner.as(EnumDeclSyntax.self) {
                    return .member(owner: decl.name.text, isClass: false, isExtension: false)
                }
                if let decl = owner.as(ActorDeclSyntax.self) {
                    return .member(owner: decl.name.text, isClass: false, isExtension: false)
                }
                return .local // protocol requirements and other bodies
            }
            current = node.parent
        }
        return .global
    }

    /// The innermost function declaration around a node, if any.
    static func enclosingFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `name(first:second:)` of a function.
    static func signature(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }
}
