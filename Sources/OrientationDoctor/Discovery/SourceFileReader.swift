import Foundation

/// Reads a source file as text, or says why it cannot: unreadable, too
/// large, binary (a NUL byte), or not valid UTF-8 (with the line of the
/// first bad byte).
enum SourceFileReader {
    /// The largest source file the doctor reads (16 MiB).
    static let maximumSize = 16 << 20

    /// The text of the file, or a finding naming the file.
    static func read(_ path: String) -> Swift.Result<String, DoctorFindingError> {
        let data: Data
        switch bytes(path) {
        case .success(let read): data = read
        case .failure(let error): return .failure(error)
        }
        return decode(data, path: path)
    }

    /// The bytes of a regular file no larger than ``maximumSize``.
    static func bytes(_ path: String) -> Swift.Result<Data, DoctorFindingError> {
        if let data = FileSystem.readRegularFile(path, maximumSize: maximumSize) { return .success(data) }
        let resolved = FileSystem.realPath(path) ?? path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
            return .failure(.init(.unreadableFile, path, "cannot get the file's attributes"))
        }
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            return .failure(.init(.unreadableFile, path, "not a regular file (a pipe, socket or device); not read"))
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumSize {
            return .failure(
                .init(
                    .fileTooLarge, path,
                    "the file is \(size) bytes; source files over \(maximumSize) bytes are not read"))
        }
        guard let handle = FileHandle(forReadingAtPath: resolved) else {
            return .failure(.init(.unreadableFile, path, "cannot open the file (permission denied?)"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            guard data.count <= maximumSize else {
                return .failure(.init(.fileTooLarge, path, "the file is over \(maximumSize) bytes; not read"))
            }
            return .success(data)
        } catch {
            return .failure(.init(.unreadableFile, path, "read error: \(error.localizedDescription)"))
        }
    }

    /// UTF-8 text from bytes (a leading byte-order mark dropped).
    static func decode(_ data: Data, path: String) -> Swift.Result<String, DoctorFindingError> {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let zero = bytes.firstIndex(of: 0) {
            return .failure(
                .init(
                    .binaryFile, path,
                    "the file holds binary data (a NUL byte at offset \(zero)), not source text",
                    line: line(of: zero, in: bytes)))
        }
        guard let offset = firstInvalidUTF8Offset(bytes) else {
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        return .failure(
            .init(
                .invalidUTF8, path,
                "the file is not valid UTF-8 (first bad byte at offset \(offset)); save it as UTF-8",
                line: line(of: offset, in: bytes)))
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// The offset of the first byte that starts an invalid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for next in 1..<max(length, 1) where !(0x80...0xBF).contains(bytes[index + next]) {
                return index
            }
            if length > 1 {
                // No overlong forms, no surrogates, nothing above U+10FFFF.
                let second = bytes[index + 1]
                if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F)
                    || (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F)
                {
                    return index
                }
            }
            index += length
        }
        return nil
    }
}

/// An input problem as a value: the finding to report.
struct DoctorFindingError: Error, Sendable {
    /// The finding naming the file.
    let finding: DoctorFinding

    init(_ code: DoctorCode, _ path: String, _ what: String, line: Int = 1) {
        finding = DoctorFinding(code, file: path, line: line, column: 1, today: what, replacement: "")
    }
}
