import Foundation
import OrientationTesting

/// What a failing property case leaves behind: the shrunk scenario as a
/// file and its storyboard beside it, both overwritten by each failing run
/// so the last one written is the shrunk case the test reports.
enum FailureArtifacts {
    /// The folder: `ORIENTATION_FAILURE_DIR`, else the temporary directory.
    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["ORIENTATION_FAILURE_DIR"] {
            return URL(fileURLWithPath: path)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("orientation-property-failure")
    }

    /// Writes `<name>.yaml` and `<name>.html`; returns the lines to print
    /// (the paths, or why they could not be written).
    static func write(_ genome: AppGenome, report: SimulationReport, name: String = "case") -> String {
        let scenario = folder.appendingPathComponent(name + ".yaml")
        let storyboard = folder.appendingPathComponent(name + ".html")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(genome.description.utf8).write(to: scenario, options: .atomic)
            try report.writeStoryboard(to: storyboard)
            return "scenario file: \(scenario.path)\nstoryboard: \(storyboard.path)"
        } catch {
            return "could not write the failure files to \(folder.path): \(error)"
        }
    }
}
