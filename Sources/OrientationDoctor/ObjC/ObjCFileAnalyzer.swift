/// Pass one for an Objective-C or Objective-C++ file: lexes it once, reads
/// its declarations, then scans the live tokens for orientation sites.
enum ObjCFileAnalyzer {
    /// The facts of one file.
    static func analyze(path: String, text: String) -> FileFacts {
        let (tokens, defines, orientationConditions) = ObjCLexer.lex(text)
        let structure = ObjCStructure.read(tokens)
        var facts = FileFacts(path: path)
        facts.isTestCode = TestCode.imports(text, swift: false)
        for define in defines { macro(define, into: &facts) }
        facts.types = structure.types
        facts.emptyProtocols = structure.emptyProtocols
        facts.methodMacroUses = structure.implementationMacroUses.map { use in
            let token = tokens[use.index]
            return MethodMacroUse(
                name: use.name, owner: use.owner, ownerIsCategory: use.isCategory,
                position: SourcePosition(line: token.line, column: token.column))
        }
        facts.variables = structure.variables + ObjCGlobalGetters.getters(structure, tokens)
        facts.functionSpans = spans(structure, tokens)
        for method in structure.methods {
            // A `pointInside:withEvent:` answering YES takes every touch (ZFPlayer's landscape window): no pass-through.
            let takesEveryTouch = tokens[method.body].map(\.text).joined() == "returnYES;"
            if method.isInstance,
                method.selector == "hitTest:withEvent:" || method.selector == "pointInside:withEvent:",
                !takesEveryTouch
            {
                facts.passThroughTypes.insert(method.owner)
            }
            ObjCMethodReader(tokens: tokens, method: method).record(into: &facts)
            // A method returning a mask or an orientation: a candidate swizzled replacement.
            if method.isInstance, SwiftFactCollector.orientationReturnTypes.contains(method.returnType),
                OrientationMember(rawValue: method.selector) == nil, !method.selector.contains(":")
            {
                let token = tokens[method.nameIndex]
                facts.orientationFunctions.append(
                    OrientationFunctionFact(
                        name: method.selector, position: SourcePosition(line: token.line, column: token.column),
                        owner: method.owner, returnsMask: method.returnType == "UIInterfaceOrientationMask"))
            }
        }
        var scanner = ObjCSiteScanner(tokens: tokens, structure: structure)
        scanner.orientationConditions = orientationConditions
        scanner.scan(into: &facts)
        // A re-implementation of UIKit (Chameleon's `@implementation UIApplication`, held-out set 141) declares the
        // orientation API itself: its code is the framework's, not an app's use of it.
        if structure.types.contains(where: { !$0.isExtension && reimplementedUIKitClasses.contains($0.name) })
            || structure.methods.contains(where: { !$0.ownerIsCategory && reimplementedUIKitClasses.contains($0.owner) }
            )
        {
            facts.sites.removeAll()
            facts.members.removeAll()
        }
        let deviceReadLines = Set(facts.sites.filter { $0.code == .deviceOrientationRead }.map(\.position.line))
        facts.defaultsKeyReads.formUnion(
            ObjCDefaultsKeys.reads(tokens, structure.methods, deviceReadLines: deviceReadLines))
        facts.defaultsKeyWrites += ObjCDefaultsKeys.writes(tokens)
        if !facts.plainCalls.isEmpty {
            facts.mentionedTypes = Set(
                tokens.lazy.filter { $0.kind == .identifier && $0.text.first?.isUppercase == true }.map(\.text))
        }
        return facts
    }

