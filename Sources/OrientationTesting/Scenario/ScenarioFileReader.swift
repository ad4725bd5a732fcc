import Foundation

/// Reads a scenario file's bytes safely: regular files only (no FIFOs or
/// devices that could block or never end), and never more than the limit.
struct ScenarioFileReader {
    /// The name errors start with.
    let fileName: String
    /// The largest file accepted, in bytes.
    let limit: Int

    /// The file's bytes, or a ``ScenarioError`` without a line.
    func read(_ link: URL) throws -> Data {
        let url = link.resolvingSymlinksInPath()
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw fail("expected a readable scenario file; it does not exist or cannot be read")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw fail("expected a regular file; got \(Self.describe(attributes[.type] as? FileAttributeType))")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            throw fail("expected a scenario of at most \(limit) bytes; got \(size)")
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data: Data
            if #available(iOS 13.4, *) {
                data = try handle.read(upToCount: limit + 1) ?? Data()
            } else {
                data = handle.readData(ofLength: limit + 1)
            }
            guard data.count <= limit else { throw fail("expected a scenario of at most \(limit) bytes") }
            return data
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw fail("expected a readable scenario file; \(error.localizedDescription)")
        }
    }

    private func fail(_ message: String) -> ScenarioError {
        ScenarioError(file: fileName, line: 0, key: "(file)", message: message)
    }

    private static func describe(_ type: FileAttributeType?) -> String {
        switch type {
        case .typeDirectory?: "a directory"
        case .typeCharacterSpecial?, .typeBlockSpecial?: "a device"
        case .typeSocket?: "a socket"
        default: "a special file"
        }
    }
}
