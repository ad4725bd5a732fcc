import Testing

@testable import OrientationDoctor

/// The Objective-C scanner: what is code, what is not.
@Suite struct ObjCLexerTests {
    private func identifiers(_ source: String) -> [String] {
        ObjCLexer.tokens(source).filter { $0.kind == .identifier }.map(\.text)
    }

    @Test func commentsAndStringsAreNotCode() {
        let source = """
            a // b
            /* c
               d */ e "f g" @"h" 'i' R"x(j "k" l)x" m
            """
        #expect(identifiers(source) == ["a", "e", "m"])
        let strings = ObjCLexer.tokens(source).filter { $0.kind == .string }.map(\.text)
        #expect(strings == ["f g", "h", "j \"k\" l"])
    }

    @Test(arguments: [
        ("#if 0\nno\n#endif\nyes", ["yes"]),
        ("#if 1\nyes\n#else\nno\n#endif", ["yes"]),
        ("#if DEBUG\nyes\n#else\nalso\n#endif", ["yes", "also"]),
        ("#if 0\n#if 1\nno\n#endif\nno\n#else\nyes\n#endif", ["yes"]),
        ("#if (0)\nno\n#elif 1\nyes\n#else\nno\n#endif", ["yes"]),
        ("#if !1\nno\n#endif\n#if false\nno\n#endif\nyes", ["yes"]),
        ("#define MACRO(x) \\\n  hidden(x)\nyes", ["yes"]),
        ("x = 1; # if 0\nno\n#endif", ["x", "if", "no"]),
    ])
    func preprocessorDisabledCodeIsSkipped(_ source: String, _ expected: [String]) {
        #expect(identifiers(source) == expected)
    }

    /// Only one branch of `#ifdef` is compiled and each balances braces alike: the braces of a later
    /// branch that close or open outside it are dropped, the ones it balances itself are kept.
    @Test(arguments: [
        ("if (a) {\n#if V\n}\n#else\n} else { b(^{ c(); }); }\n#endif\n}", "{}{{}}}"),
        ("#ifdef A\n- (void)f {\n#else\n- (void)f:(int)x {\n#endif\n}", "{}"),
        ("#if 0\n{\n#else\n{ }\n#endif", "{}"),
        ("#if A\n{\n#elif B\n{\n#else\n{\n#endif\n}", "{}"),
    ])
    func laterBranchesKeepBracesBalanced(_ source: String, _ braces: String) {
        let kept = ObjCLexer.tokens(source).filter { $0.is("{") || $0.is("}") }.map(\.text).joined()
        #expect(kept == braces)
    }

    @Test func positionsAreLinesAndByteColumns() {
        let tokens = ObjCLexer.tokens("  @interface X\n\t[y z];")
        #expect(
            tokens.map { "\($0.text)@\($0.line):\($0.column)" }
                == ["@interface@1:3", "X@1:14", "[@2:2", "y@2:3", "z@2:5", "]@2:6", ";@2:7"])
    }

    @Test func unterminatedInputNeverTraps() {
        for source in ["\"open", "/* open", "R\"x(open", "#if 0", "@", "'", "#endif\n#else"] {
            _ = ObjCLexer.tokens(source)
            _ = ObjCStructure.read(ObjCLexer.tokens(source))
        }
    }
}
