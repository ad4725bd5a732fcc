import Foundation
import Testing

@testable import OrientationDoctor

/// The unified diff applies with `git apply` and reproduces the new text.
@Suite struct UnifiedDiffTests {
    @Test(arguments: 0..<12)
    func randomEditsApply(_ seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed) &+ 17)
        let old = (0..<40).map { "line \($0) \(Int.random(in: 0..<3, using: &generator))\n" }
        var new = old
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let index = Int.random(in: 0..<max(1, new.count), using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !new.isEmpty: new.remove(at: index)
            case 1: new.insert("inserted \(index)\n", at: index)
            default: if !new.isEmpty { new[index] = "changed \(index)\n" }
            }
        }
        var newText = new.joined()
        if seed % 3 == 0, newText.hasSuffix("\n") { newText.removeLast() } // no newline at the end
        let folder = try Fixtures.scratchFolder()
        try Data(old.joined().utf8).write(to: folder.appendingPathComponent("file.txt"))
        let patch = UnifiedDiff.make(old: old.joined(), new: newText, path: "file.txt")
        try Data(patch.utf8).write(to: folder.appendingPathComponent("p.patch"))
        let apply = try DoctorCommand.git(["apply", "p.patch"], in: folder)
        #expect(apply.status == 0, "\(apply.stderr)\n\(patch)")
        #expect(try String(contentsOf: folder.appendingPathComponent("file.txt"), encoding: .utf8) == newText)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x").isEmpty)
    }
}

/// A small deterministic generator for the tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
