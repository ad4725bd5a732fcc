import SwiftSyntax

/// Calls that may set an app's orientation lock through a helper the app
/// wrote (`lockManager.lock()`, `AppUtility.lockOrientation(.portrait)`,
/// a `View` modifier), and SwiftUI preferences that may carry a mask to a
/// hosting controller. Pass two keeps those whose helper writes a lock.
extension SwiftFactCollector {
    /// Words in a function's name that make it a candidate lock helper.
    static let helperWords = ["lock", "orient", "rotat", "landscape", "portrait", "fullscreen", "autorotat", "mask"]

    /// True when a function name may be a lock helper's.
    static func mayBeLockHelper(_ name: String) -> Bool {
        let lower = Array(name.lowercased().utf8)
        return helperWords.contains { word in contains(lower, Array(word.utf8)) }
    }

    /// A byte search (Foundation's `contains` goes through NSString: too slow for every call of every file).
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    func lockHelperCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        var preferenceKey: String?
        if ["preference", "onPreferenceChange", "transformPreference"].contains(name),
            let first = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            first.declName.baseName.text == "self", let key = first.base
        {
            preferenceKey = Self.plainTypeName(key.trimmedDescription)
        }
        guard preferenceKey != nil || Self.mayBeLockHelper(name) else { return }
        let receiver = base?.trimmedDescription
        // A chained modifier starts lines above: point at its name.
        let at =
            node.calledExpression.as(MemberAccessExprSyntax.self).map { position($0.declName) } ?? position(node)
        facts.calls.append(
            CallFact(
                name: name, base: receiver == "self" ? nil : receiver,
                swiftUIModifier: Self.swiftUIModifier(around: node), function: Self.functionKey(around: node),
                enclosingType: Self.declaringType(of: node)?.name, preferenceKey: preferenceKey,
                position: at,
                language: .swift))
    }
}