    /// The class a macro's body stands for an object of: the cast (`((SavedSettings *)[SavedSettings sharedInstance])`,
    /// iSub, held-out set 246; `((AppDelegate *)[UIApplication sharedApplication].delegate)`), or the class asked for
    /// its shared object (`[PlayerManager sharedManager]`). A body that does anything else stands for no object.
    static func objectClass(_ body: String) -> String? {
        let tokens = ObjCLexer.tokens(body)
        guard tokens.count <= 16, tokens.contains(where: { $0.is("[") }),
            !tokens.contains(where: { $0.is(";") || $0.is("?") || $0.is("==") })
        else { return nil }
        for index in tokens.indices.dropLast(2)
        where tokens[index].is("(") && tokens[index + 1].kind == .identifier && tokens[index + 2].is("*") {
            let name = tokens[index + 1].text
            if name.first?.isUppercase == true { return String(name) }
        }
        for index in tokens.indices.dropLast(2) where tokens[index].is("[") && tokens[index + 1].kind == .identifier {
            let type = tokens[index + 1].text
            let selector = tokens[index + 2].text
            if type.first?.isUppercase == true, !type.hasPrefix("UI"), !type.hasPrefix("NS"),
                selector.hasPrefix("shared") || selector.hasPrefix("default") || selector == "instance"
            {
                return String(type)
            }
        }
        return nil
    }

    /// `#define IS_LANDSCAPE UIInterfaceOrientationIsLandscape(UIApplication.sharedApplication.statusBarOrientation)`:
    /// a site in a macro's body is reported on the `#define`, and the macro's name is remembered so
    /// that every use of it, in any file, is the same site. A macro whose body uses such a macro
    /// (`#define NavigationBarHeight (IS_LANDSCAPE ? 32 : 44)`, QMUI, held-out set 96) is a use of it on
    /// the `#define`; its own uses, two macros from the API, are not followed.
    private static func macro(_ define: ObjCLexer.Define, into facts: inout FileFacts) {
        let text = define.text.utf8
        var at = text.index(text.startIndex, offsetBy: 6) // after "define"
        while at != text.endIndex, text[at] == 32 || text[at] == 9 { at = text.index(after: at) }
        let nameStart = at
        while at != text.endIndex, ObjCLexer.isIdentifierPart(text[at]) { at = text.index(after: at) }
        guard nameStart != at, let name = String(text[nameStart..<at]) else { return }
        if at != text.endIndex, text[at] == UInt8(ascii: "(") { // function-like: skip the parameters
            while at != text.endIndex, text[at] != UInt8(ascii: ")") { at = text.index(after: at) }
            if at != text.endIndex { at = text.index(after: at) }
        }
        guard let body = String(text[at...]) else { return }
        if let type = objectClass(body) { facts.objectMacros[name] = type }
        if let methods = methodMacro(body) {
            facts.methodMacros[name] = methods
            return
        }
        let bodyStart = text.distance(from: text.startIndex, to: at)
        // A body token's place in the file: its own line of a define continued over several.
        let place = { (column: Int) in define.position(ofOffset: bodyStart + column - 1) }
        guard body.contains("rientation") else {
            // Most bodies are numbers or strings: only one with three capitals can name a macro.
            guard hasThreeCapitals(body.utf8) else { return }
            let tokens = ObjCLexer.tokens(body)
            for (index, token) in tokens.enumerated()
            where token.kind == .identifier && token.text != name
                && (ObjCSiteScanner.mayBeMacro(token.text) || ObjCSiteScanner.isBareCapitalizedValue(tokens, index))
            {
                facts.macroUses.append((token.text, place(token.column), define.line))
            }
            return
        }
        let bodyTokens = ObjCLexer.tokens(body)
        var bodyFacts = FileFacts(path: facts.path)
        var scanner = ObjCSiteScanner(tokens: bodyTokens, structure: ObjCStructure.read(bodyTokens))
        scanner.scan(into: &bodyFacts)
        for use in bodyFacts.macroUses where use.name != name {
            facts.macroUses.append((use.name, place(use.position.column), define.line))
        }
        // One site of each kind per macro, on the line of its first token (a body continued over several lines).
        var codes: Set<DoctorCode> = []
        for var site in bodyFacts.sites where codes.insert(site.code).inserted {
            site.position = place(site.position.column)
            facts.sites.append(site)
            if facts.macroSites[name] == nil {
                site.today = "uses the macro \(name), which " + site.today
                facts.macroSites[name] = site
            }
        }
    }
}

