import Foundation

/// Loads a property-list file into a dictionary, safely: size-capped,
/// regular files only, every Foundation failure turned into an
/// ``InfoPlistError``.
enum InfoPlistFile {
    private static let parserLock = NSLock()

    /// Reads the file at `path` and returns its top-level dictionary.
    static func dictionary(contentsOf path: String) throws -> [String: Any] {
        try dictionary(from: try data(contentsOf: path), file: path)
    }

    /// The bytes of a regular file no larger than ``InfoPlist/maximumFileSize``.
    static func data(contentsOf path: String) throws -> Data {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw InfoPlistError.unreadable(file: path, reason: exists ? "cannot get its attributes" : "no such file")
        }
        let type = attributes[.type] as? FileAttributeType
        if type == .typeDirectory { throw InfoPlistError.unreadable(file: path, reason: "it is a directory") }
        guard type == .typeRegular else {
            throw InfoPlistError.unreadable(file: path, reason: "not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= InfoPlist.maximumFileSize else {
            throw InfoPlistError.tooLarge(file: path, size: size, limit: InfoPlist.maximumFileSize)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw InfoPlistError.unreadable(file: path, reason: "permission denied or read error")
        }
    }

    /// Parses property-list bytes and returns the top-level dictionary.
    static func dictionary(from data: Data, file: String) throws -> [String: Any] {
        guard data.count <= InfoPlist.maximumFileSize else {
            throw InfoPlistError.tooLarge(file: file, size: data.count, limit: InfoPlist.maximumFileSize)
        }
        if let rejection = PlistNestingGuard.rejection(for: data) {
            throw InfoPlistError.notAPropertyList(file: file, reason: rejection)
        }
        let object: Any
        do {
            // One parse at a time: swift-corelibs-foundation's bridging of the
            // parsed values has crashed when several threads parsed at once.
            object = try parserLock.withLock {
                try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            }
        } catch {
            throw InfoPlistError.notAPropertyList(file: file, reason: reason(for: data, error: error))
        }
        if let dictionary = object as? [String: Any] { return dictionary }
        if let dictionary = object as? [AnyHashable: Any] {
            var result: [String: Any] = [:]
            for (key, value) in dictionary {
                if let key = key.base as? String { result[key] = value }
            }
            return result
        }
        throw InfoPlistError.notADictionary(file: file, found: PlistValueDescription.describe(object))
    }

    /// A reason from the first bytes, with Foundation's detail for XML
    /// (which names the line).
    private static func reason(for data: Data, error: Error) -> String {
        if data.isEmpty { return "the file is empty" }
        if data.starts(with: Array("bplist".utf8)) {
            return "got a damaged binary property list (truncated or bad offsets)"
        }
        let start = data.prefix(64).drop { [9, 10, 13, 32, 0xEF, 0xBB, 0xBF].contains($0) }
        guard start.first == UInt8(ascii: "<") else { return "got data that is neither" }
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return "got malformed XML" + (detail.map { ": " + PlistValueDescription.sanitized($0, limit: 120) } ?? "")
    }
}
