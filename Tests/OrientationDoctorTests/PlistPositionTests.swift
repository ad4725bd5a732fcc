import Foundation
import Testing

@testable import OrientationDoctor

/// Info.plist findings point at the key they are about, and an app without
/// scenes is told so once, on the Info.plist its project names.
@Suite struct PlistPositionTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        \t<key>UILaunchStoryboardName</key>
        \t<string>Launch</string>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t</array>
        </dict>
        </plist>

        """

    @Test func aLintFindingNamingAKeyTheFileLacksPointsAtOneItHolds() throws {
        let folder = try Fixtures.scratchFolder()
        try Self.plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let findings = ProjectDoctor().examine([folder.path]).findings.filter { $0.code.hasPrefix("ORI-6") }
        #expect(!findings.isEmpty)
        for finding in findings { #expect(finding.line == 9, "\(finding.code) \(finding.today)") }
    }
}