/// UIKit's classes whose orientation API a re-implementation of UIKit declares.
private let reimplementedUIKitClasses: Set<String> = [
    "UIApplication", "UIDevice", "UIViewController", "UIWindow", "UIScreen", "UIView", "UIResponder",
    "UINavigationController", "UITabBarController", "UISplitViewController",
]

/// Three capital letters at least, which a name ``ObjCSiteScanner/mayBeMacro(_:)`` takes holds: a body
/// without them (a number, a string, a call) uses no macro.
private func hasThreeCapitals(_ bytes: String.UTF8View) -> Bool {
    var capitals = 0
    for byte in bytes where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
        capitals += 1
        if capitals == 3 { return true }
    }
    return false
}

/// What one method definition tells: an orientation member, the app
/// delegate's hook, a scene delegate's answer.
struct ObjCMethodReader {
    let tokens: [ObjCToken]
    let method: ObjCStructure.Method

    private var body: ArraySlice<ObjCToken> { tokens[method.body] }
    private var position: SourcePosition {
        SourcePosition(line: tokens[method.nameIndex].line, column: tokens[method.nameIndex].column)
    }

    /// The selectors the body asks about with `respondsToSelector:` (`@selector(canRotate)`).
    private func testedSelectors() -> Set<String> {
        let body = Array(self.body)
        guard body.contains(where: { $0.text == "respondsToSelector" }) else { return [] }
        var names: Set<String> = []
        for index in body.indices.dropLast(2) where body[index].text == "@selector" || body[index].text == "selector" {
            let next = body[index + 1].text == "(" ? body[index + 2] : body[index + 1]
            if next.kind == .identifier { names.insert(String(next.text)) }
        }
        return names
    }

    /// The protocols the body tests objects against (`[top conformsToProtocol:@protocol(ModalRotation)]`).
    private func testedProtocols() -> Set<String> {
        let body = Array(self.body)
        guard body.contains(where: { $0.text == "conformsToProtocol" }) else { return [] }
        var names: Set<String> = []
        for index in body.indices.dropLast(2) where body[index].text == "@protocol" && body[index + 1].is("(") {
            if body[index + 2].kind == .identifier { names.insert(body[index + 2].text) }
        }
        return names
    }

