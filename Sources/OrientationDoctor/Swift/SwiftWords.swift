/// What a Swift file names, read by one lexical pass over its bytes (far
/// cheaper than a parse): the identifiers of its code (never the words of
/// its comments or the text of its string literals; an interpolation is
/// code), the types and variables it declares, and whether it has `@main`.
///
/// The doctor parses a file only when these words say it can matter
/// (``mayHoldSite``, or a name another file's facts look up, see
/// ``SwiftParseInterest``). A file the pass cannot follow (an unterminated
/// string or comment, brackets that do not match or nest near the parser's
/// limit) is ``isMalformed`` and is always parsed, so that the parser
/// reports what is wrong with it. A syntax error the lexical pass cannot see
/// (`func (`) in a file that holds no orientation code goes unreported: the
/// file is never parsed, and nothing in it could be a site.
struct SwiftWords: Sendable {
    /// Every identifier in code, backquotes removed.
    var identifiers: Set<String> = []
    /// Names declared by `class`, `struct`, `enum`, `actor`, `protocol` or
    /// `typealias`, and every dotted part of an `extension`'s type.
    var declaredTypes: Set<String> = []
    /// Names declared by `var` or `let` (the first name of a pattern).
    var declaredVariables: Set<String> = []
    /// The file has an `@main` attribute (a SwiftUI `App`, which has scenes).
    var hasMainAttribute = false
    /// Some string literal's text mentions an orientation (`"setOrientation:"`).
    var stringsMentionOrientation = false
    /// The lexical pass lost track of the code.
    var isMalformed = false

    /// Parts of identifiers that every orientation site the Swift collector
    /// records contains (`Orientation`, `rotat`, `Window`, the geometry
    /// request and reads...), and the calls whose arguments it reads as text
    /// (`setValue` with a computed key, `NSClassFromString`, the swizzling
    /// functions). Words a site needs only together with one of these
    /// (`landscape`, `UIDevice`, `GeometryReader`) are not listed.
    static let siteWordParts = [
        "rientation", "otat", "indow", "requestGeometryUpdate", "effectiveGeometry", "GeometryPreferences",
        "setValue", "transformPreference", "NSClassFromString", "method_exchangeImplementations",
        "method_setImplementation", "class_replaceMethod", "wizzl",
    ].map { Array($0.utf8) }

    /// The functions that build a selector from a string: a site when the string is `setOrientation:`.
    static let selectorBuilders: Set<String> = ["Selector", "NSSelectorFromString", "sel_registerName", "sel_getUid"]

    /// Words that make a presentation dismissed at once a dummy one (with `present` and `dismiss`).
    static let dummyPresentationWords = ["UIViewController", "andscape", "ortrait"].map { Array($0.utf8) }

    /// True when the file's own words may make a finding: an identifier with
    /// a site word in it, `@main`, a selector built from a string that
    /// mentions an orientation, or a presentation dismissed at once.
    var mayHoldSite: Bool {
        if hasMainAttribute { return true }
        if stringsMentionOrientation, !identifiers.isDisjoint(with: Self.selectorBuilders) { return true }
        if identifiers.contains("present"), identifiers.contains("dismiss"),
            identifiers.contains(where: { Self.word($0, containsAnyOf: Self.dummyPresentationWords) })
        {
            return true
        }
        return identifiers.contains { Self.word($0, containsAnyOf: Self.siteWordParts) }
    }

    private static func word(_ word: String, containsAnyOf parts: [[UInt8]]) -> Bool {
        var word = word
        return word.withUTF8 { bytes in parts.contains { Self.bytes(bytes, contain: $0) } }
    }

    private static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// The words of a Swift file.
    init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { bytes in
            var lexer = SwiftWordLexer(bytes: bytes)
            lexer.run()
            return lexer.words
        }
    }

    /// Words assembled by ``SwiftWordLexer``.
    init() {}
}
