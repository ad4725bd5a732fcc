import Foundation
import Testing

/// `orientation lint`, end to end.
@Suite struct LintCommandTests {
    private func plist(_ body: String) throws -> String {
        try CommandRunner.temporaryFile("Info.plist", """
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
        let path = try plist("""
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        """)
        let output = try CommandRunner.run(["lint", path])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.hasSuffix("\(path) (phone): 0 errors, 0 warnings, 0 notes\n"))
    }

    @Test func invalidValueIsAnErrorExitingOne() throws {
        let path = try plist("""
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string><string>Sideways</string></array>
        """)
        let output = try CommandRunner.run(["lint", path, "--idiom", "pad"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("ORI-607 error"))
        #expect(output.stdout.contains("UISupportedInterfaceOrientations[1]"))
        #expect(output.stdout.contains("(pad): 1 error,"))
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
}
