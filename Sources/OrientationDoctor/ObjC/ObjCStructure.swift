/// The declarations of an Objective-C file, found on its token stream:
/// classes and categories (`@interface`, `@implementation`), properties,
/// instance variables, file-scope variables and method definitions.
struct ObjCStructure {
    /// A method definition (`- (BOOL)shouldAutorotate { … }`).
    struct Method {
        /// The class (or the extended class of a category).
        var owner: String
        var ownerIsCategory: Bool
        var isInstance: Bool
        /// `application:supportedInterfaceOrientationsForWindow:`.
        var selector: String
        /// The return type's tokens, joined.
        var returnType: String
        /// The parameter names.
        var parameters: [String]
        /// The index of the first selector token (where findings point).
        var nameIndex: Int
        /// Token indices of the body, braces excluded.
        var body: Range<Int>
    }

    /// A macro written alone in a class's implementation (`AUTOROTATION_FOR_PAD_ONLY`), where a method would be.
    struct ImplementationMacroUse {
        var name: String
        var owner: String
        var isCategory: Bool
        /// The index of the macro's name.
        var index: Int
    }

    /// A C function defined in the file (`UIEdgeInsets YBIBPaddingByBrowserOrientation(UIDeviceOrientation o) { … }`,
    /// `static CGFloat CRGetStatusBarHeight() { … }`).
    struct CFunction {
        var name: String
        /// The index of the name token.
        var nameIndex: Int
        /// Token indices of the body, braces excluded.
        var body: Range<Int>
    }

    var types: [TypeFact] = []
    var variables: [VariableFact] = []
    var methods: [Method] = []
    var cFunctions: [CFunction] = []
    /// Token ranges that only declare (interfaces, protocols, method
    /// headers): the site scan skips them.
    var declarationRanges: [Range<Int>] = []
    /// Macros written alone between an implementation's methods, which may define methods of their own
    /// (``FileFacts/methodMacros``).
    var implementationMacroUses: [ImplementationMacroUse] = []
    /// Protocols that declare no method or property (`@protocol ModalRotation <NSObject> @end`): markers.
    var emptyProtocols: [EmptyMethodFact] = []

    /// The file's tokens, and where the reading stands (the extensions in other files read on from it).
    let tokens: [ObjCToken]
    var index = 0
    private static let nullability: Set<String> = ["_Nullable", "_Nonnull", "nullable", "nonnull", "_Null_unspecified"]

    /// The structure of a token stream.
    static func read(_ tokens: [ObjCToken]) -> ObjCStructure {
        var structure = ObjCStructure(tokens: tokens)
        structure.run()
        return structure
    }

    private init(tokens: [ObjCToken]) { self.tokens = tokens }

    func token(_ at: Int) -> ObjCToken? { at < tokens.count ? tokens[at] : nil }

    func position(_ at: Int) -> SourcePosition {
        let token = tokens[min(at, tokens.count - 1)]
        return SourcePosition(line: token.line, column: token.column)
    }

    private mutating func run() {
        while index < tokens.count {
            let current = tokens[index]
            switch (current.kind, current.text) {
            case (.atKeyword, "@interface"): interface()
            case (.atKeyword, "@protocol"): protocolDeclaration()
            case (.atKeyword, "@implementation"): implementation()
            case (.punctuation, "{"): index = matchingBrace(from: index) + 1
            default: fileScopeStatement()
            }
        }
    }

    /// `@interface Name : Super <P>`, `@interface Name (Category)`, up to `@end`.
    private mutating func interface() {
        let start = index
        let (typeIndex, name) = classHeader()
        var sharedAccessor = false
        while index < tokens.count, !tokens[index].is("@end") {
            let current = tokens[index]
            if current.is("@property") {
                property(owner: name)
            } else if current.is("{") {
                instanceVariables(owner: name)
            } else if current.is("+"), let selectorStart = token(index + 1).map({ _ in index + 1 }) {
                if methodSelector(after: selectorStart).hasPrefix("shared") { sharedAccessor = true }
                index += 1
            } else if current.is("-"), let getter = objectGetter(at: index, owner: name) {
                variables.append(getter)
                index += 1
            } else {
                index += 1
            }
        }
        index += 1
        if let typeIndex { types[typeIndex].declaresShared = types[typeIndex].declaresShared || sharedAccessor }
        declarationRanges.append(start..<index)
    }

