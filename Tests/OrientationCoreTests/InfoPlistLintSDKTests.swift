import Foundation
import OrientationCore
import Testing

/// The lint's consistency fixes and its SDK-dependent checks: Xcode's iPad
/// check before 27, and what the iOS 27 SDK changes (issue 14 item 7,
/// issue 13 item 5).
@Suite struct InfoPlistLintSDKTests {
    typealias F = InfoPlistFixtures
    static let key = "UISupportedInterfaceOrientations"
    static var manifest: [String: Any] {
        ["UIApplicationSceneManifest": [String: Any](), "UILaunchScreen": [String: Any]()]
    }

    func codes(_ dictionary: [String: Any], _ idiom: Idiom, sdk: Int = 26) -> [OrientationDiagnosticCode] {
        InfoPlist.lint(dictionary: dictionary, idiom: idiom, sdk: sdk).map(\.code)
    }

    func plist(_ extra: [String: Any]) -> [String: Any] {
        Self.manifest.merging(extra) { $1 }
    }

    @Test func falseRequiresFullScreenIsNotDeprecationWorthy() {
        #expect(
            codes(plist([Self.key: [F.portrait], "UIRequiresFullScreen": false]), .pad) == [
                .plistIPadNeedsAllOrientations
            ])
        #expect(
            codes(plist([Self.key: [F.portrait], "UIRequiresFullScreen": true]), .pad) == [
                .plistRequiresFullScreenDeprecated
            ])
    }

    @Test func anInvalidRequiresFullScreenSilencesTheChecksThatReadIt() {
        let dictionary = plist([Self.key + "~ipad": F.allFour, "UIRequiresFullScreen": "YES"])
        #expect(codes(dictionary, .pad) == [.plistWrongType])
        let narrow = plist([Self.key + "~ipad": [F.portrait], "UIRequiresFullScreen": 1])
        #expect(codes(narrow, .pad) == [.plistWrongType])
        #expect(codes(plist([Self.key + "~ipad": F.allFour]), .pad) == [.plistMultitaskingIgnoresLocks])
    }

    @Test func xcodesIPadCheckBefore27() throws {
        let diagnostics = InfoPlist.lint(dictionary: plist([Self.key: [F.portrait, F.left, F.right]]), idiom: .pad)
        #expect(diagnostics.map(\.code) == [.plistIPadNeedsAllOrientations])
        #expect(diagnostics.first?.severity == .warning)
        #expect(
            diagnostics.first?.message.contains(
                "All interface orientations must be supported unless the app requires full screen") == true)
        #expect(codes(plist([Self.key: [F.portrait, F.left, F.right]]), .phone).isEmpty)
        #expect(
            !codes(plist([Self.key: [F.portrait, F.left, F.right]]), .pad, sdk: 27).contains(
                .plistIPadNeedsAllOrientations))
    }

    @Test func requiresFullScreenWithThe27SDK() throws {
        let dictionary = plist([Self.key: [F.portrait], "UIRequiresFullScreen": true])
        #expect(codes(dictionary, .pad, sdk: 27) == [.plistRequiresFullScreenIn27])
        let phone = InfoPlist.lint(dictionary: dictionary, idiom: .phone, sdk: 27)
        #expect(phone.map(\.code) == [.plistRequiresFullScreenIn27])
        #expect(phone.first?.message.contains("iPhone Mirroring") == true)
        #expect(codes(dictionary, .phone, sdk: 26).isEmpty)
    }

    @Test func ignoredStartingWithVersionIsUnderstood() throws {
        let key = "UIRequiresFullScreenIgnoredStartingWithVersion"
        let withFullScreen = plist([Self.key: F.allFour, "UIRequiresFullScreen": true, key: "26.2"])
        let diagnostics = InfoPlist.lint(dictionary: withFullScreen, idiom: .pad, sdk: 27)
        #expect(diagnostics.map(\.code) == [.plistRequiresFullScreenIgnoredFrom, .plistWindowingIn27])
        #expect(diagnostics.first?.message.contains("from iOS 26 the system ignores UIRequiresFullScreen") == true)
        #expect(
            codes(plist([Self.key: F.allFour, "UIRequiresFullScreen": true, key: "28"]), .pad, sdk: 27)
                == [.plistRequiresFullScreenIn27, .plistRequiresFullScreenIgnoredFrom])
        #expect(codes(plist([Self.key: [F.portrait], key: "26"]), .phone) == [.plistIgnoredVersionWithoutFullScreen])
        #expect(
            codes(plist([Self.key: F.allFour, "UIRequiresFullScreen": true, key: "soon"]), .pad).first
                == .plistUnknownValue)
    }

    @Test func sceneManifestWithThe27SDK() throws {
        let bare: [String: Any] = [Self.key: [F.portrait]]
        let diagnostics = InfoPlist.lint(dictionary: bare, idiom: .phone, sdk: 27)
        #expect(diagnostics.map(\.code) == [.plistSceneManifestMissing])
        #expect(diagnostics.first?.severity == .error)
        #expect(codes(bare, .phone, sdk: 26).isEmpty)
        #expect(codes(plist(bare), .phone, sdk: 27).isEmpty)
        let templates = [F.iPhoneOnly, F.universal, F.swiftUIGenerated]
        for template in templates {
            let dictionary = try F.dictionary(template)
            #expect(!codes(dictionary, .phone, sdk: 27).contains(.plistSceneManifestMissing))
        }
    }

    @Test func iPadWindowingWithThe27SDKReplacesTheMultitaskingWarning() throws {
        let universal = try F.dictionary(F.universal)
        #expect(codes(universal, .pad, sdk: 26) == [.plistMultitaskingIgnoresLocks])
        let diagnostics = InfoPlist.lint(dictionary: universal, idiom: .pad, sdk: 27)
        #expect(diagnostics.map(\.code) == [.plistWindowingIn27])
        #expect(diagnostics.first?.severity == .note)
    }

    /// Pairs that would tell the user opposite things about one setting.
    static let contradictions: [(OrientationDiagnosticCode, OrientationDiagnosticCode)] = [
        (.plistMultitaskingIgnoresLocks, .plistWrongType),
        (.plistMultitaskingIgnoresLocks, .plistIPadNeedsAllOrientations),
        (.plistMultitaskingIgnoresLocks, .plistWindowingIn27),
        (.plistRequiresFullScreenDeprecated, .plistRequiresFullScreenIn27),
        (.plistIPadNeedsAllOrientations, .plistWrongType), (.plistIPadNeedsAllOrientations, .plistWindowingIn27),
        (.plistRequiresFullScreenIn27, .plistIgnoredVersionWithoutFullScreen),
    ]

    @Test func noContradictoryPairFiresOnAnyCombination() {
        let orientationValues: [Any?] = [nil, [F.portrait], F.allFour, [F.portrait, F.left, F.right], 3, ["Sideways"]]
        let fullScreenValues: [Any?] = [nil, true, false, "YES"]
        let ignoredValues: [Any?] = [nil, "26", "28"]
        var checked = 0
        for orientations in orientationValues {
            for fullScreen in fullScreenValues {
                for ignored in ignoredValues {
                    var dictionary: [String: Any] = ["UILaunchScreen": [String: Any]()]
                    dictionary[Self.key + "~ipad"] = orientations
                    dictionary["UIRequiresFullScreen"] = fullScreen
                    dictionary["UIRequiresFullScreenIgnoredStartingWithVersion"] = ignored
                    for idiom in Idiom.allCases {
                        for sdk in [26, 27] {
                            let found = Set(codes(dictionary, idiom, sdk: sdk))
                            checked += 1
                            for (a, b) in Self.contradictions {
                                #expect(
                                    !(found.contains(a) && found.contains(b)),
                                    "\(a) and \(b): \(dictionary) \(idiom) \(sdk)")
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 288)
    }

    @Test func oneSeverityVocabulary() {
        #expect(Set(OrientationDiagnosticCode.allCases.map(\.severity.rawValue)) == ["error", "warning", "note"])
        let description = OrientationDiagnostic(.plistDuplicateOrientation, "m").description
        #expect(description == "ORI-605 note: m")
    }
}
