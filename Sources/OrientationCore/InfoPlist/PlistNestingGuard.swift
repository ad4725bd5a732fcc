import Foundation

/// Measures how deeply a property list nests before Foundation parses it:
/// Foundation's parsers recurse once per level, so a hostile file nested a
/// hundred thousand levels deep would overflow the stack of the thread that
/// reads it. Real Info.plists nest a few levels.
enum PlistNestingGuard {
    /// The deepest nesting accepted.
    static let maximumDepth = 256

    /// Why the data must not be handed to Foundation, or `nil` when it may.
    static func rejection(for data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) { return binaryRejection(bytes) }
        return xmlDepth(bytes) > maximumDepth ? "got XML nested deeper than \(maximumDepth) levels" : nil
    }

    /// The deepest `<array>`/`<dict>` nesting of XML text (other tags do not nest in plists).
    static func xmlDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var i = 0
        let lt = UInt8(ascii: "<")
        let slash = UInt8(ascii: "/")
        let gt = UInt8(ascii: ">")
        while i < bytes.count {
            guard bytes[i] == lt else {
                i += 1
                continue
            }
            let closing = i + 1 < bytes.count && bytes[i + 1] == slash
            let nameStart = closing ? i + 2 : i + 1
            var end = nameStart
            while end < bytes.count, bytes[end] != gt { end += 1 }
            let tag = bytes[nameStart..<min(end, bytes.count)]
            let isContainer = tag.starts(with: Array("array".utf8)) || tag.starts(with: Array("dict".utf8))
            let selfClosing = end > nameStart && bytes[end - 1] == slash
            if isContainer && !selfClosing {
                if closing {
                    depth = max(0, depth - 1)
                } else {
                    depth += 1
                    deepest = max(deepest, depth)
                }
            }
            i = end + 1
        }
        return deepest
    }

    /// Walks a binary plist's object graph without recursion; rejects deep or
    /// looping graphs and references that point outside the data.
    static func binaryRejection(_ bytes: [UInt8]) -> String? {
        let damaged = "got a damaged binary property list (truncated or bad offsets)"
        guard bytes.count >= 40 else { return damaged }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize),
            let count = readInt(bytes, trailer + 8, 8), let top = readInt(bytes, trailer + 16, 8),
            let table = readInt(bytes, trailer + 24, 8),
            count > 0, top < count, table < trailer,
            count <= (trailer - table) / offsetSize
        else { return damaged }

        func offset(of object: Int) -> Int? {
            guard object >= 0, object < count, let o = readInt(bytes, table + object * offsetSize, offsetSize),
                o < trailer
            else { return nil }
            return o
        }
        var stack: [(object: Int, depth: Int)] = [(top, 1)]
        var work = 0
        while let (object, depth) = stack.popLast() {
            work += 1
            if depth > maximumDepth { return "got a binary property list nested deeper than \(maximumDepth) levels" }
            if work > 1_000_000 { return "got a binary property list too complex to read" }
            guard let start = offset(of: object) else { return damaged }
            let marker = bytes[start]
            let kind = marker >> 4
            if kind == 0xC { return "got a binary property list holding a set, which an Info.plist never holds" }
            guard kind == 0xA || kind == 0xD else { continue }
            var items = Int(marker & 0x0F)
            var refs = start + 1
            if items == 0x0F {
                guard refs < trailer, bytes[refs] >> 4 == 0x1 else { return damaged }
                let width = 1 << Int(bytes[refs] & 0x0F)
                guard width <= 8, let n = readInt(bytes, refs + 1, width) else { return damaged }
                items = n
                refs += 1 + width
            }
            let total = kind == 0xD ? items * 2 : items
            guard items >= 0, total <= (trailer - refs) / refSize else { return damaged }
            for k in 0..<total {
                guard let child = readInt(bytes, refs + k * refSize, refSize) else { return damaged }
                stack.append((child, depth + 1))
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `width` bytes at `at`, if it fits in the data and in an Int.
    private static func readInt(_ bytes: [UInt8], _ at: Int, _ width: Int) -> Int? {
        guard at >= 0, width > 0, width <= 8, at + width <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[at..<at + width] { value = value << 8 | UInt64(byte) }
        return value > UInt64(Int.max / 16) ? nil : Int(value)
    }
}
