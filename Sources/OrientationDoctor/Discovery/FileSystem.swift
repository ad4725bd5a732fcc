import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls Foundation does not expose faithfully: `realpath`
/// (which reports loops as `ELOOP`) and `lstat`.
enum FileSystem {
    /// The canonical path, every symbolic link resolved; `nil` on failure
    /// (see ``lastErrorIsLoop``).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when the last failed call failed because of a symbolic-link loop.
    static var lastErrorIsLoop: Bool { errno == ELOOP }

    /// True when the path itself is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK
    }
}
