import Foundation
import Testing

/// `orientation lint`, end to end.
@Suite struct LintCommandTests {
    private func plist(_ body: String) throws -> String {
        try CommandRunner.temporaryFile(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """)
    }

    @Test func validPlistExitsZero() throws {
        let path = try plist(
            """
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            """)
        let output = try CommandRunner.run(["lint", path])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.hasSuffix("\(path) (phone, iOS 26 SDK): 0 errors, 0 warnings, 0 notes\n"))
    }

    @Test func invalidValueIsAnErrorExitingOne() throws {
        let path = try plist(
            """
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>Sideways</string></array>
            """)
        let output = try CommandRunner.run(["lint", path, "--idiom", "pad"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("ORI-607 error"))
        #expect(output.stdout.contains("UISupportedInterfaceOrientations[1]"))
        #expect(output.stdout.contains("(pad, iOS 26 SDK): 1 error,"))
    }

    @Test func malformedOrMissingFileExitsTwo() throws {
        let junk = try CommandRunner.temporaryFile("Info.plist", "<plist><dict><key>")
        let malformed = try CommandRunner.run(["lint", junk])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.hasPrefix("\(junk): "))
        let missing = try CommandRunner.run(["lint", "no/Info.plist"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("no/Info.plist: "))
    }

    @Test func jsonListsEachDiagnosticWithItsSeverity() throws {
        let path = try plist(
            """
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UIRequiresFullScreen</key><true/>
            """)
        let output = try CommandRunner.run(["lint", path, "--idiom", "pad", "--sdk", "27", "--format", "json"])
        #expect(output.status == 1, "\(output.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == path)
        #expect(object["idiom"] as? String == "pad")
        #expect(object["sdk"] as? Int == 27)
        let diagnostics = try #require(object["diagnostics"] as? [[String: String]])
        #expect(diagnostics.map { $0["code"] ?? "" } == ["ORI-610", "ORI-613"])
        #expect(diagnostics.map { $0["severity"] ?? "" } == ["warning", "error"])
        #expect(object["errors"] as? Int == 1 && object["warnings"] as? Int == 1 && object["notes"] as? Int == 0)
        #expect(object["version"] is String)
    }

    @Test func unreadableFileInJSONIsOneObjectExitingTwo() throws {
        let output = try CommandRunner.run(["lint", "no/Info.plist", "--format", "json"])
        #expect(output.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "no/Info.plist")
        #expect(object["key"] as? String == "(file)")
        #expect(object["message"] is String)
    }

    @Test func sdkOutsideTheRangeIsAUsageError() throws {
        let output = try CommandRunner.run(["lint", "Info.plist", "--sdk", "12"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--sdk must be an iOS major version from 13 to 27"))
    }

    @Test func standardInputIsLinted() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationLandscapeLeft</string></array></dict></plist>
            """
        let output = try CommandRunner.run(["lint", "-"], input: text)
        #expect(output.status == 0)
        #expect(output.stdout.contains("ORI-602 warning: <stdin>: UISupportedInterfaceOrientations does not include"))
    }
}