    func record(into facts: inout FileFacts) {
        if method.isInstance, method.parameters.isEmpty, !method.selector.contains(":"), method.body.isEmpty {
            facts.emptyMethods.append(
                EmptyMethodFact(name: method.selector, owner: method.owner, position: position, language: .objectiveC))
        }
        switch method.selector {
        case "application:supportedInterfaceOrientationsForWindow:":
            let names = Set(body.filter { $0.kind == .identifier }.map { String($0.text.drop { $0 == "_" }) })
            var hook = HookFact(
                position: position, owner: method.owner,
                reads: names.subtracting(method.parameters),
                answersWithLibrary: names.contains("OrientationManager"),
                language: .objectiveC)
            hook.testedSelectors = testedSelectors()
            hook.testedTypes = testedProtocols()
            facts.orientationTypeTests.formUnion(hook.testedTypes)
            facts.hooks.append(hook)
        case "supportedInterfaceOrientationsForWindowScene:":
            facts.sceneAnswers.append(position)
        // The app delegate's callback for the status bar's orientation (deprecated in iOS 13): the app follows the
        // interface through it (Unity's trampoline, held-out set 239).
        case _ where method.isInstance && SwiftFactCollector.statusBarOrientationCallbacks.contains(method.selector):
            facts.sites.append(
                DirectSite(
                    code: .statusBarOrientationRead, position: position,
                    today: "-\(method.selector) follows the status bar's orientation through the app delegate "
                        + "(deprecated in iOS 13)", replacement: Replacement.interfaceOrientationRead))
        case _ where method.isInstance && SwiftFactCollector.rotationForwardingMethods.contains(method.selector):
            facts.sites.append(
                DirectSite(
                    code: .rotationForwardingOverride, position: position,
                    today: "-\(method.selector) answers whether rotation callbacks are forwarded to child "
                        + "controllers, which UIKit has not asked since iOS 8",
                    replacement: Replacement.rotationForwarding))
        // A library's answer that an app delegate's hook forwards to (ZFPlayer's and SJBaseVideoPlayer's
        // rotation managers, held-out sets 32, 34 and 99); an abstract one that only throws answers nothing.
        case "supportedInterfaceOrientationsForWindow:" where !returnStatements().isEmpty:
            facts.sites.append(
                DirectSite(
                    code: .appDelegateHook, position: position,
                    today: "\(method.isInstance ? "-" : "+")supportedInterfaceOrientationsForWindow: of "
                        + "\(method.owner) works out the app's orientations for a window, the answer an app "
                        + "delegate's hook forwards to",
                    replacement: "a policy on each screen (orientationPolicy) and, in the app delegate's hook, "
                        + Replacement.appDelegateAnswer + "; for the iOS 27 SDK, the scene delegate's answer"))
        case "shouldAutorotateToInterfaceOrientation:" where method.isInstance:
            facts.sites.append(
                DirectSite(
                    code: .shouldAutorotateOverride, position: position,
                    today: "-shouldAutorotateToInterfaceOrientation: (the iOS 5 form) answers for orientation; "
                        + "UIKit has not asked it since iOS 6",
                    replacement: "orientationPolicy = .landscape (the orientations it allows) in viewDidLoad, "
                        + "from Swift; then delete the method"))
            // Only a view controller's is UIKit's: the resolver knows the class.
            facts.sites[facts.sites.count - 1].selfClass = method.owner
            // Not UIKit's own answers it forwards to (`[self.content shouldAutorotateToInterfaceOrientation:o]`).
            let forwarded = ProjectResolver.uikitAnswers.union(["interfaceOrientation"])
            facts.legacyAnswerReads[method.owner, default: []].formUnion(answerReads(in: body).subtracting(forwarded))
        case _ where method.isInstance && ContainerDelegateAnswer.named(method.selector) != nil:
            if let answer = ContainerDelegateAnswer.named(method.selector) {
                let forwards = forwardsMember(answer.member, in: Array(body))
                facts.sites.append(
                    DirectSite(
                        code: answer.code(forwards: forwards), position: position,
                        today: answer.today(forwards: forwards), replacement: answer.replacement))
            }
        case _ where method.selector.contains("supportedInterfaceOrientations") && isSceneDelegate(facts):
            facts.sites.append(
                DirectSite(
                    code: .wrongSceneHookSelector, position: position,
                    today: "-\(method.selector) in a scene delegate is never called by UIKit (the selector is "
                        + "supportedInterfaceOrientationsForWindowScene:)",
                    replacement: Replacement.wrongSceneHook))
        default:
            guard method.isInstance, let member = OrientationMember(rawValue: method.selector) else { return }
            let expected: Set<String> =
                switch member {
                case .supportedInterfaceOrientations: ["UIInterfaceOrientationMask", "NSUInteger"]
                case .shouldAutorotate: ["BOOL", "bool"]
                case .preferredInterfaceOrientationForPresentation: ["UIInterfaceOrientation", "NSInteger"]
                }
            let returns = returnStatements()
            let forwards =
                returns.contains { forwardsMember(member, in: $0) }
                || forwardsMember(member, in: Array(body))
            let constant =
                returns.count == 1 && body.filter({ $0.is(";") }).count == 1
                ? Self.constant(returns[0]) : nil
            let forwardsOnly =
                forwards && !returns.isEmpty
                && returns.allSatisfy { statement in
                    forwardsMember(member, in: statement) || Self.constant(statement) != nil
                        || isSuperCall(member, in: statement)
                }
            let reads = answerReads(in: body)
            let text = body.map { String($0.text) }.joined(separator: " ").replacingOccurrences(of: " . ", with: ".")
            facts.members.append(
                MemberFact(
                    member: member, owner: method.owner, ownerIsExtension: method.ownerIsCategory, isOverride: true,
                    typeMatches: expected.contains(method.returnType), forwards: forwards, forwardsOnly: forwardsOnly,
                    constant: constant, position: position, language: .objectiveC, reads: reads,
                    sideComparisons: SideComparisons.names(in: text).union(
                        member == .shouldAutorotate ? SideComparisons.stateComparisons(in: text) : []
                    ).intersection(reads)))
        }
    }

