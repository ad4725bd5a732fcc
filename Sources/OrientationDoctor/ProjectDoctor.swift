import Foundation
import SwiftSyntax

/// `orientation doctor`: finds every orientation workaround in an app's
/// sources and settings, says what each does today, from which iOS version
/// it breaks, and what replaces it with this library.
///
/// Each file is read and parsed once, on every core; a second pass over
/// the collected facts (never the files) connects them across files.
public struct ProjectDoctor: Sendable {
    /// Whether to plan and print the `--diff` of the mechanical migrations.
    public var makesDiff: Bool
    /// The folder diff paths are relative to (the current folder by default).
    public var diffRoot: String
    /// Worker threads (all cores by default).
    public var threads: Int

    /// Creates a doctor.
    public init(
        makesDiff: Bool = false, diffRoot: String = FileManager.default.currentDirectoryPath,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.makesDiff = makesDiff
        self.diffRoot = diffRoot
        self.threads = threads
    }

    /// Examines files and folders. Never throws: unreadable input becomes
    /// findings naming the file, and the rest is still analysed.
    public func examine(_ paths: [String]) -> DoctorReport {
        let scan = ProjectScanner.scan(paths)
        let files = scan.files
        let keepTrees = makesDiff
        let analysed = WorkerPool.map(count: files.count, threads: threads) { index in
            Self.analyze(files[index], keepTree: keepTrees)
        }
        let facts = analysed.map(\.facts)
        let (findings, plans) = ProjectResolver.resolve(facts)
        var counts: [String: Int] = [:]
        for file in files { counts[Self.kindName(file.kind), default: 0] += 1 }
        var diff = ""
        if makesDiff {
            var trees: [String: SourceFileSyntax] = [:]
            for result in analysed {
                if let tree = result.tree, plans[result.facts.path] != nil { trees[result.facts.path] = tree }
            }
            diff = MigrationRewriter.diff(plans: plans, trees: trees, root: diffRoot)
            diff += MigrationRewriter.lineRemovals(facts.filter { !$0.removableLines.isEmpty }, root: diffRoot)
        }
        return DoctorReport(
            findings: (scan.problems + findings).sorted(by: DoctorFinding.sortsBefore),
            filesAnalysed: counts, diff: diff)
    }

    private struct Analysed: Sendable {
        var facts: FileFacts
        var tree: SourceFileSyntax?
    }

    private static func analyze(_ file: InputFile, keepTree: Bool) -> Analysed {
        switch file.kind {
        case .infoPlist:
            return Analysed(facts: InfoPlistAnalyzer.analyze(path: file.path))
        case .xcodeProject:
            return Analysed(facts: BuildSettingsAnalyzer.analyze(path: file.path))
        case .swift, .objectiveC:
            switch SourceFileReader.read(file.path) {
            case .failure(let problem):
                var facts = FileFacts(path: file.path)
                facts.findings.append(problem.finding)
                return Analysed(facts: facts)
            case .success(let text):
                if let generator = GeneratedFile.generator(path: file.path, text: text) {
                    var facts = FileFacts(path: file.path)
                    facts.findings.append(GeneratedFile.finding(path: file.path, generator: generator))
                    return Analysed(facts: facts)
                }
                if file.kind == .objectiveC {
                    return Analysed(facts: ObjCFileAnalyzer.analyze(path: file.path, text: text))
                }
                let (facts, tree) = SwiftFileAnalyzer.analyze(path: file.path, text: text, keepTree: keepTree)
                return Analysed(facts: facts, tree: tree)
            }
        }
    }

    private static func kindName(_ kind: InputFile.Kind) -> String {
        switch kind {
        case .swift: "swift"
        case .objectiveC: "objectiveC"
        case .infoPlist: "infoPlist"
        case .xcodeProject: "xcodeProject"
        }
    }
}
