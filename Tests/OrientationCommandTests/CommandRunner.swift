import Foundation

/// Runs the built `orientation` binary and captures what it prints.
struct CommandRunner {
    /// What one run produced.
    struct Output {
        /// The exit status.
        let status: Int32
        /// Standard output.
        let stdout: String
        /// Standard error.
        let stderr: String
    }

    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: `ORIENTATION_BINARY` if set, else next to the test
    /// bundle (the build products directory), else `.build/debug`.
    static func binary() -> URL? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["ORIENTATION_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        for bundle in Bundle.allBundles + [Bundle.main] {
            var directory = bundle.bundleURL
            // Walk up out of `.xctest` bundles to the products directory.
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("orientation"))
                directory.deleteLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/orientation"))
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }

    /// Runs the binary with arguments in the package root, with `COLUMNS`
    /// at 80 unless `environment` says otherwise; `input` is its standard
    /// input (none by default); `standardOutput` replaces the captured
    /// standard output with a file (such as `/dev/full`).
    static func run(
        _ arguments: [String], input: String? = nil, environment extra: [String: String] = [:],
        standardOutput: String? = nil
    ) throws -> Output {
        guard let binary = binary() else { throw RunnerError.binaryNotFound }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("orientation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        environment.merge(extra) { $1 }
        process.environment = environment
        if let standardOutput {
            process.standardOutput = FileHandle(forWritingAtPath: standardOutput)
        } else {
            process.standardOutput = out
        }
        process.standardError = err
        let pipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : pipe
        try process.run()
        if let input {
            try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Writes a file for one test and returns its path. The files live in
    /// the package's build folder (git-ignored), never in the system's
    /// temporary folder, so test runs leave nothing behind elsewhere.
    static func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let directory = packageRoot.appendingPathComponent(".build/command-test-files/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// Why a run could not start.
    enum RunnerError: Error {
        /// No built `orientation` binary was found.
        case binaryNotFound
    }
}
