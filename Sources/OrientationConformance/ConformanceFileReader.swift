import Foundation

/// What reading a plan and reading an observation share: the file's bytes,
/// the `format` and `schemaVersion` header, and JSON decoding, each failure
/// a ``ConformanceFileError`` naming the file and the field.
enum ConformanceFileReader {
    /// The bytes of the file at `url`; `file` is the name errors use.
    static func contents(of url: URL, file: String) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ConformanceFileError(file: file, field: "", message: "cannot be read (\(error.localizedDescription))")
        }
    }

    /// Checks the header (a conformance `what` of `format`, at `version`),
    /// then decodes the whole file.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, file: String, format: String, version: Int, what: String
    ) throws -> Value {
        try FileHeader.check(data, file: file, expected: format, version: version, what: what)
        return try json(type, from: data, file: file)
    }

    /// JSON decoding, its errors turned into ``ConformanceFileError``.
    static func json<Value: Decodable>(_ type: Value.Type, from data: Data, file: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ConformanceFileError.from(error, file: file)
        }
    }
}

/// The `format` and `schemaVersion` fields every conformance file starts with.
struct FileHeader: Decodable {
    var format: String?
    var schemaVersion: Int?

    /// Checks that a file is of the expected kind and version.
    static func check(_ data: Data, file: String, expected: String, version: Int, what: String) throws {
        let header = try ConformanceFileReader.json(FileHeader.self, from: data, file: file)
        guard let format = header.format else {
            throw ConformanceFileError(
                file: file, field: "format", message: "missing: this is not a conformance \(what)")
        }
        guard format == expected else {
            throw ConformanceFileError(
                file: file, field: "format",
                message: "is '\(format)': this is not a conformance \(what) ('\(expected)')")
        }
        guard let found = header.schemaVersion else {
            throw ConformanceFileError(file: file, field: "schemaVersion", message: "missing")
        }
        guard found == version else {
            throw ConformanceFileError(
                file: file, field: "schemaVersion",
                message: "is \(found); this reader understands version \(version)")
        }
    }
}
