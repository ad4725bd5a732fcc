import SwiftSyntax

extension SwiftFactCollector {
    /// A function's name, type and lines, for the findings inside it to make it a helper.
    func recordSpan(_ node: FunctionDeclSyntax) {
        guard let body = node.body else { return }
        let type = Self.declaringType(of: node)?.name
        var key = FunctionKey(name: node.name.text, owner: type, isViewModifier: type == "View")
        key.labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        let start = position(node.name)
        let end = lines.location(of: body.endPositionBeforeTrailingTrivia.utf8Offset).line
        let isOverride = SwiftSyntaxReading.hasModifier(node.modifiers, .override)
        // UIKit's `prepare(for:sender:)` and a layout's `prepare()` are overrides: a `prepare(_:)` that overrides
        // nothing is the app's (ARVideoKit's recorder, held-out set 146).
        let isCallback = FunctionSpan.isCallback(node.name.text) && node.name.text != "prepare"
        var span = FunctionSpan(
            key: key, selector: nil, firstLine: start.line, lastLine: end, isPlumbing: isOverride || isCallback,
            position: start)
        span.returnsView = node.signature.returnClause?.type.trimmedDescription.hasSuffix("View") == true
        facts.functionSpans.append(span)
    }

    /// An app type's initializer, as a function named `init`: a site in its body (a scene read, the device's
    /// notifications begun) is reached by each call of the type by its name (`IQRootControllerConfiguration(
    /// rootController:)`, IQKeyboardManager, held-out set 98; EZPlayer's window container).
    func recordInitializerSpan(_ node: InitializerDeclSyntax) {
        guard let body = node.body, let type = Self.declaringType(of: node)?.name, Self.isAppType(type) else { return }
        var key = FunctionKey(name: "init", owner: type)
        key.labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        let start = position(node.initKeyword)
        let end = lines.location(of: body.endPositionBeforeTrailingTrivia.utf8Offset).line
        facts.functionSpans.append(
            FunctionSpan(
                key: key, selector: nil, firstLine: start.line, lastLine: end, isPlumbing: false, position: start))
    }

    /// An instance's stored property's first value (`@State private var orientation = UIDevice.current.orientation`
    /// in a view), as an initializer of any labels: every initializer of the type computes it, so a site in it is
    /// reached by each call of the type by its name (`OStack(spacing: 10) { … }`, MultiList, held-out set 73). A
    /// `lazy` value is computed on first use, not with the instance, and is left out by the caller. A
    /// `private` value the type never reads again (`@State private var orientation = UIDevice.current.orientation`
    /// in a player view that never uses it, Open edX, held-out set 166) decides nothing where the type is made.
    func recordStoredValueSpan(_ binding: PatternBindingSyntax, owner: String) {
        guard let value = binding.initializer?.value, Self.isAppType(owner) else { return }
        if let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
            SwiftSyntaxReading.hasModifier(declaration.modifiers, .private)
                || SwiftSyntaxReading.hasModifier(declaration.modifiers, .fileprivate),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            value.trimmedDescription.fastContains("rientation"), !Self.isReadAgain(name, declaredBy: binding)
        {
            return
        }
        let start = position(binding.pattern)
        let end = lines.location(of: value.endPositionBeforeTrailingTrivia.utf8Offset).line
        facts.functionSpans.append(
            FunctionSpan(
                key: FunctionKey(name: "init", owner: owner), selector: nil, firstLine: start.line, lastLine: end,
                isPlumbing: false, position: start))
    }

    /// Whether the type that declares a property names it anywhere but in its own declaration (`orientation`,
    /// `self.orientation`, `$orientation`, `_orientation`).
    static func isReadAgain(_ name: String, declaredBy binding: PatternBindingSyntax) -> Bool {
        var current = binding.parent
        while let node = current, !node.is(MemberBlockSyntax.self) { current = node.parent }
        guard let members = current else { return true }
        let names: Set<String> = [name, "$" + name, "_" + name]
        let own = binding.range
        return members.tokens(viewMode: .sourceAccurate).contains { token in
            let text: String
            switch token.tokenKind {
            case .identifier(let name), .dollarIdentifier(let name): text = name
            default: return false
            }
            return names.contains(text) && !own.contains(token.positionAfterSkippingLeadingTrivia)
        }
    }

    /// Whether a call is the first value of a type's stored property or a global (`static let shared = X()`), made
    /// once for the whole app, not of a local or of an instance's property (`@StateObject private var manager =
    /// OrientationManager()`, made with each instance: AstridVideoPlayer, held-out set 108).
    static func isStoredPropertyValue(_ node: FunctionCallExprSyntax) -> Bool {
        guard let clause = node.parent?.as(InitializerClauseSyntax.self),
            let declaration = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        let scope = declaration.parent?.parent
        if scope?.is(MemberBlockItemListSyntax.self) == true {
            return SwiftSyntaxReading.hasModifier(declaration.modifiers, .static)
                || SwiftSyntaxReading.hasModifier(declaration.modifiers, .class)
        }
        return scope?.parent?.is(SourceFileSyntax.self) == true
    }

