import Foundation
import OrientationCore
import Testing

/// Each diagnostic of the Info.plist lint, and the errors it reports
/// instead of throwing.
@Suite struct InfoPlistLintTests {
    typealias F = InfoPlistFixtures
    static let key = "UISupportedInterfaceOrientations"

    func codes(_ dictionary: [String: Any], _ idiom: Idiom) -> [OrientationDiagnosticCode] {
        InfoPlist.lint(dictionary: dictionary, idiom: idiom).map(\.code)
    }

    func lint(_ dictionary: [String: Any], _ idiom: Idiom, _ code: OrientationDiagnosticCode) -> [String] {
        InfoPlist.lint(dictionary: dictionary, idiom: idiom).filter { $0.code == code }.map(\.message)
    }

    @Test func cleanIPhoneTemplate() throws {
        let diagnostics = try TemporaryFile.with(Data(F.iPhoneOnly.utf8)) {
            try InfoPlist.lint(contentsOf: $0, idiom: .phone)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test func unknownValueIsAnError() {
        let messages = lint([Self.key: [F.portrait, "UIInterfaceOrientationSideways"]], .phone, .plistUnknownValue)
        #expect(
            messages == [
                "Info.plist: UISupportedInterfaceOrientations[1]: expected an orientation name "
                    + "such as UIInterfaceOrientationPortrait; got 'UIInterfaceOrientationSideways'"
            ])
        #expect(OrientationDiagnosticCode.plistUnknownValue.rawValue == "ORI-607")
        #expect(OrientationDiagnosticCode.plistUnknownValue.severity == .error)
    }

    @Test func wrongTypeIsAnError() {
        let diagnostics = InfoPlist.lint(dictionary: [Self.key: 3, "UIRequiresFullScreen": "YES"], idiom: .pad)
        let errors = diagnostics.filter { $0.code == .plistWrongType }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.severity == .error })
        #expect(errors.first?.message.contains("UISupportedInterfaceOrientations: expected an array") == true)
        #expect(errors.last?.message.contains("UIRequiresFullScreen: expected a boolean") == true)
        #expect(OrientationDiagnosticCode.plistWrongType.rawValue == "ORI-608")
    }

    @Test func lenientReadingReportsEveryProblemAndKeepsTheRest() {
        let dictionary: [String: Any] = [Self.key: ["bad", F.left, 7, F.right, "worse"]]
        #expect(
            codes(dictionary, .phone) == [
                .plistUnknownValue, .plistWrongType, .plistUnknownValue, .plistPortraitLaunchMissing,
            ])
    }

    @Test(arguments: Idiom.allCases)
    func noOrientationDeclared(idiom: Idiom) {
        let messages = lint([:], idiom, .plistNoOrientations)
        #expect(messages.count == 1)
        #expect(messages.first?.contains(idiom.defaultMask.description) == true)
        #expect(lint([Self.key: [F.portrait]], idiom, .plistNoOrientations).isEmpty)
    }

    @Test func listWithNoValidOrientationCountsAsNone() {
        let messages = lint([Self.key + "~iphone": ["Portrait"]], .phone, .plistNoOrientations)
        #expect(messages.first?.contains("UISupportedInterfaceOrientations~iphone names no valid orientation") == true)
    }

    @Test func brokenQualifiedKeyStillHidesThePlainKey() {
        let dictionary: [String: Any] = [Self.key: [F.portrait], Self.key + "~ipad": 3]
        #expect(codes(dictionary, .pad) == [.plistWrongType, .plistNoOrientations])
        #expect(
            lint(dictionary, .pad, .plistNoOrientations).first?
                .contains("UISupportedInterfaceOrientations~ipad names no valid orientation") == true)
        #expect(codes(dictionary, .phone) == [.plistWrongType])
    }

    @Test func iPhoneWithoutPortraitLaunchesSideways() {
        let messages = lint([Self.key: [F.left, F.right]], .phone, .plistPortraitLaunchMissing)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("launches sideways") == true)
        #expect(lint([Self.key: [F.left, F.right]], .pad, .plistPortraitLaunchMissing).isEmpty)
        #expect(lint([Self.key: [F.left, F.portrait]], .phone, .plistPortraitLaunchMissing).isEmpty)
        let upsideDownOnly = lint([Self.key: [F.upsideDown]], .phone, .plistPortraitLaunchMissing)
        #expect(upsideDownOnly.first?.contains("launches upside down") == true)
    }

    @Test func multitaskingIPadSaysHowToOptOut() throws {
        let diagnostics = try TemporaryFile.with(Data(F.universal.utf8)) {
            try InfoPlist.lint(contentsOf: $0, idiom: .pad)
        }
        #expect(diagnostics.map(\.code) == [.plistMultitaskingIgnoresLocks])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("UISupportedInterfaceOrientations~ipad"))
        #expect(message.contains("UIRequiresFullScreen~ipad to YES"))
        #expect(
            try TemporaryFile.with(Data(F.universal.utf8)) { try InfoPlist.lint(contentsOf: $0, idiom: .phone) }.isEmpty
        )
    }

    @Test func upsideDownOnIPhone() {
        let messages = lint([Self.key + "~iphone": [F.portrait, F.upsideDown]], .phone, .plistUpsideDownOnPhone)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("UISupportedInterfaceOrientations~iphone") == true)
        #expect(lint([Self.key: F.allFour], .pad, .plistUpsideDownOnPhone).isEmpty)
    }

    @Test func duplicates() {
        let dictionary: [String: Any] = [
            Self.key: [F.portrait, F.portrait, F.left, F.portrait], Self.key + "~ipad": [F.right, F.right],
        ]
        let messages = lint(dictionary, .phone, .plistDuplicateOrientation)
        #expect(
            messages == [
                "Info.plist: UISupportedInterfaceOrientations lists UIInterfaceOrientationPortrait 3 times",
                "Info.plist: UISupportedInterfaceOrientations~ipad lists UIInterfaceOrientationLandscapeRight 2 times",
            ])
        #expect(lint([Self.key: F.allFour], .phone, .plistDuplicateOrientation).isEmpty)
    }

    @Test func requiresFullScreenIsDeprecated() throws {
        let diagnostics = try TemporaryFile.with(Data(F.portraitFullScreen.utf8)) {
            try InfoPlist.lint(contentsOf: $0, idiom: .pad)
        }
        #expect(diagnostics.map(\.code) == [.plistRequiresFullScreenDeprecated])
        #expect(diagnostics.first?.severity == .note)
        #expect(diagnostics.first?.message.contains("UIRequiresFullScreen is deprecated from iPadOS 26") == true)
        #expect(lint(["UIRequiresFullScreen": true], .phone, .plistRequiresFullScreenDeprecated).isEmpty)
    }

    @Test func unusableFilesStillThrow() throws {
        #expect(throws: InfoPlistError.self) {
            try TemporaryFile.with(Data("<plist><array/></plist>".utf8)) {
                try InfoPlist.lint(contentsOf: $0, idiom: .pad)
            }
        }
        #expect(throws: InfoPlistError.self) {
            try TemporaryFile.with(Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD1])) {
                try InfoPlist.lint(contentsOf: $0, idiom: .pad)
            }
        }
    }

    @Test func diagnosticsNameTheFile() throws {
        let messages = try TemporaryFile.with(Data(F.xml("").utf8)) { path in
            try InfoPlist.lint(contentsOf: path, idiom: .phone).map { $0.message.hasPrefix(path + ": ") }
        }
        #expect(messages == [true])
    }
}
