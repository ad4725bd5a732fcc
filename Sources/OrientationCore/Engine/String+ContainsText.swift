extension String {
    /// Substring search that works on every iOS version (the standard
    /// library's `contains(_: some StringProtocol)` needs iOS 16).
    func containsText(_ needle: String) -> Bool {
        let hay = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard hay.count >= pattern.count else { return false }
        for start in 0...(hay.count - pattern.count) where hay[start..<start + pattern.count].elementsEqual(pattern) {
            return true
        }
        return false
    }
}
