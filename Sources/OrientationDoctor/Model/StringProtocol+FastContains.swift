import Foundation

extension StringProtocol {
    /// `contains(_:)` as Foundation answers it, by bytes when both strings
    /// are ASCII (there Foundation's comparison is byte equality) instead of
    /// through `NSString`, which costs more than a small file's analysis.
    func fastContains(_ needle: String) -> Bool {
        let haystackBytes = utf8
        let needleBytes = needle.utf8
        guard let first = needleBytes.first, needleBytes.allSatisfy({ $0 < 0x80 }),
            haystackBytes.allSatisfy({ $0 < 0x80 })
        else { return contains(needle) }
        let count = needleBytes.count
        guard haystackBytes.count >= count else { return false }
        var start = haystackBytes.startIndex
        let last = haystackBytes.index(haystackBytes.endIndex, offsetBy: -count)
        while true {
            if haystackBytes[start] == first,
                haystackBytes[start...].starts(with: needleBytes)
            {
                return true
            }
            if start == last { return false }
            start = haystackBytes.index(after: start)
        }
    }
}
