/// Decodes the keys ``InfoPlist`` knows from a property-list dictionary,
/// leniently: every invalid value becomes an ``InfoPlistError`` in
/// `problems` and is skipped, so one pass finds all of them. The strict
/// reader throws the first problem; the lint reports them all.
struct InfoPlistDecoder {
    /// The file name used in errors.
    let file: String
    /// The invalid values found, in key order.
    private(set) var problems: [InfoPlistError] = []

    init(file: String) { self.file = file }

    /// What the orientation arrays expect, for messages.
    static let expectedOrientationArray = "an array of orientation names such as UIInterfaceOrientationPortrait"
    /// What an orientation element expects, for messages.
    static let expectedOrientationName = "an orientation name such as UIInterfaceOrientationPortrait"

    /// Decodes the dictionary and throws its first problem, if any.
    static func strict(_ dictionary: [String: Any], file: String) throws -> InfoPlist {
        var decoder = InfoPlistDecoder(file: file)
        let plist = decoder.decode(dictionary)
        if let problem = decoder.problems.first { throw problem }
        return plist
    }

    /// Decodes the dictionary, collecting problems.
    mutating func decode(_ dictionary: [String: Any]) -> InfoPlist {
        let orientations = qualified(InfoPlistKey.supportedOrientations, in: dictionary) {
            $0.orientations($1, key: $2)
        }
        let fullScreen = qualified(InfoPlistKey.requiresFullScreen, in: dictionary) {
            $0.boolean($1, key: $2)
        }
        let storyboard = qualified(InfoPlistKey.launchStoryboardName, in: dictionary) {
            $0.string($1, key: $2)
        }
        let launchScreen = qualified(InfoPlistKey.launchScreen, in: dictionary) {
            $0.launchScreen($1, key: $2)
        }
        let sceneManifest = qualified(InfoPlistKey.sceneManifest, in: dictionary) {
            $0.dictionaryFlag($1, key: $2)
        }
        let ignoredFrom = qualified(InfoPlistKey.requiresFullScreenIgnoredStartingWithVersion, in: dictionary) {
            $0.majorVersion($1, key: $2)
        }
        return InfoPlist(
            supportedOrientations: orientations, requiresFullScreen: fullScreen,
            launchStoryboardName: storyboard, hasLaunchScreen: launchScreen,
            hasSceneManifest: sceneManifest, requiresFullScreenIgnoredFrom: ignoredFrom)
    }

    /// The keys whose values had a problem, for checks that must not guess.
    var keysWithProblems: Set<String> { Set(problems.compactMap(\.key)) }

    private mutating func qualified<Value: Sendable & Hashable>(
        _ key: String, in dictionary: [String: Any],
        _ read: (inout InfoPlistDecoder, Any, String) -> Value?
    ) -> InfoPlist.Qualified<Value> {
        var result = InfoPlist.Qualified<Value>()
        if let value = dictionary[key] { result.plain = read(&self, value, key) }
        let phoneKey = InfoPlistKey.qualified(key, for: .phone)
        if let value = dictionary[phoneKey] { result.phone = read(&self, value, phoneKey) }
        let padKey = InfoPlistKey.qualified(key, for: .pad)
        if let value = dictionary[padKey] { result.pad = read(&self, value, padKey) }
        return result
    }

    private mutating func orientations(_ value: Any, key: String) -> [InterfaceOrientation]? {
        guard let array = value as? [Any] else {
            // Declared but unusable: it still hides the plain key (rule 15).
            wrongType(key, nil, Self.expectedOrientationArray, value)
            return []
        }
        var result: [InterfaceOrientation] = []
        for (index, element) in array.enumerated() {
            guard let name = element as? String else {
                wrongType(key, index, Self.expectedOrientationName, element)
                continue
            }
            guard let orientation = InfoPlistKey.orientation(named: name) else {
                problems.append(
                    .unknownValue(
                        file: file, key: key, index: index, value: name,
                        expected: Self.expectedOrientationName))
                continue
            }
            result.append(orientation)
        }
        return result
    }

    private mutating func boolean(_ value: Any, key: String) -> Bool? {
        if let flag = PlistValueDescription.boolean(value) { return flag }
        wrongType(key, nil, "a boolean (<true/> or <false/>)", value)
        return nil
    }

    private mutating func string(_ value: Any, key: String) -> String? {
        if let string = value as? String { return string }
        wrongType(key, nil, "a string", value)
        return nil
    }

    private mutating func launchScreen(_ value: Any, key: String) -> Bool? {
        dictionaryFlag(value, key: key)
    }

    private mutating func dictionaryFlag(_ value: Any, key: String) -> Bool? {
        if value is [AnyHashable: Any] { return true }
        wrongType(key, nil, "a dictionary", value)
        return nil
    }

    /// A version string (`26`, `26.2`) or a number, as its major version.
    private mutating func majorVersion(_ value: Any, key: String) -> Int? {
        let expected = "an iOS version such as 26 or 26.2"
        if PlistValueDescription.boolean(value) == nil, let number = value as? Int, number > 0 { return number }
        guard let text = value as? String else {
            wrongType(key, nil, "a string holding \(expected)", value)
            return nil
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let major = Int(parts[0]), major > 0
        else {
            problems.append(.unknownValue(file: file, key: key, index: nil, value: text, expected: expected))
            return nil
        }
        return major
    }

    private mutating func wrongType(_ key: String, _ index: Int?, _ expected: String, _ value: Any) {
        problems.append(
            .wrongType(
                file: file, key: key, index: index, expected: expected,
                found: PlistValueDescription.describe(value)))
    }
}
