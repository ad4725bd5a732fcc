import Foundation
import OrientationCore
import Testing

/// Hostile Info.plists: every input is either read or rejected with a typed
/// error naming the file (and the key when one value is at fault); never a
/// crash or a hang. `ORIENTATION_FUZZ_INPUTS` sets the count.
@Suite("Hostile input: the Info.plist reader")
struct InfoPlistFuzzTests {
    static let xmlSeed = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        <key>UIRequiresFullScreen</key><true/>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """.utf8)

    static let tokens: [[UInt8]] = [
        "<array>", "</array>", "<dict>", "</dict>", "<integer>99999999999999999999999</integer>",
        "<string>UIInterfaceOrientationSideways</string>", "<true/>", "<real>nan</real>", "<key>",
        "</key>", "<data>AAAA</data>", "bplist00", "\u{0}", "\u{FF}",
    ].map { Array($0.utf8) }

    static func binarySeed() -> [UInt8] {
        let dictionary: [String: Any] = [
            "UISupportedInterfaceOrientations": [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight",
            ],
            "UIRequiresFullScreen~ipad": false,
            "UILaunchStoryboardName": "LaunchScreen",
        ]
        let data =
            (try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)) ?? Data()
        return Array(data)
    }

    /// Reads one input; returns the error text if rejected. Fails the test if
    /// the rejection does not name the file or the key it is about.
    static func check(_ bytes: [UInt8]) -> Bool {
        do {
            _ = try InfoPlist(data: Data(bytes), file: "Fuzz.plist")
            _ = try InfoPlist.lint(data: Data(bytes), file: "Fuzz.plist", idiom: .pad)
            return true
        } catch let error as InfoPlistError {
            let text = error.description
            #expect(text.hasPrefix("Fuzz.plist: "), "\(text)")
            if let key = error.key { #expect(text.contains(key), "\(text)") }
            return false
        } catch {
            Issue.record("untyped error \(error)")
            return false
        }
    }

    @Test("mutated XML and binary plists are read or rejected with a typed error")
    func mutations() {
        var mutator = Mutator(seed: 0xC0FFEE)
        let seeds = [Self.xmlSeed, Self.binarySeed()]
        var accepted = 0
        for i in 0..<fuzzInputs {
            if Self.check(mutator.mutate(seeds[i % seeds.count], dictionary: Self.tokens)) { accepted += 1 }
        }
        print(
            "Info.plist fuzz: \(fuzzInputs) inputs, \(accepted) accepted, \(fuzzInputs - accepted) rejected with typed errors"
        )
        #expect(accepted > 0)
        #expect(accepted < fuzzInputs)
    }

    @Test("deep nesting, huge numbers, wrong types, binary plists with bad offsets")
    func structural() {
        let deep =
            "<plist><dict><key>UISupportedInterfaceOrientations</key>"
            + String(repeating: "<array>", count: 20_000) + String(repeating: "</array>", count: 20_000)
            + "</dict></plist>"
        #expect(!Self.check(Array(deep.utf8)))
        let huge =
            "<plist><dict><key>UISupportedInterfaceOrientations</key><integer>99999999999999999999999999</integer></dict></plist>"
        #expect(!Self.check(Array(huge.utf8)))
        var binary = Self.binarySeed()
        if binary.count > 32 {
            for k in 1...8 { binary[binary.count - k] = 0xFF } // the trailer's offsets point nowhere
        }
        #expect(!Self.check(binary))
        #expect(!Self.check([]))
        #expect(!Self.check(Array("bplist00".utf8)))
        #expect(!Self.check([0xFF, 0xFE, 0x00, 0xD8])) // invalid UTF-8/UTF-16
    }
}
