import SwiftSyntax

extension SwiftFactCollector {
    /// The SwiftUI modifiers whose closures run as a screen appears or changes.
    static let swiftUIModifiers: Set<String> = ["onAppear", "onDisappear", "task", "onChange", "onReceive"]
    /// The functions that build a selector from a string.
    static let selectorBuilders: Set<String> = ["Selector", "NSSelectorFromString", "sel_registerName", "sel_getUid"]

    func record(_ node: FunctionCallExprSyntax) {
        guard let name = SwiftSyntaxReading.lastName(node.calledExpression) else { return }
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        // SwiftUI's modifier with a closure (`.onAppear { … }`); a view model's own `onAppear()` goes on below.
        if name == "onAppear" || name == "onDisappear" { noteLifecycleModifier(node, name: name) }
        switch name {
        case "setValue":
            deviceOrientationKVC(node, base: base)
            noteDefaultsWrite(node, base: base)
        case "setValuesForKeys":
            deviceOrientationKVCDictionary(node, base: base)
        case "value" where node.arguments.first?.label?.text == "forKey":
            deviceOrientationKVCRead(node, base: base)
        case "toggle" where node.arguments.isEmpty && node.trailingClosure == nil:
            if let base { recordToggle(node, of: base) }
        case _ where Self.collectionMutations.contains(name):
            if let base { recordMutation(node, of: base) }
        case _ where Self.selectorBuilders.contains(name):
            if let first = node.arguments.first?.expression, Self.unparenthesized(first) == "setOrientation:" {
                site(
                    .deviceOrientationWrite, node,
                    "builds the private setOrientation: selector to set the device orientation "
                        + "(objc_msgSend, NSInvocation or perform)",
                    Replacement.rotate(nil))
            }
        case "attemptRotationToDeviceOrientation":
            if base == nil || base.map({ $0.trimmedText.first?.isUppercase ?? false }) == true {
                site(
                    .attemptRotation, node, "asks UIKit to rotate to the device orientation",
                    Replacement.attemptRotation, call: callContext(name, node, base))
            }
        case "requestGeometryUpdate" where !node.arguments.isEmpty:
            guard !Self.isNonOrientationGeometry(node) else { break }
            site(
                .manualGeometryRequest, node, "requests a scene geometry (orientation) update by hand",
                Replacement.geometryRequest, call: callContext(name, node, base))
            emptyErrorHandler(node)
        case "setNeedsUpdateOfSupportedInterfaceOrientations" where node.arguments.isEmpty:
            site(
                .manualOrientationUpdate, node, "tells UIKit by hand that the supported orientations changed",
                Replacement.orientationUpdate, call: callContext(name, node, base))
        case "supportedInterfaceOrientations" where node.arguments.first?.label?.text == "for":
            if let base, Self.namesApplication(base) {
                site(
                    .applicationOrientationsQuery, node,
                    "asks the application for the app delegate's supported orientations "
                        + "(UIApplication.supportedInterfaceOrientations(for:))",
                    Replacement.applicationOrientationsQuery)
            }
        case "application"
        where node.arguments.count == 2
            && node.arguments.last?.label?.text == "supportedInterfaceOrientationsFor":
            site(
                .applicationOrientationsQuery, node,
                "calls the app delegate's application(_:supportedInterfaceOrientationsFor:) itself",
                Replacement.applicationOrientationsQuery)
        case "Name" where node.arguments.count == 1:
            notificationNamedByString(node)
        case "setStatusBarOrientation":
            site(.statusBarOrientationWrite, node, "sets the status bar orientation", Replacement.rotate(nil))
        case "rotationEffect" where base != nil:
            deviceFollowingRotationEffect(node)
        case "modifier" where node.arguments.count == 1 && node.arguments.first?.label == nil:
            appliedModifier(node)
        case _
        where name.hasSuffix("Window") && node.calledExpression.is(DeclReferenceExprSyntax.self)
            && name.first?.isUppercase == true:
            windowCreation(node, typeName: name)
        default:
            if ["set", "removeObject"].contains(name) { noteDefaultsWrite(node, base: base) }
            if name == "removeObserver", node.arguments.count == 1 { orientationTeardown(node) }
            if !workaroundCall(node, name: name, base: base) { lockHelperCall(node, name: name, base: base) }
            windowFactoryCall(node, name: name, base: base)
            noteMonitorCall(node, name: name, base: base)
            noteWrapperRelay(node, name: name, base: base)
            notePlainCall(node, name: name, base: base)
        }
    }

