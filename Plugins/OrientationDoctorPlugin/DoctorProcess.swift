import Foundation

/// Runs `orientation-doctor` for the plugins.
enum DoctorProcess {
    /// Runs it with `arguments` in `folder`, its output going where the
    /// plugin's goes; returns its exit status.
    static func run(_ doctor: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = doctor
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs it and returns its exit status and standard output (the Xcode
    /// plugin turns the findings into issues).
    static func capture(_ doctor: URL, _ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = doctor
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
