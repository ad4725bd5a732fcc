import Foundation
import Testing

@testable import OrientationCore

/// The guard that keeps hostile nesting away from Foundation's recursive parsers.
@Suite("Info.plist nesting guard")
struct InfoPlistNestingGuardTests {
    func reason(_ data: Data) -> String? {
        do {
            _ = try InfoPlist(data: data, file: "Deep.plist")
            return nil
        } catch let error as InfoPlistError {
            return error.description
        } catch { return "untyped: \(error)" }
    }

    @Test("XML deeper than the limit is refused before parsing; shallow XML is not")
    func xml() {
        let deep = String(repeating: "<array>", count: 300) + String(repeating: "</array>", count: 300)
        #expect(PlistNestingGuard.xmlDepth(Array(deep.utf8)) == 300)
        #expect(reason(Data(deep.utf8))?.contains("nested deeper than 256") == true)
        let shallow = "<plist><dict><key>a</key><array><array/></array></dict></plist>"
        #expect(PlistNestingGuard.xmlDepth(Array(shallow.utf8)) == 2)
        #expect(PlistNestingGuard.rejection(for: Data(shallow.utf8)) == nil)
    }

    @Test("binary plists: deep nesting and sets are refused, ordinary ones pass")
    func binary() throws {
        #expect(reason(BinaryPlistBuilder.nestedArrays(depth: 300))?.contains("nested deeper than 256") == true)
        #expect(PlistNestingGuard.rejection(for: BinaryPlistBuilder.nestedArrays(depth: 10)) == nil)
        var set = BinaryPlistBuilder.nestedArrays(depth: 3)
        set[8] = 0xC1 // the top object becomes a set
        #expect(reason(set)?.contains("set") == true)
        let ordinary = try PropertyListSerialization.data(
            fromPropertyList: ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]],
            format: .binary, options: 0)
        #expect(PlistNestingGuard.rejection(for: ordinary) == nil)
    }
}
