import Foundation
import Testing

/// `orientation doctor` checks the options, then hands the arguments as
/// given to `orientation-doctor` and exits with its status (issue 28).
@Suite struct DoctorForwardingTests {
    /// A stand-in doctor that prints its arguments, one a line, and exits 3.
    func fakeDoctor() throws -> String {
        let path = try CommandRunner.temporaryFile(
            "orientation-doctor", "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\nexit 3\n")
        #expect(chmod(path, 0o755) == 0)
        return path
    }

    @Test func theArgumentsReachTheDoctorUnchangedAndItsStatusIsTheCommands() throws {
        let doctor = try fakeDoctor()
        let output = try CommandRunner.run(
            ["doctor", "My App", "--format", "sarif", "--fail-on=never", "--no-summary"],
            environment: ["ORIENTATION_DOCTOR": doctor])
        #expect(output.status == 3)
        #expect(output.stdout == "My App\n--format\nsarif\n--fail-on=never\n--no-summary\n")
    }

    @Test func aUsageErrorIsReportedWithoutRunningTheDoctor() throws {
        let doctor = try fakeDoctor()
        let output = try CommandRunner.run(
            ["doctor", "App", "--format", "yaml"], environment: ["ORIENTATION_DOCTOR": doctor])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("yaml"))
    }

    @Test func jobsBelowOneIsAUsageError() throws {
        let doctor = try fakeDoctor()
        let zero = try CommandRunner.run(["doctor", "App", "--jobs", "0"], environment: ["ORIENTATION_DOCTOR": doctor])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--jobs must be at least 1"))
        let one = try CommandRunner.run(["doctor", "App", "--jobs", "1"], environment: ["ORIENTATION_DOCTOR": doctor])
        #expect(one.status == 3)
        #expect(one.stdout == "App\n--jobs\n1\n")
    }

    @Test func helpNeedsNoDoctor() throws {
        let output = try CommandRunner.run(["doctor", "--help"], environment: ["ORIENTATION_DOCTOR": "/nonexistent"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("--fail-on"))
    }

    @Test func aMissingDoctorIsExplainedWithExitStatus2() throws {
        let output = try CommandRunner.run(
            ["doctor", "App"], environment: ["ORIENTATION_DOCTOR": "/nonexistent/doctor"])
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "orientation doctor: ORIENTATION_DOCTOR names /nonexistent/doctor, which is not an executable\n")
    }
}