    /// A member named for orientation calling another of its own type (`changeOrientation(.portrait)`
    /// in `changeOrientationToPortraitOnPhone()`): the resolver makes the caller a wrapper when the callee is one.
    private func noteWrapperRelay(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        guard name.fastContains("rientation"), base.map({ ["self", "Self"].contains($0.trimmedText) }) ?? true,
            let member = Self.enclosingMember(of: node), member.name != name, member.name.fastContains("rientation"),
            OrientationMember(rawValue: member.name) == nil
        else { return }
        facts.wrapperRelays.append(
            WrapperRelay(
                caller: member.name, owner: member.owner, isProperty: member.isProperty,
                signature: member.signature, callee: name))
    }

    /// `Selector(("setOrientation:"))` or `NSSelectorFromString("setOrientation:")`.
    private static func unparenthesized(_ expression: ExprSyntax) -> String? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unparenthesized(only.expression)
        }
        return SwiftSyntaxReading.stringLiteral(expression)
    }

    /// The class whose instance method contains the node (`self` is a
    /// controller there), or `nil` in a static method, a struct or at file scope.
    static func instanceMethodOwner(_ node: some SyntaxProtocol) -> String? {
        guard let function = enclosingFunction(node),
            !SwiftSyntaxReading.hasModifier(function.modifiers, .static),
            !SwiftSyntaxReading.hasModifier(function.modifiers, .class),
            case .member(let owner, true, false) = context(of: function)
        else { return nil }
        return owner
    }

    /// `Type.name` when the node is the initial value of a static property `name` of `Type`.
    static func staticPropertyOwner(of node: some SyntaxProtocol) -> String? {
        guard let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            SwiftSyntaxReading.hasModifier(variable.modifiers, .static),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            case .member(let owner, _, _) = context(of: variable)
        else { return nil }
        return "\(owner).\(name)"
    }

    /// For `lhs = value`, the `lhs`.
    static func assignmentTarget(ofValue value: some SyntaxProtocol) -> ExprSyntax? {
        guard let list = value.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == value.id }), index >= 2,
            elements[index - 1].is(AssignmentExprSyntax.self)
        else { return nil }
        return elements[index - 2]
    }

    /// True when the node is the left side of an assignment.
    static func isAssignmentTarget(_ node: some SyntaxProtocol) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else {
            return false
        }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    func site(
        _ code: DoctorCode, _ node: some SyntaxProtocol, _ today: String, _ replacement: String,
        call: CallContext? = nil
    ) {
        // A chain over several lines is reported on the line of its orientation member, not where it starts.
        var at = position(node)
        if let member = Syntax(node).as(MemberAccessExprSyntax.self) {
            let name = position(member.declName)
            if name.line != at.line { at = name }
        }
        facts.sites.append(
            DirectSite(code: code, position: at, today: today, replacement: replacement, call: call))
        noteWrapper(code, node, today, replacement)
    }

    /// Records the member around a site as the app's wrapper of it, when it is one (``wraps(_:_:)``).
    func noteWrapper(_ code: DoctorCode, _ node: some SyntaxProtocol, _ today: String, _ replacement: String) {
        noteMonitorSite(code, node, today, replacement)
        guard let member = Self.enclosingMember(of: node),
            let wrapper = Self.wrapper(of: code, in: member, today: today, replacement: replacement)
        else { return }
        facts.wrappers.append(wrapper)
    }

    /// The wrapper a member whose body holds a site of `code` is, in Swift or Objective-C (``wraps(_:_:)``).
    static func wrapper(
        of code: DoctorCode, in member: (name: String, owner: String?, isProperty: Bool, signature: String),
        today: String, replacement: String
    ) -> WrapperFact? {
        // An initializer (`-initWithInterfaceOrientations:` building geometry preferences) makes a value;
        // the request or the read is made where the value is used.
        guard wrappedCodes.contains(code), wraps(code, member), OrientationMember(rawValue: member.name) == nil,
            !(member.name.hasPrefix("init") && member.name.dropFirst(4).first?.isUppercase != false)
        else { return nil }
        // UIKit's orientations have `isLandscape` and `isPortrait` too: an app type's member of that name
        // (`config.isLandscape()`, `Orientation.isLandscape`) is reached only through a receiver that names
        // its type. A side test on a UIKit type that has none (`extension UIApplication { static var
        // isLandscape }`, `extension UIDevice { class var isPortrait }`, `extension UIWindowScene { var isLandscape }`)
        // too.
        let sharesSideName = ["isLandscape", "isPortrait"].contains(member.name)
        guard
            !sharesSideName || member.owner.map(isAppType) == true
                || ["UIApplication", "UIWindow", "UIScreen", "UIDevice", "UIWindowScene"].contains(member.owner ?? "")
        else { return nil }
        // Scenes, view controllers and the application have these properties themselves: the app's own
        // (`extension UIApplication { var interfaceOrientation }`) is reached through a receiver naming its type.
        let sharesPropertyName = ["interfaceOrientation", "statusBarOrientation"].contains(member.name)
        guard !sharesPropertyName || lacksUIKitProperty(member.name, owner: member.owner) else { return nil }
        return WrapperFact(
            name: member.name, owner: member.owner, isProperty: member.isProperty, code: code,
            today: today, replacement: replacement, needsNamedReceiver: sharesSideName || sharesPropertyName)
    }

    /// Whether a type has no UIKit property of this name, so that one it declares is the app's:
    /// `interfaceOrientation` on the application, the device, a window, a screen or an app type that is no
    /// controller (scenes and view controllers have their own); `statusBarOrientation` on the same but the application.
    static func lacksUIKitProperty(_ name: String, owner: String?) -> Bool {
        guard let owner else { return false }
        if owner == "UIApplication" { return name == "interfaceOrientation" }
        return ["UIDevice", "UIWindow", "UIScreen", "UIView"].contains(owner)
            || (isAppType(owner) && !owner.hasSuffix("Controller") && !owner.hasSuffix("Scene"))
    }

    /// A type the app declares rather than one of UIKit's it extends (`UIDevice`, `UIInterfaceOrientation`).
    static func isAppType(_ name: String) -> Bool {
        !(name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG") || name.hasPrefix("AV"))
    }

    /// Whether a member whose body holds a site of `code` wraps it for its callers: it is named
    /// for orientation and takes or gives one (or, for a rotation request, whatever its
    /// signature), or it is a test named for a side
    /// (`var portraitOrLandscape: Bool`, `func isLandscape() -> Bool`) that reads the orientation.
    static func wraps(
        _ code: DoctorCode, _ member: (name: String, owner: String?, isProperty: Bool, signature: String)
    ) -> Bool {
        // A command named for orientation that rotates (`changeOrientationToPortraitOnPhone()`) wraps its
        // request whatever it takes; a read must give an orientation or take one.
        // A transform made for the orientation it reads (`+getCurrentDeviceOrientation` returning a
        // quarter turn per status bar orientation) gives the orientation to its callers too.
        let givesTransform =
            member.signature.hasSuffix("CGAffineTransform") || member.signature.hasSuffix("CATransform3D")
        if member.name.fastContains("rientation"),
            member.signature.fastContains("Orientation") || code == .manualGeometryRequest
                || code == .deviceOrientationWrite || givesTransform
        {
            return true
        }
        // A side test named for orientation too (`interfaceOrientationIsPortrait`) is one whatever else.
        guard code != .manualGeometryRequest, code != .deviceOrientationWrite,
            member.name.fastContains("andscape") || member.name.fastContains("ortrait")
        else { return false }
        return member.signature.hasSuffix("Bool") || member.signature.hasSuffix("Bool?")
    }

    /// Whether a member's name may be an app-made wrapper's (``wraps(_:_:)``): named for
    /// orientation, a side or a rotation (a SwiftUI `onRotate(perform:)` modifier, ``MonitorGraph``).
    static func mayNameWrapper(_ name: String) -> Bool {
        name.fastContains("rientation") || name.fastContains("andscape") || name.fastContains("ortrait")
            || name.fastContains("otate") || name.fastContains("otation")
    }

    /// The sites an app's wrapper passes on to its callers: reads of the orientation, requests for one, and the
    /// application asked for its orientations (`UIApplication.isPortraitOnly`, ImageViewer, held-out set 145).
    static let wrappedCodes: Set<DoctorCode> = [
        .deviceOrientationRead, .sceneInterfaceOrientation, .statusBarOrientationRead, .manualGeometryRequest,
        .deviceOrientationWrite, .applicationOrientationsQuery,
    ]

    /// The function or computed property whose body holds the node: its name, its type, which it is,
    /// and its signature (a property's type).
    static func enclosingMember(
        of node: some SyntaxProtocol
    ) -> (name: String, owner: String?, isProperty: Bool, signature: String)? {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) {
                return (function.name.text, declaringType(of: function)?.name, false, function.signature.trimmedText)
            }
            // A property's `didSet`, `willSet` or `set` runs when it is written, never when it is read: its
            // readers reach nothing (`AppDelegate.orientation` returned by the hook, its didSet rotating).
            if let accessor = scope.as(AccessorDeclSyntax.self),
                ["didSet", "willSet", "set"].contains(accessor.accessorSpecifier.text)
            {
                return nil
            }
            if scope.is(AccessorBlockSyntax.self), let binding = scope.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                let type = binding.typeAnnotation?.type.trimmedText ?? ""
                return (name, declaringType(of: binding)?.name, true, type)
            }
            if scope.is(ClosureExprSyntax.self) || scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) {
                return nil
            }
            current = scope.parent
        }
        return nil
    }

    /// `Notification.Name("UIDeviceOrientationDidChangeNotification")`, `NSNotification.Name(rawValue: …)`: the
    /// device's or the status bar's notification named by its string (StreamVideo's scanner, held-out set 126).
    private func notificationNamedByString(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first, argument.label == nil || argument.label?.text == "rawValue",
            let name = SwiftSyntaxReading.stringLiteral(argument.expression)
        else { return }
        switch name {
        case "UIDeviceOrientationDidChangeNotification":
            site(
                .deviceOrientationNotifications, node,
                "observes the device orientation notification, named by its string, to drive the interface",
                Replacement.deviceNotifications)
        case "UIApplicationDidChangeStatusBarOrientationNotification",
            "UIApplicationWillChangeStatusBarOrientationNotification":
            site(
                .statusBarOrientationRead, node,
                "observes the status bar orientation notification (\(name)) to follow the interface",
                Replacement.interfaceOrientationRead)
        default:
            break
        }
    }

    /// A receiver that is the application (`UIApplication.shared`, `application`, `app`), not the library's
    /// manager or the app's own type that answers for a window.
    static func namesApplication(_ base: ExprSyntax) -> Bool {
        let last = (SwiftSyntaxReading.lastName(base) ?? base.trimmedText).lowercased()
        return base.trimmedText.hasPrefix("UIApplication") || last == "application" || last == "app"
            || last.hasSuffix("application")
    }

    /// The UIKit methods a project may also declare (a model, a helper).
    static let uikitMethodNames: Set<String> = [
        "attemptRotationToDeviceOrientation", "requestGeometryUpdate", "setNeedsUpdateOfSupportedInterfaceOrientations",
    ]

    private func callContext(_ name: String, _ node: FunctionCallExprSyntax, _ base: ExprSyntax?) -> CallContext {
        var enclosing: String?
        if let function = Self.enclosingFunction(node),
            case .member(let owner, true, false) = Self.context(of: function)
        {
            enclosing = owner
        }
        let receiver = base?.trimmedText
        let arity = node.arguments.count + (node.trailingClosure == nil ? 0 : 1)
        return CallContext(
            name: "\(name)/\(arity)", base: receiver == "self" ? nil : receiver, enclosingClass: enclosing)
    }
}
