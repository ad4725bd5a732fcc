import Foundation

/// Runs the built `orientation` binary in a folder and captures its output.
enum DoctorCommand {
    /// What one run produced.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary next to the test bundle, or `.build/debug/orientation`.
    static func binary() -> URL? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["ORIENTATION_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        for bundle in Bundle.allBundles + [Bundle.main] {
            var directory = bundle.bundleURL
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("orientation"))
                directory.deleteLastPathComponent()
            }
        }
        candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/orientation"))
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }

    /// Runs `executable` (the `orientation` binary by default) with arguments in `folder`.
    static func run(_ arguments: [String], in folder: URL, executable: URL? = nil) throws -> Output {
        guard let program = executable ?? binary() else { throw CommandError.binaryNotFound }
        let scratch = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs git in a folder.
    static func git(_ arguments: [String], in folder: URL) throws -> Output {
        try run(
            ["git", "-c", "user.email=doctor@example.com", "-c", "user.name=doctor"] + arguments, in: folder,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// Why a run could not start.
    enum CommandError: Error {
        /// No built `orientation` binary was found.
        case binaryNotFound
    }
}