    /// Reads `Name : Super <Protocols>` or `Name (Category)` after `@interface`
    /// or `@implementation`, records the type, and returns its index.
    private mutating func classHeader() -> (Int?, String) {
        let keywordIndex = index
        index += 1
        guard let name = token(index), name.kind == .identifier else { return (nil, "") }
        index += 1
        var superclass: String?
        var inherited: [String] = []
        var isCategory = false
        if token(index)?.is(":") == true, let parent = token(index + 1), parent.kind == .identifier {
            superclass = parent.text
            inherited.append(parent.text)
            index += 2
        }
        if token(index)?.is("(") == true {
            isCategory = true
            while index < tokens.count, !tokens[index].is(")") { index += 1 }
            index += 1
        }
        if token(index)?.is("<") == true {
            while index < tokens.count, !tokens[index].is(">") {
                if tokens[index].kind == .identifier { inherited.append(tokens[index].text) }
                index += 1
            }
            index += 1
        }
        let isImplementation = tokens[keywordIndex].is("@implementation")
        if isImplementation, !isCategory, superclass == nil { return (nil, name.text) }
        types.append(
            TypeFact(
                name: name.text, superclass: superclass, inherited: inherited, isExtension: isCategory,
                declaresShared: false, isSwiftUIApp: false, position: position(keywordIndex + 1),
                language: .objectiveC))
        return (types.count - 1, name.text)
    }

    /// `@property (attributes) Type name;`
    private mutating func property(owner: String) {
        var isClass = false
        var isReadOnly = false
        index += 1
        if token(index)?.is("(") == true {
            while index < tokens.count, !tokens[index].is(")") {
                if tokens[index].is("class") { isClass = true }
                if tokens[index].is("readonly") { isReadOnly = true }
                index += 1
            }
            index += 1
        }
        let start = index
        while index < tokens.count, !tokens[index].is(";"), !tokens[index].is("@end") { index += 1 }
        let statement = Array(tokens[start..<index])
        // A block property names itself after `(^`: `void (^_Nullable done)(BOOL finished)`.
        let blockName = statement.firstIndex { $0.is("^") }.flatMap { caret in
            statement[(caret + 1)...].firstIndex { $0.kind == .identifier && !Self.nullability.contains($0.text) }
        }
        if let nameIndex = blockName
            ?? statement.lastIndex(where: {
                $0.kind == .identifier && !$0.text.hasPrefix("NS_")
                    && !$0.text.hasPrefix("__")
            })
        {
            let typeText = statement[..<nameIndex].map(\.text).joined(separator: " ")
            // A property named with a leading underscore (`_cwViewControllerSupportedInterfaceOrientation`,
            // CWStatusBarNotification, held-out set 108) is read as the instance variables are, without it.
            var variable = VariableFact(
                name: String(statement[nameIndex].text.drop { $0 == "_" }),
                scope: isClass ? .staticMember(owner) : .instance(owner),
                typeText: typeText, position: position(start + nameIndex),
                language: .objectiveC)
            variable.isSettable = !isReadOnly
            variables.append(variable)
        }
        index += 1
    }

    /// `{ BOOL _allowRotation; … }` after an `@interface` or `@implementation` header.
    private mutating func instanceVariables(owner: String) {
        let end = matchingBrace(from: index)
        var start = index + 1
        for at in (index + 1)..<max(end, index + 1) where tokens[at].is(";") {
            let statement = Array(tokens[start..<at])
            if let last = statement.last, last.kind == .identifier, statement.count >= 2 {
                variables.append(
                    VariableFact(
                        name: String(last.text.drop { $0 == "_" }), scope: .instance(owner),
                        typeText: statement.dropLast().map(\.text).joined(separator: " "),
                        position: position(at - 1), language: .objectiveC))
            }
            start = at + 1
        }
        index = end + 1
    }

    /// `@protocol Name … @end` (declarations only); `@protocol Name;` is a forward declaration.
    private mutating func protocolDeclaration() {
        let start = index
        if token(index + 2)?.is(";") == true || token(index + 2)?.is(",") == true {
            while index < tokens.count, !tokens[index].is(";") { index += 1 }
            index += 1
            return
        }
        var declaresMembers = false
        var inAdoptions = false
        while index < tokens.count, !tokens[index].is("@end") {
            let current = tokens[index]
            if current.is("<") || current.is(">") {
                inAdoptions = current.is("<")
            } else if !inAdoptions, index > start + 1, current.kind != .atKeyword || current.is("@property") {
                declaresMembers = true
            }
            index += 1
        }
        if !declaresMembers, let name = token(start + 1), name.kind == .identifier {
            emptyProtocols.append(
                EmptyMethodFact(
                    name: name.text, owner: nil, position: position(start + 1), language: .objectiveC))
        }
        index += 1
        declarationRanges.append(start..<index)
    }

    /// `@implementation Name (Category)`: method definitions up to `@end`.
    private mutating func implementation() {
        let isCategory = token(index + 2)?.is("(") == true
        let (typeIndex, name) = classHeader()
        if token(index)?.is("{") == true { instanceVariables(owner: name) }
        while index < tokens.count, !tokens[index].is("@end") {
            let current = tokens[index]
            if current.is("-") || current.is("+") {
                methodDefinition(owner: name, isCategory: isCategory, typeIndex: typeIndex)
            } else if Self.exportMacros.contains(String(current.text)), token(index + 1)?.is("(") == true {
                exportedMethod(owner: name, isCategory: isCategory)
            } else if current.is("{") {
                index = matchingBrace(from: index) + 1
            } else if let end = macroStatementEnd(at: index) {
                implementationMacroUses.append(
                    ImplementationMacroUse(
                        name: String(current.text), owner: name, isCategory: isCategory, index: index))
                index = end
            } else {
                fileScopeStatement()
            }
        }
        index += 1
    }

