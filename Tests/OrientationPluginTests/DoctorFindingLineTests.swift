import Testing

/// The Xcode plugin's reading of the doctor's text output
/// (Plugins/OrientationDoctorPlugin/DoctorFindingLine.swift, through a symbolic link).
@Suite struct DoctorFindingLineTests {
    @Test func aFindingGivesFileLineSeverityAndMessage() throws {
        let finding = try #require(
            DoctorFindingLine(
                "App/Player.swift:12:9: warning: overrides shouldAutorotate [ORI-702] docs/doctor/ORI-702.md"))
        #expect(finding.file == "App/Player.swift")
        #expect(finding.line == 12)
        #expect(finding.severity == .warning)
        #expect(finding.message == "overrides shouldAutorotate [ORI-702] docs/doctor/ORI-702.md")
    }

    @Test func errorsNotesAndColonsInThePathAreKept() throws {
        let error = try #require(DoctorFindingLine("/a:b/C.m:3:1: error: KVC rotation: breaks"))
        #expect(error.file == "/a:b/C.m")
        #expect(error.severity == .error)
        #expect(error.message == "KVC rotation: breaks")
        #expect(DoctorFindingLine("Info.plist:1:1: note: a preference")?.severity == .note)
        let quoting = try #require(DoctorFindingLine("A.swift:2:3: warning: prints \": error: \""))
        #expect(quoting.severity == .warning)
    }

    @Test func summaryLinesAreNotFindings() {
        #expect(DoctorFindingLine("Summary: 3 warnings, 1 error") == nil)
        #expect(DoctorFindingLine("  iOS 16: warning: something") == nil)
        #expect(DoctorFindingLine("file.swift:x:1: warning: no line") == nil)
        #expect(DoctorFindingLine("file.swift:0:1: warning: line zero") == nil)
        #expect(DoctorFindingLine("") == nil)
    }
}
