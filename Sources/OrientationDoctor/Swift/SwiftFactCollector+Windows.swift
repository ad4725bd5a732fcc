import SwiftSyntax

/// Windows in Swift: where one is made, the functions that make and return
/// one (factories) and their calls, whether it is the app's main window, and
/// the view controllers that may be its root.
extension SwiftFactCollector {
    /// `UIWindow(frame:)`, `PlayerWindow(windowScene:)`: a window made here.
    func windowCreation(_ node: FunctionCallExprSyntax, typeName: String) {
        let context = windowContext(node)
        var window = WindowFact(
            typeName: typeName, isMainWindow: isMainWindowCreation(node),
            singleton: Self.staticPropertyOwner(of: node), position: position(node),
            servesPlayer: context.servesPlayer, rootCandidates: context.roots,
            onExternalScreen: context.onExternalScreen)
        window.showsScreen = Self.showsScreen(Self.enclosingBodyText(node))
        if let function = Self.enclosingFunction(node), Self.returnsWindow(function) {
            window.factory = FunctionKey(name: function.name.text, owner: Self.declaringType(of: function)?.name)
        }
        facts.windows.append(window)
    }

    /// A call whose name mentions a window (`SceneHelper.newMainScreenWindow()`): if the project
    /// declares that function as a window factory, the caller makes a window there.
    func windowFactoryCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        // "indow" matches `Window` and `window` without lowercasing every call's name.
        guard name.first?.isLowercase == true, name.fastContains("indow") else { return }
        let context = windowContext(node)
        var window = WindowFact(
            typeName: "UIWindow", isMainWindow: isMainWindowCreation(node),
            singleton: Self.staticPropertyOwner(of: node), position: position(node),
            servesPlayer: context.servesPlayer, rootCandidates: context.roots,
            onExternalScreen: context.onExternalScreen)
        window.showsScreen = Self.showsScreen(Self.enclosingBodyText(node))
        let receiver = base?.trimmedText
        window.factoryCall = FunctionKey(name: name, owner: receiver == "self" || receiver == "Self" ? nil : receiver)
        facts.windows.append(window)
    }

    /// A function declared to return a window (`-> UIWindow`, `-> PlayerWindow?`).
    static func returnsWindow(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.signature.returnClause?.type.trimmedText else { return false }
        let plain = plainTypeName(type.trimmingCharacters(in: ["?", "!"]))
        return plain.hasSuffix("Window") && plain.first?.isUppercase == true
    }

    /// A window assigned to `window` (at once, or through a local the function then assigns to
    /// `window`) or created in the app's launch methods; a window raised above
    /// the normal level (`windowLevel = .alert`) is an overlay, never the main window, whatever its property's name.
    func isMainWindowCreation(_ node: FunctionCallExprSyntax) -> Bool {
        // A controller that roots itself in a window it makes (`window.rootViewController = self`, SwiftMessages's
        // message window) keeps that window in its own `window` property: not the app's main window.
        if Self.rootsItself(Self.enclosingBodyText(node)) { return false }
        if let assigned = Self.assignmentTarget(ofValue: node), SwiftSyntaxReading.lastName(assigned) == "window" {
            return !Self.raisesWindowLevel(Self.enclosingBodyText(node))
        }
        // `let window = UIWindow(windowScene:).then { … }` and, later, `self.window = window` (Brave).
        if let local = Self.localName(boundTo: node) {
            let body = Self.enclosingBodyText(node)
            let assignsWindow = body.split(separator: "\n").contains { line in
                let statement = line.trimmingCharacters(in: .whitespaces)
                return statement == "self.window = \(local)" || statement == "window = \(local)"
            }
            if assignsWindow { return !Self.raisesWindowLevel(body) }
        }
        guard let function = Self.enclosingFunction(node) else { return false }
        let launchMethods: Set<String> = [
            "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
            "scene(_:willConnectTo:options:)",
        ]
        return launchMethods.contains(Self.signature(function))
    }

    /// The body makes its own type a window's root (`window.rootViewController = self`, not `= self.home`).
    static func rootsItself(_ body: String) -> Bool {
        guard body.fastContains("rootViewController = self") else { return false }
        return body.split(separator: "\n").contains { line in
            let statement = line.trimmingCharacters(in: .whitespaces)
            return statement.hasSuffix("rootViewController = self") || statement.hasSuffix("rootViewController = self;")
        }
    }

    /// The local a value initializes, through member calls on it (`let window = UIWindow(…).then { … }`).
    static func localName(boundTo node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            guard parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) else { return nil }
            current = parent
        }
        return nil
    }

    /// The body raises a window, gives it a root and makes it key: a screen, not a toast or a HUD
    /// (which stay out of the key window's way), nor a window whose root is a bare
    /// `UIViewController()` that only presents an alert (Blink, Rocket.Chat).
    static func showsScreen(_ body: String) -> Bool {
        body.fastContains("makeKeyAndVisible") && body.fastContains("rootViewController")
            && !body.fastContains("rootViewController = UIViewController()") && raisesWindowLevel(body)
    }

    /// A window class whose own methods raise it, make it key and give it a screen of the app as its
    /// root (`rootViewController = CallViewController(…)`, not a bare `UIViewController()`): Delta
    /// Chat's call window, made at launch and shown over the main window during a call.
    static func showsScreenItself(_ members: MemberBlockSyntax) -> Bool {
        let text = members.sourceText
        guard text.fastContains("makeKey"), text.fastContains("rootViewController"), raisesWindowLevel(text) else {
            return false
        }
        return text.split(separator: "\n").contains { line in
            guard let range = line.range(of: "rootViewController = ") else { return false }
            let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            return !value.isEmpty && !value.hasPrefix("UIViewController()") && !value.hasPrefix("nil")
        }
    }

    /// The body raises a window above the app and shows it (`isHidden = false`, `[window setHidden:NO]`)
    /// without giving it a root view controller, a subview or the key status: a decoration drawn from
    /// its layer (GoMap's touch circles), which UIKit never asks about orientation, however much the
    /// code around it talks of rotation.
    static func showsDecoration(_ body: String) -> Bool {
        let compact = body.filter { !$0.isWhitespace }
        let shows =
            compact.fastContains("isHidden=false") || compact.fastContains("hidden=NO")
            || compact.fastContains("setHidden:NO")
        guard shows, !compact.fastContains("rootViewController"), !compact.fastContains("makeKey"),
            !compact.fastContains("addSubview")
        else { return false }
        // A statement sets a level above the normal one (`.statusBar`, `UIWindowLevelAlert + 1`).
        return body.split(whereSeparator: { $0 == "\n" || $0 == ";" }).contains { statement in
            guard let range = statement.range(of: "windowLevel"), !statement.fastContains("==") else { return false }
            let rest = statement[range.upperBound...].drop { $0 == " " }
            guard rest.first == "=" else { return false }
            let value = rest.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()
            return !value.isEmpty && !value.fastContains("normal")
        }
    }

    /// The body sets a window's level to something other than `.normal`.
    static func raisesWindowLevel(_ body: String) -> Bool {
        guard body.fastContains("windowLevel") else { return false }
        return body.split(separator: "\n").contains { line in
            line.fastContains("windowLevel") && line.fastContains("=") && !line.fastContains("normal")
                && !line.fastContains("==")
        }
    }

    /// The view controller types that may become a window's root in the function around `node`:
    /// the `…Controller` types it names, its own type when it assigns `rootViewController = self`,
    /// and the declared (or initial) types of its type's properties that it reads (`guard let root = optionsController`).
    static func rootCandidates(around node: some SyntaxProtocol, body: String) -> Set<String> {
        var roots: Set<String> = []
        var words: Set<Substring> = []
        for word in body.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
            if word.hasSuffix("Controller") && word.first?.isUppercase == true { roots.insert(String(word)) }
            words.insert(word)
        }
        guard let type = enclosingTypeMembers(of: node) else { return roots }
        if rootsItself(body) { roots.insert(type.name) }
        if let call = Syntax(node).as(FunctionCallExprSyntax.self) {
            let typeText = Self.declarationsText(of: type.name, in: call.root)
            roots.formUnion(rootsSetElsewhere(windowProperty(of: call, body: body), in: typeText))
        }
        for item in type.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    words.contains(Substring(name))
                else { continue }
                // The declared type, or the type an inferred one is made from (`lazy var browser = BrowserViewController(…)`).
                let typeText =
                    binding.typeAnnotation?.type.trimmedText
                    ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? ""
                let typeName = plainTypeName(typeText.trimmingCharacters(in: ["?", "!"]))
                if typeName.hasSuffix("Controller") { roots.insert(typeName) }
            }
        }
        return roots
    }

    /// The property a window made here is kept in: `self.window = UIWindow(…)`, or a local the body
    /// then stores (`self.lockWindow = window`).
    static func windowProperty(of node: FunctionCallExprSyntax, body: String) -> String? {
        if let target = assignmentTarget(ofValue: node) { return SwiftSyntaxReading.lastName(target) }
        guard let local = localName(boundTo: node) else { return nil }
        for line in body.split(separator: "\n") {
            let statement = line.trimmingCharacters(in: .whitespaces)
            guard statement.hasSuffix("= \(local)"), statement.hasPrefix("self.") else { continue }
            let name = statement.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// The member blocks of a type's declaration and of its extensions in one file, as text.
    static func declarationsText(of type: String, in root: Syntax) -> String {
        guard let file = root.as(SourceFileSyntax.self) else { return "" }
        var text = ""
        for item in file.statements {
            let members: MemberBlockSyntax?
            if let decl = item.item.as(ClassDeclSyntax.self), decl.name.text == type {
                members = decl.memberBlock
            } else if let decl = item.item.as(StructDeclSyntax.self), decl.name.text == type {
                members = decl.memberBlock
            } else if let decl = item.item.as(ExtensionDeclSyntax.self),
                plainTypeName(decl.extendedType.trimmedText) == type
            {
                members = decl.memberBlock
            } else {
                members = nil
            }
            if let members { text += members.description + "\n" }
        }
        return text
    }

    /// The controllers the type's other methods (in its declaration or its extensions in the file) make
    /// the root of a window kept in `property` (`window.rootViewController = EnterPinController(…)` in
    /// `lock()`, Antidote's PIN window made in `init`).
    static func rootsSetElsewhere(_ property: String?, in text: String) -> Set<String> {
        guard let property, property != "rootViewController" else { return [] }
        guard
            text.fastContains("\(property).rootViewController") || text.fastContains("\(property)?.rootViewController")
        else { return [] }
        let lines = text.split(separator: "\n")
        var roots: Set<String> = []
        var locals: Set<String> = []
        func controllers(in text: Substring) -> [String] {
            text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                .filter { $0.hasSuffix("Controller") && $0.first?.isUppercase == true }.map(String.init)
        }
        for line in lines {
            guard let range = line.range(of: ".rootViewController = ") else { continue }
            let receiver = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            guard
                receiver == property || receiver == "\(property)?" || receiver == "self.\(property)"
                    || receiver == "self.\(property)?"
            else { continue }
            let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            roots.formUnion(controllers(in: line[range.upperBound...]))
            // A local made a few lines up (`let controller = EnterPinController(…)`).
            if value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), value.first?.isLowercase == true {
                locals.insert(value)
            }
        }
        for line in lines where !locals.isEmpty {
            let statement = line.trimmingCharacters(in: .whitespaces)
            for local in locals where statement.hasPrefix("let \(local) = ") || statement.hasPrefix("var \(local) = ") {
                roots.formUnion(controllers(in: Substring(statement)))
            }
        }
        return roots
    }

    /// The class (or extension) around a node and its members.
    private static func enclosingTypeMembers(
        of node: some SyntaxProtocol
    ) -> (
        name: String, members: MemberBlockItemListSyntax
    )? {
        var current = node.parent
        while let scope = current {
            if scope.is(MemberBlockSyntax.self), let owner = scope.parent {
                if let decl = owner.as(ClassDeclSyntax.self) { return (decl.name.text, decl.memberBlock.members) }
                if let decl = owner.as(ExtensionDeclSyntax.self) {
                    return (plainTypeName(decl.extendedType.trimmedText), decl.memberBlock.members)
                }
                return nil
            }
            current = scope.parent
        }
        return nil
    }
}