    /// A macro written alone between an implementation's methods (`AUTOROTATION_FOR_PAD_ONLY`, `SYNTHESIZE(x)`): a
    /// name in capitals, its arguments if any, then another method, another such name or `@end`. The index after it,
    /// or `nil`: read as a statement, it would take the next method's header for a C function's.
    private func macroStatementEnd(at start: Int) -> Int? {
        guard tokens[start].kind == .identifier, ObjCSiteScanner.mayBeMacro(String(tokens[start].text)) else {
            return nil
        }
        var end = start + 1
        if token(end)?.is("(") == true { end = Self.closingParenthesis(in: tokens, from: end) + 1 }
        guard let next = token(end) else { return end }
        let endsHere =
            next.is("-") || next.is("+") || next.is("@end")
            || next.kind == .identifier && ObjCSiteScanner.mayBeMacro(String(next.text))
        return endsHere ? end : nil
    }

    /// The selector of a method header starting at `start` (after `-`/`+`).
    private func methodSelector(after start: Int) -> String {
        var at = start
        if token(at)?.is("(") == true {
            while at < tokens.count, !tokens[at].is(")") { at += 1 }
            at += 1
        }
        return token(at)?.text ?? ""
    }

    /// One method header (`- (UIInterfaceOrientationMask)supportedInterfaceOrientations`), read from
    /// its `-`/`+` up to its body, its `;`, or the `-`/`+` of another header.
    private struct MethodHeader {
        var isInstance: Bool
        var returnType: String
        var selector: String
        var parameters: [String]
        var nameIndex: Int
    }

    private mutating func methodHeader() -> MethodHeader {
        let isInstance = tokens[index].is("-")
        index += 1
        var returnType = ""
        if token(index)?.is("(") == true {
            let typeStart = index + 1
            index = Self.closingParenthesis(in: tokens, from: index)
            returnType = tokens[typeStart..<min(index, tokens.count)].map(\.text).joined(separator: " ")
            index += 1
        }
        let nameIndex = index
        let (selector, parameters) = selectorAndParameters(upTo: tokens.count)
        return MethodHeader(
            isInstance: isInstance, returnType: returnType, selector: selector, parameters: parameters,
            nameIndex: nameIndex)
    }

    /// The selector and parameter names of a method header from `index` up to its body, its `;`, the `-`/`+`
    /// of another header, or `limit` (the `)` that closes an export macro's arguments).
    mutating func selectorAndParameters(upTo limit: Int) -> (String, [String]) {
        var selector = ""
        var parameters: [String] = []
        while index < min(limit, tokens.count), !tokens[index].is("{"), !tokens[index].is(";"),
            !tokens[index].is("@end")
        {
            let current = tokens[index]
            if !selector.isEmpty, current.is("-") || current.is("+") { break }
            if current.kind == .identifier, token(index + 1)?.is(":") == true {
                selector += current.text + ":"
                index += 2
                if token(index)?.is("(") == true {
                    index = Self.closingParenthesis(in: tokens, from: index) + 1
                }
                if let parameter = token(index), parameter.kind == .identifier {
                    parameters.append(parameter.text)
                    index += 1
                }
            } else {
                if selector.isEmpty, current.kind == .identifier { selector = current.text }
                index += 1
            }
        }
        return (selector, parameters)
    }

    /// A method definition. Two headers before one body are the branches of `#if` / `#else`
    /// (`- (NSUInteger)supportedInterfaceOrientations` for old SDKs, `- (UIInterfaceOrientationMask)…`
    /// for new ones): each is a definition of the method with that body.
    private mutating func methodDefinition(owner: String, isCategory: Bool, typeIndex: Int?) {
        let start = index
        var headers = [methodHeader()]
        while token(index)?.is("-") == true || token(index)?.is("+") == true {
            headers.append(methodHeader())
        }
        // `- (UIImage *)imageFromCurrentFramebuffer;` then its body: a definition may end its header with a
        // semicolon (GPUImage, held-out set 148).
        if token(index)?.is(";") == true, token(index + 1)?.is("{") == true { index += 1 }
        declarationRanges.append(start..<index)
        for header in headers where !header.isInstance && header.selector.hasPrefix("shared") {
            if let typeIndex { types[typeIndex].declaresShared = true }
        }
        guard token(index)?.is("{") == true else {
            index += 1
            return
        }
        let end = matchingBrace(from: index)
        for header in headers {
            methods.append(
                Method(
                    owner: owner, ownerIsCategory: isCategory, isInstance: header.isInstance,
                    selector: header.selector, returnType: header.returnType, parameters: header.parameters,
                    nameIndex: header.nameIndex, body: (index + 1)..<max(end, index + 1)))
        }
        index = end + 1
    }
}