    /// A settable property's observers or setter (`static var orientationLock = … { didSet { … } }`), as an
    /// accessor span: a site in them (a geometry request) runs on each write of the property, which is then
    /// a helper call (SpyGame, held-out set 113).
    func recordObserverSpan(_ binding: PatternBindingSyntax, name: String, owner: String) {
        guard let accessors = binding.accessorBlock else { return }
        let start = position(binding.pattern)
        let end = lines.location(of: accessors.endPositionBeforeTrailingTrivia.utf8Offset).line
        let key = FunctionKey(name: name, owner: owner.isEmpty ? nil : owner, isAccessor: true)
        facts.functionSpans.append(
            FunctionSpan(
                key: key, selector: nil, firstLine: start.line, lastLine: end, isPlumbing: false, position: start))
    }

    /// A computed property's name, type and lines: a finding in its getter makes each read of it a
    /// helper call (`if isFullScreen` where `isFullScreen` reads the status bar).
    func recordPropertySpan(_ binding: PatternBindingSyntax, name: String, owner: String) {
        guard let accessors = binding.accessorBlock else { return }
        let start = position(binding.pattern)
        let end = lines.location(of: accessors.endPositionBeforeTrailingTrivia.utf8Offset).line
        var span = FunctionSpan(
            key: FunctionKey(name: name, owner: owner.isEmpty ? nil : owner), selector: nil, firstLine: start.line,
            lastLine: end, isPlumbing: false, position: start)
        span.isProperty = true
        facts.functionSpans.append(span)
        noteWrapperRelayReads(accessors, caller: name, owner: owner, binding: binding)
    }

    /// A computed property named for orientation or a side that reads another of its type's members
    /// named for orientation (`static var isLandscape: Bool { interfaceOrientation.isLandscape }`,
    /// `self.interfaceOrientation`): the resolver makes it a wrapper when that member is one, as it
    /// does for a call (``WrapperRelay``). Names the getter declares (a closure's `orientation`) are
    /// its own.
    private func noteWrapperRelayReads(
        _ accessors: AccessorBlockSyntax, caller: String, owner: String, binding: PatternBindingSyntax
    ) {
        guard Self.mayNameWrapper(caller), !caller.fastContains("otat"), OrientationMember(rawValue: caller) == nil
        else { return }
        let reads = OwnMemberReadCollector(viewMode: .sourceAccurate)
        reads.walk(accessors)
        let signature = binding.typeAnnotation?.type.trimmedText ?? ""
        for callee in reads.reads.subtracting(reads.declared).sorted() where callee != caller {
            var relay = WrapperRelay(
                caller: caller, owner: owner.isEmpty ? nil : owner, isProperty: true, signature: signature,
                callee: callee)
            relay.isRead = true
            facts.wrapperRelays.append(relay)
        }
        // Another type's wrapper read through its name (`UIApplication.hx_interfaceOrientation` in
        // `extension UIDevice { class var isPortrait: Bool }`, HXPhotoPicker, held-out set 101).
        for read in reads.typedReads.sorted(by: { ($0.type, $0.name) < ($1.type, $1.name) }) where read.type != owner {
            var relay = WrapperRelay(
                caller: caller, owner: owner.isEmpty ? nil : owner, isProperty: true, signature: signature,
                callee: read.name)
            relay.calleeOwner = read.type
            relay.isRead = true
            facts.wrapperRelays.append(relay)
        }
    }

    /// `updateLayout()`, `self.enterFullscreen()`, `playerView.rotate(to: .landscapeLeft)`: a call by
    /// name that may reach one of the app's functions (`super.updateOrientation()` too, the
    /// superclass's own). Implicit members (`.init()`) are not.
    func notePlainCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        // `IQRootControllerConfiguration(rootController: controller)`: a call of the app type's initializer. A
        // stored property's first value (`static let shared = MotionSensor()`) is made once, wherever it is used.
        // A nested type is made through its path (`MobileUtils.OrientationInfo()`, Graphnote, held-out set 268).
        if let first = name.first, first.isUppercase,
            node.calledExpression.is(DeclReferenceExprSyntax.self) || Self.isTypePath(node.calledExpression)
        {
            guard Self.isAppType(name), !Self.isStoredPropertyValue(node) else { return }
            facts.plainCalls.append(
                PlainCall(
                    name: "init", base: name, labels: node.arguments.map { $0.label?.text ?? "_" }, selector: nil,
                    enclosingType: Self.declaringType(of: node)?.name, function: Self.functionKey(around: node),
                    position: position(node.calledExpression)))
            return
        }
        guard let first = name.first, first.isLowercase || first == "_" else { return }
        var receiver: String?
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return }
            let text = base.trimmedText
            receiver = ["self", "Self", "super"].contains(text) ? nil : text
        } else if !node.calledExpression.is(DeclReferenceExprSyntax.self) {
            return
        }
        var call = PlainCall(
            name: name, base: receiver, labels: node.arguments.map { $0.label?.text ?? "_" }, selector: nil,
            enclosingType: Self.declaringType(of: node)?.name, function: Self.functionKey(around: node),
            position: position(
                node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)))
        call.orientationAngleLabels = Self.orientationAngleLabels(node.arguments)
        facts.plainCalls.append(call)
    }
}

