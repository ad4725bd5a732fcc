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

    /// Whether the path is a folder, when it exists and is not a symbolic
    /// link itself; `nil` otherwise.
    static func plainEntryIsFolder(_ path: String) -> Bool? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFLNK else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// True when the path leads (through any symbolic links) to a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// True when the path itself is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The bytes of a regular file of at most `maximumSize` bytes, read
    /// with three system calls; `nil` for anything else (not a regular file,
    /// too large, unreadable), which the caller then examines the slow way to
    /// say why. Opened without blocking, so that a named pipe is never waited on.
    static func readRegularFile(_ path: String, maximumSize: Int) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= maximumSize
        else { return nil }
        // One byte more than the size, to see a file that grew while it was read.
        var buffer = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress! + count, bytes.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            count += got
            guard count <= maximumSize else { return nil }
            if count == buffer.count { buffer += [UInt8](repeating: 0, count: max(4096, count)) }
        }
        return Data(buffer[..<count])
    }
}
