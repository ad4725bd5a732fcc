/// The names an orientation override compares with a side (`interstitialLayout == .landscape`,
/// `_orientationType == MPInterstitialOrientationTypePortrait`, `switch mode { case .portrait: … }`): an
/// app's own mode of a screen, whatever its type, which the override turns into a mask (Prebid's
/// `InterstitialLayout`, MoPub's `MPInterstitialOrientationType`, held-out sets 156 and 157).
enum SideComparisons {
    /// The compared names of a body's text, as a property is declared (`self.`, a leading `_` and
    /// any receiver before the last dot left out).
    static func names(in text: String) -> Set<String> {
        guard text.fastContains("andscape") || text.fastContains("ortrait") else { return [] }
        return comparedNames(in: text, with: namesSide).union(switchSubjects(text))
    }

    /// The name a `shouldAutorotate` answer compares with a state, when that comparison is the whole answer
    /// (`return self.currentOperation == ECSlidingViewControllerOperationNone;`, `state != .sliding`): a screen's
    /// own state that allows rotation only in some of its values, its lock (ECSlidingViewController, held-out sets
    /// 144 and 191). Beside other conditions (`allowsLandscape && sourceType != .camera`, a picker's source) it is
    /// one condition among others, no lock.
    static func stateComparisons(in text: String) -> Set<String> {
        guard !["&&", "||", "?", "if ", "switch"].contains(where: text.contains) else { return [] }
        return comparedNames(in: text, with: namesState)
    }

    /// The names compared (`==`, `!=`) with a value `isValue` accepts, as a property is declared.
    private static func comparedNames(in text: String, with isValue: (String) -> Bool) -> Set<String> {
        let characters = Array(text)
        var names: Set<String> = []
        var index = 0
        while index + 1 < characters.count {
            defer { index += 1 }
            guard characters[index] == "=" || characters[index] == "!", characters[index + 1] == "=" else { continue }
            // `===` compares identities; `<=`, `>=` and `==` read from inside `===` are no comparison of a value.
            if index + 2 < characters.count, characters[index + 2] == "=" { continue }
            if index > 0, "=<>!".contains(characters[index - 1]) { continue }
            let left = operand(before: index, in: characters)
            let right = operand(after: index + 2, in: characters)
            if isValue(right), let name = lastName(left) { names.insert(name) }
            if isValue(left), let name = lastName(right) { names.insert(name) }
        }
        return names
    }

    /// A state as a value: a Swift case (`.none`, `Operation.idle`) or an Objective-C constant (`OperationNone`,
    /// `kStateIdle`); not `nil`, a Boolean or a number.
    private static func namesState(_ operand: String) -> Bool {
        let last = operand.split(separator: ".").last.map(String.init) ?? ""
        guard let first = last.first, !["YES", "NO", "TRUE", "FALSE", "NULL", "Nil"].contains(last) else {
            return false
        }
        if operand.hasPrefix(".") { return first.isLowercase }
        return first.isUppercase || (first == "k" && last.count > 1 && last.dropFirst().first?.isUppercase == true)
    }

    /// `switch self.mode {` whose cases name a side (`case .landscape:`, `case PlayerModePortrait:`).
    private static func switchSubjects(_ text: String) -> Set<String> {
        guard text.fastContains("switch") else { return [] }
        var names: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: "switch") {
            rest = rest[range.upperBound...]
            let subject = rest.prefix { $0 != "{" }
            let cases = rest.drop { $0 != "{" }.prefix(600)
            let sides = cases.components(separatedBy: "case").dropFirst().contains { clause in
                namesSide(String(clause.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces))
            }
            let trimmed = subject.filter { !"() \n\t".contains($0) }
            if sides, let name = lastName(trimmed) { names.insert(name) }
        }
        return names
    }

    /// The operand just before an operator: an identifier chain (`self.layout`, `_orientationType`).
    private static func operand(before end: Int, in characters: [Character]) -> String {
        var start = end
        while start > 0, characters[start - 1] == " " { start -= 1 }
        let stop = start
        while start > 0, isChainCharacter(characters[start - 1]) { start -= 1 }
        return String(characters[start..<stop])
    }

    /// The operand just after an operator.
    private static func operand(after begin: Int, in characters: [Character]) -> String {
        var start = begin
        while start < characters.count, characters[start] == " " { start += 1 }
        var end = start
        while end < characters.count, isChainCharacter(characters[end]) { end += 1 }
        return String(characters[start..<end])
    }

    private static func isChainCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "?"
    }

    /// A side as a value: a Swift case (`.landscape`, `Layout.portraitOnly`) or an Objective-C
    /// constant that ends in one (`MPInterstitialOrientationTypePortrait`, `kModeLandscape`).
    static func namesSide(_ operand: String) -> Bool {
        let last = operand.split(separator: ".").last.map(String.init) ?? ""
        if operand.contains(".") { return last.hasPrefix("landscape") || last.hasPrefix("portrait") }
        guard let first = last.first, first.isUppercase || first == "k" else { return false }
        return last.hasSuffix("Landscape") || last.hasSuffix("Portrait")
    }

    /// The last name of a chain as a property is declared (`self.layout` → `layout`, `_type` → `type`);
    /// `nil` for a literal, a call or a side itself.
    private static func lastName(_ operand: String) -> String? {
        let last = String((operand.split(separator: ".").last ?? "").filter { $0 != "?" }.drop { $0 == "_" })
        guard let first = last.first, first.isLetter, first.isLowercase, !namesSide(operand) else { return nil }
        return last
    }
}
