/// How a call names the function it reaches: a Swift method's Objective-C names, a receiver that names a type.
extension ProjectResolver {
    /// The first selector part Objective-C calls a Swift method with a first argument label by: `lockToJsValue` for
    /// `lockTo(jsValue:)`, `updateWithMask` for `update(mask:)` (react-native-orientation-director's module, held-out
    /// set 162); none for a method without one (its Objective-C name is its Swift name).
    static func objectiveCNames(of helper: FunctionKey) -> [String] {
        guard let label = helper.labels?.first, label != "_", let first = label.first else { return [] }
        let capitalized = first.uppercased() + label.dropFirst()
        return [helper.name + capitalized, helper.name + "With" + capitalized]
    }

    /// True when a receiver as written names an instance of `type`: `PlayerViewController.shared`,
    /// `playerViewController`, `playerVC`, `lockManager` for `OrientationLockManager`.
    static func base(_ base: String, names type: String) -> Bool {
        if base.contains(type) { return true }
        var last = (base.split(separator: ".").last.map { String($0).filter { $0.isLetter || $0.isNumber } } ?? "")
            .lowercased()
        if last.hasSuffix("vc") { last = String(last.dropLast(2)) + "viewcontroller" }
        let lower = type.lowercased()
        return last.count > 2 && (lower.hasSuffix(last) || lower.hasPrefix(last) || last.hasSuffix(lower))
    }
}
