import ArgumentParser
import Foundation
import OrientationCommandSupport

/// Builds the doctor in a clone when asked, and hands this process over to it.
enum DoctorLauncher {
    /// Builds `orientation-doctor` as `recipe` says, showing SwiftPM's
    /// output on standard error (standard output stays the doctor's);
    /// returns its path.
    static func build(_ recipe: DoctorLocator.BuildRecipe) throws -> String {
        StandardError.write(
            "orientation doctor: building orientation-doctor first (it needs swift-syntax: a few minutes "
                + "the first time, reused afterwards)\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + recipe.arguments
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            StandardError.write("orientation doctor: cannot run swift to build the doctor: \(error)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: recipe.product) else {
            StandardError.write(
                "orientation doctor: `swift \(recipe.arguments.joined(separator: " "))` failed "
                    + "(exit \(process.terminationStatus)); was the package built with ORIENTATION_WITHOUT_DOCTOR?\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        // SwiftPM keeps a binary it did not need to relink: mark it as built
        // now, so that sources touched but unchanged do not look newer.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: recipe.product)
        return recipe.product
    }

    /// Replaces this process with the doctor, given `arguments`; returns
    /// only when that fails, by throwing.
    static func exec(_ doctor: String, _ arguments: [String]) throws -> Never {
        let argv = ([doctor] + arguments).map { strdup($0) } + [nil]
        execv(doctor, argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        StandardError.write("orientation doctor: cannot run \(doctor): \(reason)\n")
        throw ExitCode(ExitStatus.invalidInput)
    }
}
