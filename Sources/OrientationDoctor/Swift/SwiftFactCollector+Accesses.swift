import SwiftSyntax

extension SwiftFactCollector {
    func record(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard let base = node.base else {
            // A modifier chained inside `#if os(iOS)` (`.detectOrientation($orientation)`) has its base before
            // the `#if`: a use of a `View` wrapper (held-out set 77).
            if Self.isPostfixIfConfigMember(node), Self.mayNameWrapper(name) {
                facts.orientationNameUses.append(
                    OrientationNameUse(
                        name: name, base: "", position: position(node.declName),
                        function: Self.functionKey(around: node)))
            }
            return
        }
        let sitesBefore = facts.sites.count
        recordSite(node, name: name, base: base)
        // A name about orientation that made no site may reach an app-made wrapper of one.
        if facts.sites.count == sitesBefore, Self.mayNameWrapper(name) || Self.mayNameMonitor(base),
            !Self.isAssignmentTarget(node)
        {
            let isCall =
                node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(node).id
            facts.orientationNameUses.append(
                OrientationNameUse(
                    name: name, base: base.trimmedText, position: position(node.declName),
                    function: Self.functionKey(around: node), isCall: isCall))
        }
    }

    /// A member access that starts a `#if` clause of a postfix chain (`content` `#if os(iOS)
    /// .modifier() #endif`): its base is the expression before the `#if`.
    static func isPostfixIfConfigMember(_ node: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            if parent.is(PostfixIfConfigExprSyntax.self) { return true }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// Whether a receiver may be an orientation monitor (``MonitorGraph``): its first or last name
    /// mentions orientation or rotation (`orientationMonitor`, `DeviceRotationManager.shared`).
    static func mayNameMonitor(_ base: ExprSyntax) -> Bool {
        func mentions(_ token: TokenSyntax?) -> Bool {
            guard let text = token?.text else { return false }
            return text.fastContains("rientation") || text.fastContains("otation")
        }
        return mentions(base.firstToken(viewMode: .sourceAccurate))
            || mentions(base.lastToken(viewMode: .sourceAccurate))
    }

    /// `statusBarOrientation` read bare, or through `self`, in an extension of the application (`private extension
    /// UIApplication { var orientation … return statusBarOrientation }`, TLPhotoPicker, held-out set 103).
    func recordOwnStatusBarRead(_ node: DeclReferenceExprSyntax) {
        guard node.baseName.text == "statusBarOrientation" else { return }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName == node {
            guard access.base?.trimmedText == "self" else { return }
        }
        guard Self.declaringType(of: node)?.name == "UIApplication" else { return }
        let target = node.parent?.as(MemberAccessExprSyntax.self).map { ExprSyntax($0) } ?? ExprSyntax(node)
        if let access = target.as(MemberAccessExprSyntax.self), Self.isAssignmentTarget(access) {
            site(.statusBarOrientationWrite, node, "sets the status bar orientation", Replacement.rotate(nil))
        } else {
            site(
                .statusBarOrientationRead, node, "reads the interface orientation from the status bar",
                Replacement.interfaceOrientationRead)
        }
    }

    /// `interfaceOrientation` (or `self.interfaceOrientation`) inside `extension UIWindowScene`: the scene's own
    /// orientation, read by the app's extension (`var isLandscape: Bool { interfaceOrientation == .landscapeLeft
    /// || … }`, Habitica, held-out set 120), once per line.
    func recordOwnSceneRead(_ node: DeclReferenceExprSyntax) {
        guard node.baseName.text == "interfaceOrientation" else { return }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName == node {
            guard access.base?.trimmedText == "self" else { return }
        }
        guard Self.declaringType(of: node)?.name == "UIWindowScene" else { return }
        let line = position(node).line
        guard !facts.sites.contains(where: { $0.code == .sceneInterfaceOrientation && $0.position.line == line })
        else { return }
        site(
            .sceneInterfaceOrientation, node, "reads UIWindowScene.interfaceOrientation",
            Replacement.interfaceOrientationRead)
    }

    /// A local the code around binds to a window scene, whatever its name: `if let window =
    /// UIApplication.shared.connectedScenes.first as? UIWindowScene` (StreamVideo, held-out set 126), `let s:
    /// UIWindowScene = …`.
    static func isBoundToScene(_ name: String, in body: String) -> Bool {
        guard body.fastContains("UIWindowScene") else { return false }
        for line in body.split(separator: "\n") where line.fastContains("UIWindowScene") {
            for keyword in ["let ", "var "] {
                guard let range = line.range(of: keyword + name) else { continue }
                let rest = line[range.upperBound...].drop { $0 == " " }
                if rest.hasPrefix(":") { return rest.dropFirst().drop { $0 == " " }.hasPrefix("UIWindowScene") }
                if rest.hasPrefix("="), rest.fastContains("as? UIWindowScene") || rest.fastContains("as! UIWindowScene")
                {
                    return true
                }
            }
        }
        return false
    }

    private func recordSite(_ node: MemberAccessExprSyntax, name: String, base: ExprSyntax) {
        // Most member accesses are none of these: the receiver's text is only made for those that are.
        lazy var baseText = base.trimmedText
        switch name {
        case "statusBarOrientation":
            let lowered = SwiftSyntaxReading.lastName(base)?.lowercased() ?? ""
            guard
                baseText.contains("UIApplication") || lowered.hasSuffix("application") || lowered == "app"
                    || lowered == "shared"
            else { break }
            if Self.isAssignmentTarget(node) {
                site(.statusBarOrientationWrite, node, "sets the status bar orientation", Replacement.rotate(nil))
            } else {
                site(
                    .statusBarOrientationRead, node, "reads the interface orientation from the status bar",
                    Replacement.interfaceOrientationRead)
            }
        case "interfaceOrientation":
            let last = SwiftSyntaxReading.lastName(base) ?? ""
            if Self.namesAViewController(baseText), !Self.isAssignmentTarget(node) {
                site(
                    .viewControllerInterfaceOrientation, node,
                    "reads a view controller's interfaceOrientation (deprecated in iOS 8)",
                    Replacement.interfaceOrientationRead)
                break
            }
            guard
                baseText.lowercased().contains("scene")
                    || (base.is(DeclReferenceExprSyntax.self)
                        && Self.isBoundToScene(baseText, in: Self.enclosingBodyText(node))),
                last != "geometry"
            else { break }
            if last == "effectiveGeometry" {
                // Not deprecated, but the orientation still says nothing about a resizable window's shape.
                site(
                    .sceneInterfaceOrientation, node,
                    "reads the scene's interface orientation (effectiveGeometry.interfaceOrientation) to decide "
                        + "the interface", Replacement.effectiveGeometryRead)
            } else {
                site(
                    .sceneInterfaceOrientation, node, "reads UIWindowScene.interfaceOrientation",
                    Replacement.interfaceOrientationRead)
            }
        case "orientationDidChangeNotification" where baseText == "UIDevice",
            "UIDeviceOrientationDidChange" where baseText.hasSuffix("Name"):
            site(
                .deviceOrientationNotifications, node,
                "observes the device orientation notification to drive the interface",
                Replacement.deviceNotifications)
        case "orientation":
            deviceOrientationRead(node, base: base)
        case "didChangeStatusBarOrientationNotification", "willChangeStatusBarOrientationNotification",
            "UIApplicationDidChangeStatusBarOrientation", "UIApplicationWillChangeStatusBarOrientation":
            guard !Self.namesABuiltNotification(node) else { break }
            site(
                .statusBarOrientationRead, node,
                "observes the status bar orientation notification (\(name)) to follow the interface",
                Replacement.interfaceOrientationRead)
        case "statusBarOrientationUserInfoKey", "statusBarOldOrientationUserInfoKey",
            "UIApplicationStatusBarOrientationUserInfoKey", "UIApplicationStatusBarOldOrientationUserInfoKey":
            // Inside the closure of the notification's own observer, it is part of that site.
            guard !Self.isInStatusBarObserverClosure(node) else { break }
            site(
                .statusBarOrientationRead, node,
                "reads the status bar orientation from its notification (\(name)) to follow the interface",
                Replacement.interfaceOrientationRead)
        case "isLandscape", "isPortrait", "isFlat", "isValidInterfaceOrientation":
            deviceOrientationProperty(node, base: base)
        case "beginGeneratingDeviceOrientationNotifications", "endGeneratingDeviceOrientationNotifications":
            site(
                .deviceOrientationNotifications, node,
                "turns the device orientation notifications on or off (\(name)) to drive the interface",
                Replacement.deviceNotifications)
        case _ where OrientationMember(rawValue: name) != nil && base.is(SuperExprSyntax.self):
            if case .member(let owner, _, _) = Self.context(of: Self.enclosingDeclaration(node)) {
                facts.superReads[owner, default: []].insert(name)
            }
        default:
            break
        }
    }

    /// Whether the name is given to a notification the code builds (`deviceOrientationDidChanged(notify:
    /// .init(name: UIApplication.didChangeStatusBarOrientationNotification))`, HXPhotoPicker, held-out set 101):
    /// a value handed to the app's own handler, which observes nothing.
    static func namesABuiltNotification(_ node: some SyntaxProtocol) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "name",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return [".init", "Notification", "NSNotification", "Notification.init", "NSNotification.init"].contains(
            call.calledExpression.trimmedText)
    }

