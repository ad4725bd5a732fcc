import Foundation
import Testing

@testable import OrientationCore

/// Reading Xcode-template Info.plists, XML and binary, from files.
@Suite struct InfoPlistReadTests {
    typealias F = InfoPlistFixtures

    @Test(arguments: PlistEncoding.allCases)
    func iPhoneOnlyTemplate(encoding: PlistEncoding) throws {
        let plist = try TemporaryFile.with(try encoding.data(F.iPhoneOnly)) {
            try InfoPlist.read(contentsOf: $0)
        }
        #expect(plist.supportedOrientations.plain == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(plist.supportedOrientations.pad == nil)
        #expect(plist.launchStoryboardName.plain == "LaunchScreen")
        #expect(plist.supportedOrientations(for: .phone) == .allButUpsideDown)
        #expect(plist.supportedOrientations(for: .pad) == .allButUpsideDown)
        #expect(plist.requiresFullScreen(for: .pad) == false)
        #expect(plist.hasLaunchScreen(for: .phone))
    }

    @Test(arguments: PlistEncoding.allCases)
    func universalTemplate(encoding: PlistEncoding) throws {
        let plist = try TemporaryFile.with(try encoding.data(F.universal)) {
            try InfoPlist.read(contentsOf: $0)
        }
        #expect(plist.supportedOrientations.pad == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(plist.supportedOrientations(for: .phone) == .allButUpsideDown)
        #expect(plist.supportedOrientations(for: .pad) == .all)
        #expect(plist.isMultitaskingEligible(for: .pad))
        #expect(!plist.isMultitaskingEligible(for: .phone))
    }

    @Test(arguments: PlistEncoding.allCases)
    func portraitFullScreenTemplate(encoding: PlistEncoding) throws {
        let plist = try TemporaryFile.with(try encoding.data(F.portraitFullScreen)) {
            try InfoPlist.read(contentsOf: $0)
        }
        #expect(plist.supportedOrientations(for: .phone) == .portrait)
        #expect(plist.supportedOrientations(for: .pad) == .portrait)
        #expect(plist.requiresFullScreen.plain == true)
        #expect(plist.requiresFullScreen(for: .pad))
        #expect(plist.hasLaunchScreen.plain == true)
        #expect(plist.launchStoryboardName.isEmpty)
        #expect(!plist.isMultitaskingEligible(for: .pad))
    }

    @Test(arguments: PlistEncoding.allCases)
    func swiftUIGeneratedTemplate(encoding: PlistEncoding) throws {
        let plist = try TemporaryFile.with(try encoding.data(F.swiftUIGenerated)) {
            try InfoPlist.read(contentsOf: $0)
        }
        #expect(plist.supportedOrientations.plain == nil)
        #expect(plist.supportedOrientations(for: .phone) == .portrait)
        #expect(plist.supportedOrientations(for: .pad) == .all)
        #expect(plist.hasLaunchScreen(for: .pad))
        #expect(plist.isMultitaskingEligible(for: .pad))
    }

    @Test func xmlAndBinaryReadTheSame() throws {
        for fixture in [F.iPhoneOnly, F.universal, F.portraitFullScreen, F.swiftUIGenerated] {
            let fromXML = try TemporaryFile.with(Data(fixture.utf8)) { try InfoPlist.read(contentsOf: $0) }
            let fromBinary = try TemporaryFile.with(try F.binary(fixture)) { try InfoPlist.read(contentsOf: $0) }
            #expect(fromXML == fromBinary)
        }
    }

    @Test func readsThroughASymlink() throws {
        let file = try TemporaryFile(Data(F.portraitFullScreen.utf8))
        defer { file.remove() }
        let link = file.directory.appendingPathComponent("Link.plist").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file.path)
        #expect(try InfoPlist.read(contentsOf: link).requiresFullScreen(for: .pad))
    }

    @Test func dictionaryWithSwiftValues() throws {
        let plist = try InfoPlist(dictionary: [
            "UISupportedInterfaceOrientations": [F.portrait, F.upsideDown],
            "UIRequiresFullScreen~ipad": true,
            "UILaunchStoryboardName": "Launch",
            "CFBundleVersion": 3,
        ])
        #expect(plist.supportedOrientations(for: .phone) == .portraitBoth)
        #expect(plist.requiresFullScreen.pad == true)
        #expect(plist.requiresFullScreen(for: .pad))
        #expect(!plist.requiresFullScreen(for: .phone))
    }

    @Test func orderAndDuplicatesAreKept() throws {
        let plist = try InfoPlist(dictionary: ["UISupportedInterfaceOrientations": [F.right, F.portrait, F.right]])
        #expect(plist.supportedOrientations.plain == [.landscapeRight, .portrait, .landscapeRight])
        #expect(plist.supportedOrientations(for: .phone) == [.portrait, .landscapeRight])
    }

    @Test func unknownKeysAreIgnored() throws {
        let plist = try InfoPlist(dictionary: [
            "NSCameraUsageDescription": 12, "UISupportedInterfaceOrientations~ipod": 1,
        ])
        #expect(plist == InfoPlist())
    }

    @Test func orientationNamesMatchExactly() {
        #expect(InfoPlistKey.orientation(named: "UIInterfaceOrientationLandscapeLeft") == .landscapeLeft)
        #expect(InfoPlistKey.orientation(named: "UIInterfaceOrientationPortraitUpsideDown") == .portraitUpsideDown)
        #expect(InfoPlistKey.orientation(named: "landscapeLeft") == nil)
        #expect(InfoPlistKey.orientation(named: "UIInterfaceOrientationlandscapeleft") == nil)
        #expect(InfoPlistKey.orientation(named: "UIInterfaceOrientationUnknown") == nil)
        #expect(InfoPlistKey.name(of: .landscapeRight) == "UIInterfaceOrientationLandscapeRight")
        #expect(InfoPlistKey.name(of: .unknown) == nil)
    }
}