extension SwiftFactCollector {
    /// `MobileUtils.OrientationInfo`: a member named by a path of capitalized names, a nested type.
    static func isTypePath(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return false }
        let names = base.trimmedText.split(separator: ".")
        return !names.isEmpty
            && names.allSatisfy { name in
                name.first?.isUppercase == true && name != "Self"
                    && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
    }
}

extension FunctionSpan {
    /// Methods UIKit or the runtime call, and that apps rarely call themselves, and initializers: a
    /// site in one answers UIKit or makes a value, not a caller's decision.
    static func isCallback(_ name: String) -> Bool {
        let first = String(name.prefix { $0 != ":" })
        // An Objective-C initializer (`initWithInterfaceOrientations:`) makes a value.
        if first.hasPrefix("initWith") { return true }
        return callbacks.contains(first)
    }

    private static let callbacks: Set<String> = [
        "init", "deinit", "dealloc", "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear",
        "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewWillTransition", "viewWillTransitionToSize", "willTransition", "willTransitionToTraitCollection",
        "traitCollectionDidChange", "layoutSubviews", "awakeFromNib", "didMoveToWindow", "didMoveToSuperview",
        "willMoveToWindow", "willMoveToSuperview", "application", "scene", "sceneDidBecomeActive",
        "sceneWillEnterForeground", "applicationDidBecomeActive", "applicationWillEnterForeground",
        "observeValue", "observeValueForKeyPath", "supportedInterfaceOrientations", "shouldAutorotate",
        "preferredInterfaceOrientationForPresentation", "willRotateToInterfaceOrientation",
        "didRotateFromInterfaceOrientation", "willAnimateRotationToInterfaceOrientation", "updateConstraints",
        "updateViewConstraints", "drawRect", "draw", "prepareForReuse", "prepare", "prepareForSegue",
        "tableView", "collectionView", "scrollViewDidScroll", "numberOfSectionsInTableView",
        "navigationController", "tabBarController", "pageViewController", "body", "makeUIView", "updateUIView",
        "makeUIViewController", "updateUIViewController", "makeCoordinator", "removeFromSuperview",
    ]
}

/// Reads of a file's own computed properties that hold a site (`if isFullScreen`,
/// `self.windowOrientation`), as calls: found in a second walk, only in files that declare one.
final class PropertyReadFinder: SyntaxVisitor {
    private let names: Set<String>
    private let lines: LineTable
    private(set) var reads: [PlainCall] = []

    init(names: Set<String>, lines: LineTable) {
        self.names = names
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// The file's computed properties whose getter holds one of its sites of `codes`.
    static func helperProperties(_ facts: FileFacts, codes: Set<String>) -> Set<String> {
        let lines = facts.sites.filter { codes.contains($0.code.rawValue) }.map(\.position.line)
        guard !lines.isEmpty else { return [] }
        return Set(
            facts.functionSpans.filter { span in span.isProperty && lines.contains { span.contains(line: $0) } }
                .map(\.key.name))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard names.contains(name) else { return .visitChildren }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            // `self.isFullScreen`, not `player.isFullScreen` (another instance, maybe another type).
            guard let base = access.base?.trimmedText, base == "self" else { return .visitChildren }
        } else if node.parent?.is(FunctionCallExprSyntax.self) == true {
            return .visitChildren
        }
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let location = lines.location(of: offset)
        reads.append(
            PlainCall(
                name: name, base: nil, labels: nil, selector: nil,
                enclosingType: SwiftFactCollector.declaringType(of: node)?.name,
                function: SwiftFactCollector.functionKey(around: node),
                position: SourcePosition(line: location.line, column: location.column, offset: offset)))
        return .visitChildren
    }
}

/// The names about orientation a body reads bare or through `self` or `Self` (its type's members),
/// and the names it declares (locals, closure parameters).
final class OwnMemberReadCollector: SyntaxVisitor {
    var reads: Set<String> = []
    var declared: Set<String> = []
    /// Reads through a type's name (`UIApplication.hx_interfaceOrientation`), as the type and the name.
    var typedReads: Set<TypedRead> = []

    struct TypedRead: Hashable {
        var type: String
        var name: String
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.fastContains("rientation") else { return .visitChildren }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName == node {
            guard let base = access.base?.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
            let type = base.baseName.text
            if type != "Self", type.first?.isUppercase == true {
                typedReads.insert(TypedRead(type: type, name: name))
            }
            guard ["self", "Self"].contains(type) else { return .visitChildren }
        }
        reads.insert(name)
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }
}