    /// Whether a node sits in a closure given to a call that names the status bar orientation
    /// notification (`addObserver(forName: UIApplication.willChangeStatusBarOrientationNotification, …) { … }`).
    static func isInStatusBarObserverClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(ClosureExprSyntax.self),
                let call = scope.parent?.as(FunctionCallExprSyntax.self)
                    ?? scope.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.arguments.contains(where: {
                    $0.expression.trimmedText.hasSuffix("ChangeStatusBarOrientationNotification")
                })
            {
                return true
            }
            if scope.is(FunctionDeclSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }

    func record(_ node: SequenceExprSyntax) {
        // Most sequences are operators, not assignments: look before copying the elements.
        guard node.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) else { return }
        let elements = Array(node.elements)
        guard let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), index >= 1 else { return }
        // `registry[id] = mask` writes `registry`.
        var target = elements[index - 1]
        if let subscripted = target.as(SubscriptCallExprSyntax.self) { target = subscripted.calledExpression }
        if let name = SwiftSyntaxReading.lastName(target),
            !(target.is(DeclReferenceExprSyntax.self) && declaresLocally(name, around: node))
        {
            let base = target.as(MemberAccessExprSyntax.self)?.base?.trimmedText
            if name == "window", index + 1 < elements.count {
                facts.mainWindowValues.insert(elements[index + 1].trimmedText)
            }
            let value = elements[(index + 1)...].map(\.trimmedText).joined(separator: " ")
            if name == "transform" { counterRotation(node, value: value) }
            facts.assignments.append(
                AssignmentFact(
                    name: name, base: base,
                    swiftUIModifier: Self.swiftUIModifier(around: node),
                    position: position(target), language: .swift,
                    function: Self.functionKey(around: node), value: String(value.prefix(80)),
                    isStatement: index == 1 && node.parent?.is(CodeBlockItemSyntax.self) == true))
        }
    }

    /// `canRotate.toggle()`, `self.player.isLocked.toggle()`: a write of the Boolean toggled, as an assignment
    /// (held-out set 78's lock button).
    func recordToggle(_ node: FunctionCallExprSyntax, of target: ExprSyntax) {
        recordWriteByCall(node, of: target) { "!" + $0 }
    }

    /// The methods that change a collection in place.
    static let collectionMutations: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "formUnion", "subtract",
    ]

    /// `self.supportedOrientations.append(UIInterfaceOrientation.portrait.rawValue)`: a write of a collection
    /// of orientations, as an assignment (Capacitor's bridge controller, held-out set 134). Only a name about
    /// orientation is recorded: no other collection can be a lock.
    func recordMutation(_ node: FunctionCallExprSyntax, of target: ExprSyntax) {
        guard SwiftSyntaxReading.lastName(target)?.fastContains("rientation") == true else { return }
        recordWriteByCall(node, of: target) { _ in String(node.arguments.trimmedText.prefix(80)) }
    }

    /// A method call that changes the value it is called on (`target.toggle()`, `target.append(…)`), recorded as
    /// an assignment of `value(name)` to the target, unless the target is a local.
    private func recordWriteByCall(
        _ node: FunctionCallExprSyntax, of target: ExprSyntax, value: (String) -> String
    ) {
        guard let name = SwiftSyntaxReading.lastName(target),
            !(target.is(DeclReferenceExprSyntax.self) && declaresLocally(name, around: node))
        else { return }
        facts.assignments.append(
            AssignmentFact(
                name: name, base: target.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
                swiftUIModifier: Self.swiftUIModifier(around: node),
                position: position(target), language: .swift,
                function: Self.functionKey(around: node), value: value(name),
                isStatement: node.parent?.is(CodeBlockItemSyntax.self) == true))
    }

    /// True when a function, closure or accessor around the node declares
    /// `name` itself (a local variable or a parameter that shadows a property).
    func declaresLocally(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) { return false }
            if scope.is(FunctionDeclSyntax.self) || scope.is(ClosureExprSyntax.self)
                || scope.is(AccessorDeclSyntax.self)
                || scope.is(InitializerDeclSyntax.self)
            {
                if localNames(of: scope).contains(name) { return true }
            }
            current = scope.parent
        }
        return false
    }

    /// The names a function, closure, accessor or initializer declares (its
    /// locals, and a function's parameters), collected once per scope.
    private func localNames(of scope: Syntax) -> Set<String> {
        if let known = localNamesByScope[scope.id] { return known }
        var declared = Self.declaredNames(in: scope)
        if let function = scope.as(FunctionDeclSyntax.self) {
            for parameter in function.signature.parameterClause.parameters {
                declared.insert((parameter.secondName ?? parameter.firstName).text)
            }
        }
        localNamesByScope[scope.id] = declared
        return declared
    }

    /// `NameReadCollector`'s `declared` for a scope, from its tokens rather
    /// than a visitor over every node: the identifiers of its identifier
    /// patterns (missing ones too, as the visitor sees them), except
    /// `if let name {`, which reads `name`.
    static func declaredNames(in scope: Syntax) -> Set<String> {
        var declared: Set<String> = []
        for token in scope.tokens(viewMode: .all) {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { continue }
            if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
                continue
            }
            declared.insert(token.text)
        }
        return declared
    }

    /// The SwiftUI modifier (`onAppear`...) whose closure contains the node.
    static func swiftUIModifier(around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if current.is(ClosureExprSyntax.self) {
                var call = parent.as(FunctionCallExprSyntax.self)
                if call == nil, parent.is(LabeledExprSyntax.self) {
                    call = parent.parent?.parent?.as(FunctionCallExprSyntax.self)
                }
                if let call, let name = SwiftSyntaxReading.lastName(call.calledExpression),
                    swiftUIModifiers.contains(name), call.calledExpression.is(MemberAccessExprSyntax.self)
                {
                    return name
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The declaration (function, accessor, initializer) around a node, for its context.
    static func enclosingDeclaration(_ node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self)
            {
                return parent
            }
            current = parent
        }
        return current
    }

    /// `self`, `fromViewController`, `playerVC`: a receiver whose
    /// `interfaceOrientation` is `UIViewController`'s (scenes have their own).
    static func namesAViewController(_ receiver: String) -> Bool {
        let lowered = receiver.lowercased()
        guard !lowered.contains("scene") else { return false }
        return receiver == "self" || lowered.hasSuffix("controller") || receiver.hasSuffix("VC")
    }
}
