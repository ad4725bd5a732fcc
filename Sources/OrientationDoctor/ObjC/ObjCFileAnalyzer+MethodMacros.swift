/// Macros that define methods: `#define AUTOROTATION_FOR_PAD_ONLY - (BOOL)shouldAutorotateToInterfaceOrientation:…
/// { … } - (NSUInteger)supportedInterfaceOrientations { … }` in Newsyc's prefix header (held-out set 263), written
/// alone in twenty controllers' implementations. Each class whose implementation writes the macro defines those
/// methods, and answers for orientation where the macro is written.
struct MethodMacro: Sendable {
    /// The orientation members the macro's methods make, for ``ObjCFileAnalyzer/macroOwner``.
    var members: [MemberFact]
    /// The other sites its methods make (the iOS 5 answer).
    var sites: [DirectSite]
    /// What its iOS 5 answer reads (``FileFacts/legacyAnswerReads``).
    var legacyAnswerReads: Set<String>
}

/// A macro written alone in a class's implementation, where a method would be.
struct MethodMacroUse: Sendable {
    var name: String
    /// The class (or the extended class of a category) whose implementation writes it.
    var owner: String
    var ownerIsCategory: Bool
    var position: SourcePosition
}

extension ObjCFileAnalyzer {
    /// The class a macro's methods are read for, before they are given to each class that writes the macro.
    static let macroOwner = "$macro"

    /// What the methods a macro's body defines make, or `nil` for a body that defines no orientation method.
    static func methodMacro(_ body: String) -> MethodMacro? {
        guard body.contains("{"), body.contains("rientation") || body.contains("utorotate") else { return nil }
        let tokens = ObjCLexer.tokens("@implementation \(macroOwner)\n" + body + "\n@end")
        let structure = ObjCStructure.read(tokens)
        guard !structure.methods.isEmpty else { return nil }
        var fragment = FileFacts(path: "")
        for method in structure.methods { ObjCMethodReader(tokens: tokens, method: method).record(into: &fragment) }
        guard !fragment.members.isEmpty || !fragment.sites.isEmpty else { return nil }
        return MethodMacro(
            members: fragment.members, sites: fragment.sites,
            legacyAnswerReads: fragment.legacyAnswerReads[macroOwner] ?? [])
    }
}
