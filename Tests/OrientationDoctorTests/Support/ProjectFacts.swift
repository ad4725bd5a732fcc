@testable import OrientationDoctor

/// Facts the resolver reads from project files, made by hand for resolver tests.
enum ProjectFacts {
    /// A project file whose one target is an iOS app built from `plistPath`, with a build-setting finding.
    static func appProject(_ path: String, plistPath: String) -> FileFacts {
        var project = FileFacts(path: path)
        project.plistTargets = [PlistTarget(path: plistPath, isIOSApp: true)]
        project.findings = [
            DoctorFinding(
                .supportedOrientationsPreference, file: path, line: 300, column: 1, today: "", replacement: "")
        ]
        return project
    }
}
