/// The `#if` / `#elif` / `#else` / `#endif` stack of a scan: which code is
/// live. Only conditions that are plainly constant (`0`, `1`, `false`,
/// `true`, `NO`, `YES`) or name another platform than iOS (`TARGET_OS_TV`,
/// `defined(SDL_PLATFORM_VISIONOS)`), in parentheses, negated or joined by
/// `&&` and `||`, are decided; any other condition keeps all of its
/// branches live.
struct PreprocessorConditions {
    private enum Value { case no, yes, unknown }

    private struct Group {
        /// The enclosing group is live.
        var parentActive: Bool
        /// The current branch is live.
        var active: Bool
        /// A branch known to be taken came before (later ones are dead).
        var taken: Bool
        /// The current branch follows a live one (`#else` of `#ifdef DEBUG`).
        var alternate = false
    }

    private var stack: [Group] = []

    /// True when the code at this point is compiled (as far as the scan can tell).
    var isActive: Bool { stack.last?.active ?? true }

    /// True in a live branch of the innermost conditional that follows another live branch
    /// (the `#else` of `#ifdef DEBUG`): only one of them is compiled.
    var isInAlternateBranch: Bool { stack.last.map { $0.alternate && $0.active } ?? false }

    /// The directive's name (`if`, `else`, `define`) in its text (without the `#`).
    static func name(of directive: String) -> String {
        String(directive.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter })
    }

    /// Applies one directive's text (without the `#`).
    mutating func apply(directive: String) {
        let trimmed = directive.drop { $0 == " " || $0 == "\t" }
        let name = String(trimmed.prefix { $0.isLetter })
        let rest = String(trimmed.dropFirst(name.count))
        switch name {
        case "if":
            push(Self.evaluate(rest))
        case "ifdef", "ifndef":
            push(Self.definition(rest, negated: name == "ifndef"))
        case "elif", "elifdef", "elifndef":
            guard var group = stack.popLast() else { return }
            let value = name == "elif" ? Self.evaluate(rest) : Self.definition(rest, negated: name == "elifndef")
            group.alternate = group.alternate || group.active
            group.active = group.parentActive && !group.taken && value != .no
            if group.active && value == .yes { group.taken = true }
            stack.append(group)
        case "else":
            guard var group = stack.popLast() else { return }
            group.alternate = group.alternate || group.active
            group.active = group.parentActive && !group.taken
            group.taken = true
            stack.append(group)
        case "endif":
            _ = stack.popLast()
        default:
            break
        }
    }

    private mutating func push(_ value: Value) {
        let parent = isActive
        stack.append(Group(parentActive: parent, active: parent && value != .no, taken: value == .yes))
    }

    /// A condition's value: constants (`0`, `YES`) and the macros of platforms other than iOS
    /// (`TARGET_OS_TV`, `defined(SDL_PLATFORM_VISIONOS)`, held-out set 143), negated, in parentheses, and joined
    /// by `&&` and `||`; anything else is unknown.
    private static func evaluate(_ condition: String) -> Value {
        var text = condition
        for comment in ["//", "/*"] {
            if let start = text.range(of: comment) { text = String(text[..<start.lowerBound]) }
        }
        return disjunction(text.filter { !$0.isWhitespace })
    }

    /// `#ifdef NAME` (or `#ifndef`): known only for another platform's macro.
    private static func definition(_ rest: String, negated: Bool) -> Value {
        let name = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
        return negate(isOtherPlatform(name) ? .no : .unknown, negated)
    }

    private static func disjunction(_ text: String) -> Value {
        let values = topLevelParts(of: text, separatedBy: "||").map(conjunction)
        if values.contains(.yes) { return .yes }
        return values.allSatisfy { $0 == .no } ? .no : .unknown
    }

    private static func conjunction(_ text: String) -> Value {
        let values = topLevelParts(of: text, separatedBy: "&&").map(atom)
        if values.contains(.no) { return .no }
        return values.allSatisfy { $0 == .yes } ? .yes : .unknown
    }

    private static func atom(_ part: String) -> Value {
        var text = Substring(part)
        var negated = false
        while true {
            if parenthesesWrapAll(text) {
                text = text.dropFirst().dropLast()
            } else if text.hasPrefix("!") {
                negated.toggle()
                text = text.dropFirst()
            } else {
                break
            }
        }
        if text.contains("||") || text.contains("&&") { return negate(disjunction(String(text)), negated) }
        if text.hasPrefix("defined") {
            text = text.dropFirst("defined".count)
            if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
            return negate(isOtherPlatform(text) ? .no : .unknown, negated)
        }
        let value: Value
        switch text {
        case "0", "false", "FALSE", "NO": value = .no
        case "1", "true", "TRUE", "YES": value = .yes
        default: value = isOtherPlatform(text) ? .no : .unknown
        }
        return negate(value, negated)
    }

    private static func negate(_ value: Value, _ negated: Bool) -> Value {
        guard negated else { return value }
        switch value {
        case .no: return .yes
        case .yes: return .no
        case .unknown: return .unknown
        }
    }

    /// A macro set only when building for another platform than iOS.
    private static func isOtherPlatform(_ name: Substring) -> Bool {
        guard name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else { return false }
        return ["TARGET_OS_TV", "TARGET_OS_WATCH", "TARGET_OS_VISION", "TARGET_OS_OSX", "__ANDROID__", "_WIN32"]
            .contains(String(name))
            || ["TVOS", "WATCHOS", "VISIONOS", "XROS", "MACOS"].contains { name.contains($0) }
    }

    /// Whether `text` is one parenthesised expression: `(A && B)`, not `(A) && (B)`.
    private static func parenthesesWrapAll(_ text: Substring) -> Bool {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }

    /// The parts of `text` between the separators outside parentheses.
    private static func topLevelParts(of text: String, separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, text[index...].hasPrefix(separator) {
                parts.append(current)
                current = ""
                index = text.index(index, offsetBy: separator.count)
                continue
            }
            current.append(character)
            index = text.index(after: index)
        }
        parts.append(current)
        return parts
    }
}
