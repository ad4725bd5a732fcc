/// The `#if` / `#elif` / `#else` / `#endif` stack of a scan: which code is
/// live. Only conditions that are plainly constant (`0`, `1`, `false`,
/// `true`, `NO`, `YES`, in parentheses or negated) are decided; any other
/// condition keeps all of its branches live.
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
            push(.unknown)
        case "elif", "elifdef", "elifndef":
            guard var group = stack.popLast() else { return }
            let value = name == "elif" ? Self.evaluate(rest) : .unknown
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

    private static func evaluate(_ condition: String) -> Value {
        var text = condition.filter { !$0.isWhitespace }
        var negated = false
        while true {
            if text.hasPrefix("("), text.hasSuffix(")"), text.count >= 2 {
                text = String(text.dropFirst().dropLast())
            } else if text.hasPrefix("!") {
                negated.toggle()
                text = String(text.dropFirst())
            } else {
                break
            }
        }
        let value: Value
        switch text {
        case "0", "false", "FALSE", "NO": value = .no
        case "1", "true", "TRUE", "YES": value = .yes
        default: return .unknown
        }
        return negated ? (value == .no ? .yes : .no) : value
    }
}
