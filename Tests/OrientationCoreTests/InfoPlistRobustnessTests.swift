import Foundation
import OrientationCore
import Testing

/// No input crashes or hangs the reader or the lint: truncated and damaged
/// binary plists, random bytes, invalid UTF-8, deep nesting, huge files.
/// Every failure is an InfoPlistError.
@Suite struct InfoPlistRobustnessTests {
    typealias F = InfoPlistFixtures

    /// Reads strictly and leniently; returns the strict error, if any.
    @discardableResult
    func survive(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> Error? {
        var strictError: Error?
        do { _ = try InfoPlist(data: data) } catch { strictError = error }
        #expect(strictError == nil || strictError is InfoPlistError, sourceLocation: sourceLocation)
        for idiom in Idiom.allCases {
            do { _ = try InfoPlist.lint(data: data, idiom: idiom) } catch {
                #expect(error is InfoPlistError, sourceLocation: sourceLocation)
                #expect((error as? InfoPlistError)?.isFileLevel == true, sourceLocation: sourceLocation)
            }
        }
        return strictError
    }

    @Test func everyTruncationOfABinaryPlist() throws {
        let full = try F.binary(F.universal)
        #expect(try InfoPlist(data: full).isMultitaskingEligible(for: .pad))
        for length in 0..<full.count {
            let error = survive(full.prefix(length))
            #expect(error != nil, "prefix of \(length) bytes was accepted")
        }
    }

    @Test func truncatedFileNamesTheFile() throws {
        let full = try F.binary(F.iPhoneOnly)
        let (error, path): (Error?, String) = try TemporaryFile.with(full.prefix(full.count / 2)) { path in
            do {
                _ = try InfoPlist.read(contentsOf: path)
                return (nil, path)
            } catch { return (error, path) }
        }
        #expect(
            error as? InfoPlistError
                == .notAPropertyList(
                    file: path, reason: "got a damaged binary property list (truncated or bad offsets)"))
    }

    @Test func badOffsetsInTheTrailer() throws {
        let full = try F.binary(F.universal)
        let trailer = full.count - 32
        // offset int size, object ref size, object count, top object, offset table offset
        for field in [(6, 1), (7, 1), (8, 8), (16, 8), (24, 8)] {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0xFF] {
                var damaged = full
                for i in 0..<field.1 { damaged[trailer + field.0 + i] = value }
                survive(damaged)
            }
        }
    }

    @Test func badEntriesInTheOffsetTable() throws {
        let full = try F.binary(F.universal)
        let tableStart = full.count - 32 - 40
        for position in max(8, tableStart)..<(full.count - 32) {
            for value: UInt8 in [0x00, 0xFF, 0x08] {
                var damaged = full
                damaged[position] = value
                survive(damaged)
            }
        }
    }

    @Test func randomMutationsOfABinaryPlist() throws {
        let full = try F.binary(F.universal)
        var random = SeededGenerator(seed: 0x1F0)
        for _ in 0..<3000 {
            var damaged = full
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            survive(damaged)
        }
    }

    @Test func randomBytes() {
        var random = SeededGenerator(seed: 42)
        for round in 0..<500 {
            var bytes = (0..<Int.random(in: 0...512, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            if round.isMultiple(of: 2) { bytes = Array("bplist00".utf8) + bytes }
            if round.isMultiple(of: 5) { bytes = Array("<?xml version=\"1.0\"?><plist><dict>".utf8) + bytes }
            survive(Data(bytes))
        }
    }

    @Test func invalidUTF8() {
        let invalid: [UInt8] = [0xC3, 0x28, 0xFF, 0xFE, 0xED, 0xA0, 0x80]
        let xml = Array(F.xml("<key>UISupportedInterfaceOrientations</key><array><string>@</string></array>").utf8)
        let at = xml.firstIndex(of: UInt8(ascii: "@")) ?? 0
        let data = Data(xml[..<at] + invalid + xml[(at + 1)...])
        survive(data)
        #expect(survive(Data(invalid)) is InfoPlistError)
    }

    @Test func deepXMLNesting() {
        for depth in [100, 10_000, 200_000] {
            let nested = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            let body = "<key>UISupportedInterfaceOrientations</key>" + nested
            survive(Data(F.xml(body).utf8))
        }
    }

    @Test func deepBinaryNesting() {
        for depth in [10, 1_000, 100_000] {
            let error = survive(BinaryPlistBuilder.nestedArrays(depth: depth))
            #expect(error != nil) // an array at the top level, or rejected
        }
    }

    @Test func fileOverTheLimitIsNotRead() throws {
        let file = try TemporaryFile(Data())
        defer { file.remove() }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file.path))
        handle.truncateFile(atOffset: UInt64(InfoPlist.maximumFileSize + 1))
        handle.closeFile()
        let limit = InfoPlist.maximumFileSize
        #expect(throws: InfoPlistError.tooLarge(file: file.path, size: limit + 1, limit: limit)) {
            try InfoPlist.read(contentsOf: file.path)
        }
        #expect(throws: InfoPlistError.self) { try InfoPlist.lint(contentsOf: file.path, idiom: .pad) }
    }

    @Test func largeValidFile() throws {
        let filler = (0..<20_000).map { "<key>Key\($0)</key><string>\(String(repeating: "v", count: 40))</string>" }
        let xml = F.xml(filler.joined() + F.orientations("UISupportedInterfaceOrientations", [F.portrait]))
        let plist = try TemporaryFile.with(Data(xml.utf8)) { try InfoPlist.read(contentsOf: $0) }
        #expect(plist.supportedOrientations(for: .phone) == .portrait)
    }

    @Test func hugeArrayOfOrientations() throws {
        let names = Array(repeating: F.left, count: 100_000)
        let plist = try InfoPlist(dictionary: ["UISupportedInterfaceOrientations": names])
        #expect(plist.supportedOrientations(for: .phone) == .landscapeLeft)
        let duplicates = InfoPlist.lint(dictionary: ["UISupportedInterfaceOrientations": names], idiom: .phone)
            .filter { $0.code == .plistDuplicateOrientation }
        #expect(
            duplicates.map(\.message) == [
                "Info.plist: UISupportedInterfaceOrientations lists UIInterfaceOrientationLandscapeLeft 100000 times"
            ])
    }
}

/// Hand-built binary plists, for shapes Foundation will not write.
enum BinaryPlistBuilder {
    /// `depth` arrays, each holding the next; refs and offsets are 4 bytes.
    static func nestedArrays(depth: Int) -> Data {
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(data.count)
            if index == depth - 1 {
                data.append(0xA0)
            } else {
                data.append(0xA1)
                data.append(contentsOf: bigEndian(index + 1, bytes: 4))
            }
        }
        let table = data.count
        for offset in offsets { data.append(contentsOf: bigEndian(offset, bytes: 4)) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, 4, 4])
        data.append(contentsOf: bigEndian(depth, bytes: 8) + bigEndian(0, bytes: 8) + bigEndian(table, bytes: 8))
        return data
    }

    static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: UInt64(value) >> (UInt64($0) * 8)) }
    }
}
