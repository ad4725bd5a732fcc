import Foundation

/// A seeded, deterministic generator of hostile inputs: valid seeds mutated
/// by byte flips, truncation, insertion, duplication and splicing.
struct Mutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    /// splitmix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// One mutated copy of a seed; sometimes several mutations stacked.
    mutating func mutate(_ seed: [UInt8], dictionary: [[UInt8]] = []) -> [UInt8] {
        var bytes = seed
        for _ in 0...(below(4)) {
            switch below(8) {
            case 0 where !bytes.isEmpty: // flip a byte
                let i = below(bytes.count)
                bytes[i] ^= UInt8(truncatingIfNeeded: 1 << below(8))
            case 1 where !bytes.isEmpty: // truncate
                bytes.removeLast(below(bytes.count))
            case 2: // insert random bytes
                let at = below(bytes.count + 1)
                bytes.insert(contentsOf: (0..<(1 + below(16))).map { _ in UInt8(truncatingIfNeeded: next()) }, at: at)
            case 3 where bytes.count > 1: // duplicate a chunk
                let a = below(bytes.count)
                let b = min(bytes.count, a + 1 + below(64))
                bytes.insert(contentsOf: bytes[a..<b], at: below(bytes.count + 1))
            case 4 where !dictionary.isEmpty: // splice a known token
                let token = dictionary[below(dictionary.count)]
                bytes.insert(contentsOf: token, at: below(bytes.count + 1))
            case 5 where bytes.count > 1: // delete a range
                let a = below(bytes.count)
                let b = min(bytes.count, a + 1 + below(32))
                bytes.removeSubrange(a..<b)
            case 6 where !bytes.isEmpty: // set a byte to an interesting value
                bytes[below(bytes.count)] = [0x00, 0xFF, 0x7F, 0x80, 0xC0, 0xFE, 0x22, 0x3C][below(8)]
            default: // replace everything with random bytes, now and then
                if below(16) == 0 {
                    bytes = (0..<below(256)).map { _ in UInt8(truncatingIfNeeded: next()) }
                }
            }
        }
        return bytes
    }
}

/// Input counts for the hostile-input tests: `ORIENTATION_FUZZ_INPUTS`
/// (default 5,000 per reader; the long run uses 100,000).
let fuzzInputs: Int = {
    if let text = getenvValue("ORIENTATION_FUZZ_INPUTS"), let n = Int(text) { return n }
    return 5_000
}()

func getenvValue(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
