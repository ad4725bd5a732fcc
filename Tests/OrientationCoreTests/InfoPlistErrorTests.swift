import Foundation
import Testing

@testable import OrientationCore

/// The strict reader throws an InfoPlistError naming the file, the key and
/// the offending value.
@Suite struct InfoPlistErrorTests {
    typealias F = InfoPlistFixtures
    static let key = "UISupportedInterfaceOrientations"

    func error(_ dictionary: [String: Any], file: String = "Info.plist") -> InfoPlistError? {
        do {
            _ = try InfoPlist(dictionary: dictionary, file: file)
            return nil
        } catch {
            return error as? InfoPlistError
        }
    }

    func fileError(_ data: Data) -> (error: InfoPlistError?, path: String) {
        (try? TemporaryFile.with(data) { path in
            do {
                _ = try InfoPlist.read(contentsOf: path)
                return (nil, path)
            } catch {
                return (error as? InfoPlistError, path)
            }
        }) ?? (nil, "")
    }

    @Test func unknownOrientationString() {
        let thrown = error([Self.key + "~ipad": [F.portrait, F.left, "UIInterfaceOrientationSideways"]])
        #expect(
            thrown
                == .unknownValue(
                    file: "Info.plist", key: Self.key + "~ipad", index: 2,
                    value: "UIInterfaceOrientationSideways",
                    expected: "an orientation name such as UIInterfaceOrientationPortrait"))
        #expect(
            thrown?.description == "Info.plist: UISupportedInterfaceOrientations~ipad[2]: expected an "
                + "orientation name such as UIInterfaceOrientationPortrait; got 'UIInterfaceOrientationSideways'")
    }

    @Test func nearMissSuggestsTheSpelling() {
        let thrown = error([Self.key: ["landscapeLeft"]])
        #expect(
            thrown?.description.hasSuffix("got 'landscapeLeft' (did you mean UIInterfaceOrientationLandscapeLeft?)")
                == true)
        #expect(error([Self.key: ["UIInterfaceOrientationUnknown"]])?.key == Self.key)
    }

    @Test func numberInsteadOfArray() {
        let thrown = error([Self.key: 3], file: "App/Info.plist")
        guard case .wrongType(let file, let key, let index, _, let found)? = thrown else {
            Issue.record("expected wrongType, got \(String(describing: thrown))")
            return
        }
        #expect(file == "App/Info.plist" && key == Self.key && index == nil)
        #expect(found == "a number (3)")
        #expect(
            thrown?.description == "App/Info.plist: UISupportedInterfaceOrientations: expected an array "
                + "of orientation names such as UIInterfaceOrientationPortrait; got a number (3)")
    }

    @Test func stringInsteadOfArray() {
        #expect(
            error([Self.key: F.portrait])?.description.hasSuffix("got a string ('UIInterfaceOrientationPortrait')")
                == true)
    }

    @Test func elementNotAString() {
        let thrown = error([Self.key + "~iphone": [F.portrait, 1]])
        #expect(
            thrown?.description == "Info.plist: UISupportedInterfaceOrientations~iphone[1]: expected an "
                + "orientation name such as UIInterfaceOrientationPortrait; got a number (1)")
    }

    @Test(arguments: ["YES", "1"])
    func requiresFullScreenAsString(value: String) {
        let thrown = error(["UIRequiresFullScreen": value])
        #expect(thrown?.key == "UIRequiresFullScreen")
        #expect(
            thrown?.description
                == "Info.plist: UIRequiresFullScreen: expected a boolean (<true/> or <false/>); got a string ('\(value)')"
        )
    }

    @Test func requiresFullScreenAsNumberInXML() throws {
        let dictionary = try F.dictionary(F.xml("<key>UIRequiresFullScreen~ipad</key><integer>1</integer>"))
        #expect(
            error(dictionary)?.description.hasSuffix(
                "UIRequiresFullScreen~ipad: expected a boolean (<true/> or <false/>); got a number (1)") == true)
    }

    @Test func launchKeysOfTheWrongType() {
        #expect(error(["UILaunchStoryboardName": 1])?.key == "UILaunchStoryboardName")
        #expect(
            error(["UILaunchScreen": "Launch"])?.description.hasSuffix(
                "UILaunchScreen: expected a dictionary; got a string ('Launch')") == true)
    }

    @Test func missingKeyIsNotAnError() throws {
        let plist = try TemporaryFile.with(Data(F.xml("").utf8)) { try InfoPlist.read(contentsOf: $0) }
        #expect(plist.supportedOrientations.isEmpty)
    }

    @Test(arguments: PlistEncoding.allCases)
    func badValueInAFile(encoding: PlistEncoding) throws {
        let data = try encoding.data(F.xml(F.orientations(Self.key, [F.portrait, "Portrait"])))
        let (thrown, path) = fileError(data)
        #expect(
            thrown
                == .unknownValue(
                    file: path, key: Self.key, index: 1, value: "Portrait",
                    expected: "an orientation name such as UIInterfaceOrientationPortrait"))
    }

    @Test func topLevelArray() throws {
        let data = Data("<plist version=\"1.0\"><array><string>a</string></array></plist>".utf8)
        let (thrown, path) = fileError(data)
        #expect(thrown == .notADictionary(file: path, found: "an array"))
        #expect(thrown?.description == "\(path): expected a dictionary at the top level; got an array")
    }

    @Test func topLevelStringInBinary() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: "hello", format: .binary, options: 0)
        #expect(fileError(data).error?.description.hasSuffix("got a string ('hello')") == true)
    }

    @Test func notAPropertyList() {
        let (thrown, path) = fileError(Data("{ \"json\": true }".utf8))
        guard case .notAPropertyList(let file, _)? = thrown else {
            Issue.record("expected notAPropertyList, got \(String(describing: thrown))")
            return
        }
        #expect(file == path)
        #expect(thrown?.description.hasPrefix("\(path): expected an XML or binary property list; ") == true)
    }

    @Test func malformedXMLSaysSo() {
        let (thrown, path) = fileError(Data(F.xml("<key>A</key><strin>x</string>").utf8))
        guard case .notAPropertyList(let file, let reason)? = thrown else {
            Issue.record("expected notAPropertyList, got \(String(describing: thrown))")
            return
        }
        #expect(file == path)
        #expect(reason.hasPrefix("got malformed XML"))
    }

    @Test func emptyFile() {
        let (thrown, path) = fileError(Data())
        #expect(thrown == .notAPropertyList(file: path, reason: "the file is empty"))
    }

    @Test func missingFile() {
        let path = "/nonexistent-\(UUID().uuidString)/Info.plist"
        #expect(throws: InfoPlistError.unreadable(file: path, reason: "no such file")) {
            try InfoPlist.read(contentsOf: path)
        }
    }

    @Test func directory() throws {
        let file = try TemporaryFile(Data())
        defer { file.remove() }
        #expect(throws: InfoPlistError.unreadable(file: file.directory.path, reason: "it is a directory")) {
            try InfoPlist.read(contentsOf: file.directory.path)
        }
    }

    @Test func deviceFileIsNotRead() {
        #expect(throws: InfoPlistError.unreadable(file: "/dev/null", reason: "not a regular file")) {
            try InfoPlist.read(contentsOf: "/dev/null")
        }
    }

    @Test func messagesStayOnOneLine() {
        let thrown = error([Self.key: ["Portrait\nUpside'Down\u{0}" + String(repeating: "x", count: 500)]])
        let text = thrown?.description ?? ""
        #expect(!text.contains("\n") && !text.contains("\u{0}"))
        #expect(text.contains("Portrait\\u{a}Upside\\'Down\\u{0}"))
        #expect(text.count < 300)
    }
}