    /// The method's class is a scene delegate (by name, or adopting `UIWindowSceneDelegate` in this file).
    private func isSceneDelegate(_ facts: FileFacts) -> Bool {
        method.isInstance
            && (method.owner.contains("SceneDelegate")
                || facts.types.contains { $0.name == method.owner && $0.inherited.contains("UIWindowSceneDelegate") })
    }

    /// The tokens of each `return …;` in the body (without `return` and `;`).
    private func returnStatements() -> [[ObjCToken]] {
        var result: [[ObjCToken]] = []
        var current: [ObjCToken]?
        for token in body {
            if token.is("return") {
                current = []
            } else if token.is(";"), let statement = current {
                result.append(statement)
                current = nil
            } else {
                current?.append(token)
            }
        }
        return result
    }

    /// `[x member]` or `x.member` where `x` is neither `self` nor `super`.
    private func forwardsMember(_ member: OrientationMember, in statement: [ObjCToken]) -> Bool {
        for (offset, token) in statement.enumerated() where offset > 0 && token.is(member.rawValue) {
            let previous = statement[offset - 1]
            let receiver = previous.is(".") && offset > 1 ? statement[offset - 2] : previous
            if receiver.is("self") || receiver.is("super") { continue }
            // `[LayoutManager sharedManager].shouldAutorotate`: an app's shared object holds the answer
            // (a lock), it is no child to forward to.
            if receiver.is("]"),
                let selector = statement[..<(offset - (previous.is(".") ? 2 : 1))].last(where: {
                    $0.kind == .identifier
                }), selector.text.hasPrefix("shared")
            {
                continue
            }
            if previous.is(".") || previous.kind == .identifier || previous.is("]") || previous.is(")") { return true }
        }
        return false
    }

    private func isSuperCall(_ member: OrientationMember, in statement: [ObjCToken]) -> Bool {
        statement.map(\.text) == ["[", "super", member.rawValue, "]"]
    }

    /// Objective-C mask and orientation constants, by their Swift names.
    static let constantNames: [String: String] = [
        "UIInterfaceOrientationMaskPortrait": "portrait",
        "UIInterfaceOrientationMaskPortraitUpsideDown": "portraitUpsideDown",
        "UIInterfaceOrientationMaskLandscapeLeft": "landscapeLeft",
        "UIInterfaceOrientationMaskLandscapeRight": "landscapeRight",
        "UIInterfaceOrientationMaskLandscape": "landscape",
        "UIInterfaceOrientationMaskAll": "all",
        "UIInterfaceOrientationMaskAllButUpsideDown": "allButUpsideDown",
    ]

    /// `UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft`,
    /// `UIInterfaceOrientationLandscapeRight`, `YES`; `nil` for anything computed.
    static func constant(_ statement: [ObjCToken]) -> ConstantValue? {
        let parts = statement.filter { !$0.is("(") && !$0.is(")") }
        if parts.count == 1, let only = parts.first {
            if ["YES", "true"].contains(only.text) { return .bool(true) }
            if ["NO", "false"].contains(only.text) { return .bool(false) }
            if let name = ObjCSiteScanner.orientationName(only.text) { return .orientation(name) }
        }
        var names: [String] = []
        for (offset, part) in parts.enumerated() {
            if offset % 2 == 1 {
                guard part.is("|") else { return nil }
                continue
            }
            guard let name = constantNames[part.text] else { return nil }
            names.append(name)
        }
        return names.isEmpty ? nil : .mask(names)
    }
}
