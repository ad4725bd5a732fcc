import Foundation

/// One property-list parse at a time across the doctor's worker threads:
/// swift-corelibs-foundation's parser has crashed when several threads
/// parsed at once (OrientationCore guards its own calls the same way).
enum PlistLock {
    private static let lock = NSLock()

    /// Runs `body` while holding the lock.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
