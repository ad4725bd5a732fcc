import Foundation

/// A short fingerprint of a plan file's bytes (64-bit FNV-1a, hexadecimal),
/// recorded in observations so that a comparison can tell when a plan was
/// regenerated since the run.
public enum PlanFingerprint {
    /// The fingerprint of some bytes: 16 lowercase hexadecimal digits.
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
