import Foundation
import OrientationConformance
import Testing

/// The folder the app writes each plan's observation file to (CONFORMANCE-REVIEW finding 9).
@Suite struct ObservationFolderTests {
    @Test func theEnvironmentNamesTheFolder() throws {
        let folder = try #require(
            ObservationFolder(environment: [ObservationFolder.environmentKey: "/tmp/run/observations/"]))
        #expect(folder.path == "/tmp/run/observations")
        #expect(ObservationFolder(environment: [:]) == nil)
        #expect(ObservationFolder(environment: [ObservationFolder.environmentKey: "  "]) == nil)
        #expect(ObservationFolder.environmentKey == "CONFORMANCE_OBSERVATIONS_DIR")
    }

    @Test func aUITestPassesItsOwnFolderOrItsTemporaryOne() {
        let named = ObservationFolder.forUITest(
            environment: [ObservationFolder.environmentKey: "/Users/ci/out/files"], temporaryDirectory: "/tmp/")
        #expect(named.path == "/Users/ci/out/files")
        let own = ObservationFolder.forUITest(environment: [:], temporaryDirectory: "/tmp/")
        #expect(own.path == "/tmp/conformance-observations")
    }

    @Test(arguments: [
        ("video-app", "video-app.observed.json"),
        ("a/b:c", "a-b-c.observed.json"),
        (".hidden", "hidden.observed.json"),
        ("", "plan.observed.json"),
        ("...", "plan.observed.json"),
    ])
    func aPlanHasOneFileName(_ name: String, _ file: String) {
        #expect(ObservationFolder.fileName(forPlan: name) == file)
    }

    @Test func aUsableFolderGetsThePlansFile() {
        let folder = ObservationFolder(path: "/tmp/obs")
        #expect(
            folder.destination(forPlan: "player", exists: true, isDirectory: true, isWritable: true)
                == .write(path: "/tmp/obs/player.observed.json"))
        #expect(ObservationFolder(path: "/").filePath(forPlan: "x") == "/x.observed.json")
    }

    @Test(arguments: [
        ("/tmp/obs", false, false, true, "does not exist"),
        ("/tmp/obs", true, false, true, "is not a folder"),
        ("/tmp/obs", true, true, false, "is not writable"),
        ("obs", true, true, true, "is not an absolute path"),
    ])
    func anUnusableFolderIsANote(_ path: String, _ exists: Bool, _ isDirectory: Bool, _ isWritable: Bool, _ why: String)
    {
        let destination = ObservationFolder(path: path).destination(
            forPlan: "player", exists: exists, isDirectory: isDirectory, isWritable: isWritable)
        guard case .unusable(let note) = destination else {
            Issue.record("expected a note, got \(destination)")
            return
        }
        #expect(note.contains(why))
        #expect(note.contains("CONFORMANCE_OBSERVATIONS_DIR"))
    }

    @Test func aFailedWriteIsANote() {
        let note = ObservationFolder(path: "/tmp/obs").writeFailedNote(plan: "player", error: "disk full")
        #expect(note == "Observation file not written to '/tmp/obs/player.observed.json': disk full")
    }
}
