import Foundation
import SwiftSyntax

/// `orientation doctor`: finds every orientation workaround in an app's
/// sources and settings, says what each does today, from which iOS version
/// it breaks, and what replaces it with this library.
///
/// Each file is read once, on every core, and a Swift file is parsed only
/// when it can matter: its own words hold an orientation site, or another
/// file's facts look up a name it declares or uses. A second pass over the
/// collected facts (never the files) connects them across files.
public struct ProjectDoctor: Sendable {
    /// Whether to plan and print the `--diff` of the mechanical migrations.
    public var makesDiff: Bool
    /// The folder diff paths are relative to (the current folder by default).
    public var diffRoot: String
    /// Worker threads (all cores by default).
    public var threads: Int
    /// Parse every Swift file, even one whose words hold no orientation site and
    /// that no other file's facts look up (the output is the same; this is
    /// slower, and there to check that it is the same).
    public var parsesEveryFile: Bool
    /// Read the libraries committed under `Pods` and `Carthage/Checkouts` for their summary notes (ORI-735).
    public var readsDependencies: Bool

    /// Creates a doctor.
    public init(
        makesDiff: Bool = false, diffRoot: String = FileManager.default.currentDirectoryPath,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, parsesEveryFile: Bool = false,
        readsDependencies: Bool = true
    ) {
        self.makesDiff = makesDiff
        self.diffRoot = diffRoot
        self.threads = threads
        self.parsesEveryFile = parsesEveryFile
        self.readsDependencies = readsDependencies
    }

    /// Examines files and folders. Never throws: unreadable input becomes
    /// findings naming the file, and the rest is still analysed.
    public func examine(_ paths: [String]) -> DoctorReport {
        let scan = ProjectScanner.scan(paths)
        var files = scan.files
        var analysed = analyseAll(files)
        // Info.plists the build settings name under a name the scan does not recognize.
        let named = NamedInfoPlists.unscanned(files, facts: analysed.map(\.facts))
        files += named
        analysed += named.map { Self.analyze($0, keepTree: false, parsesAll: true) }
        let facts = analysed.map(\.facts)
        let (appFindings, plans) = ProjectResolver.resolve(facts, libraryManifests: scan.libraryManifests)
        let findings = appFindings + (readsDependencies ? dependencyNotes(scan.dependencies) : [])
        var counts: [String: Int] = [:]
        // A YAML file counts when it is a specification; a Tuist manifest counts as one, not as Swift.
        // A build configuration file is read only for the Info.plists it names, and is not counted.
        for (file, result) in zip(files, analysed) {
            if result.facts.isProjectSpecification {
                counts[Self.kindName(.projectSpec), default: 0] += 1
            } else if file.kind != .projectSpec, file.kind != .buildConfiguration {
                counts[Self.kindName(file.kind), default: 0] += 1
            }
        }
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

    /// One note per committed library whose code holds orientation sites (ORI-735): all libraries' files
    /// are read together, each library is resolved as a project of its own, and nothing of theirs is rewritten.
    func dependencyNotes(_ dependencies: [CommittedDependency]) -> [DoctorFinding] {
        guard !dependencies.isEmpty else { return [] }
        let files = dependencies.flatMap(\.files)
        let facts = analyseAll(files, keepTrees: false, skipsQuietImplementations: true).map(\.facts)
        var start = 0
        return dependencies.compactMap { dependency in
            let own = Array(facts[start..<(start + dependency.files.count)])
            start += dependency.files.count
            let (findings, _) = ProjectResolver.resolve(own, libraryManifests: [])
            return DependencySummary.note(for: dependency, findings: findings)
        }
    }

    /// Every file's facts. A Swift file whose words hold no site is parsed only
    /// when the facts of the files parsed so far look up a name it declares or
    /// uses (``SwiftParseInterest``): in rounds, until no more are wanted.
    ///
    /// `skipsQuietImplementations` leaves out an Objective-C implementation file whose text names no orientation,
    /// rotation or side (`quietWords`: a committed library's networking or image code); headers are still read
    /// for the classes and macros they declare.
    func analyseAll(
        _ files: [InputFile], keepTrees: Bool? = nil, skipsQuietImplementations: Bool = false
    )
        -> [Analysed]
    {
        let keepTrees = keepTrees ?? makesDiff
        let parsesAll = parsesEveryFile
        var analysed = WorkerPool.map(count: files.count, threads: threads) { index in
            Self.analyze(
                files[index], keepTree: keepTrees, parsesAll: parsesAll, skipsQuiet: skipsQuietImplementations)
        }
        while true {
            let interest = SwiftParseInterest(analysed.map(\.facts))
            let wanted = analysed.indices.filter { analysed[$0].words.map(interest.wants) ?? false }
            guard !wanted.isEmpty else { return analysed }
            let parsed = WorkerPool.map(count: wanted.count, threads: threads) { index in
                Self.analyze(files[wanted[index]], keepTree: keepTrees, parsesAll: true)
            }
            for (index, result) in zip(wanted, parsed) { analysed[index] = result }
        }
    }

    /// One file's facts, its tree (for `--diff`) or, while it is left unparsed, its words.
    struct Analysed: Sendable {
        var facts: FileFacts
        var tree: SourceFileSyntax?
        /// The words of a Swift file left unparsed so far.
        var words: SwiftWords?
    }

    /// Words one of which an Objective-C implementation file with a site names: an orientation, a rotation, a
    /// side (a macro such as `GK_IS_LANDSCAPE`, defined in a header, that reads the status bar).
    private static let quietWords = ["rientation", "otat", "andscape", "ANDSCAPE", "ortrait", "ORTRAIT"]

    private static func analyze(
        _ file: InputFile, keepTree: Bool, parsesAll: Bool, skipsQuiet: Bool = false
    )
        -> Analysed
    {
        switch file.kind {
        case .infoPlist:
            return Analysed(facts: InfoPlistAnalyzer.analyze(path: file.path))
        case .xcodeProject:
            return Analysed(facts: BuildSettingsAnalyzer.analyze(path: file.path))
        case .projectSpec:
            return Analysed(facts: ProjectSpecAnalyzer.analyze(path: file.path))
        case .buildConfiguration:
            return Analysed(facts: BuildConfigurationFileReader.analyze(path: file.path))
        case .swift, .objectiveC:
            switch SourceFileReader.read(file.path) {
            case .failure(let problem):
                var facts = FileFacts(path: file.path)
                // A C++ file the doctor cannot read is most likely no Objective-C++: no note.
                if ObjectiveCPlusPlusSource.isCPlusPlus(name: file.path) { return Analysed(facts: facts) }
                facts.findings.append(problem.finding)
                return Analysed(facts: facts)
            case .success(let text):
                // A C++ file that sends no message is plain C++, generated or not.
                if ObjectiveCPlusPlusSource.isCPlusPlus(name: file.path),
                    !Self.quietWords.contains(where: text.fastContains) || !ObjectiveCPlusPlusSource.sendsMessages(text)
                {
                    return Analysed(facts: FileFacts(path: file.path))
                }
                // A Swift Playgrounds app's manifest (generated, "do not edit"): its orientations become
                // the app's Info.plist key, set in the app's settings.
                if file.path.hasSuffix("Package.swift"), PlaygroundsManifestAnalyzer.isManifest(text) {
                    return Analysed(facts: PlaygroundsManifestAnalyzer.analyze(path: file.path, text: text))
                }
                if let generator = GeneratedFile.generator(path: file.path, text: text) {
                    var facts = FileFacts(path: file.path)
                    facts.findings.append(GeneratedFile.finding(path: file.path, generator: generator))
                    return Analysed(facts: facts)
                }
                if file.kind == .objectiveC {
                    if skipsQuiet, !file.path.hasSuffix(".h"), !Self.quietWords.contains(where: text.fastContains) {
                        return Analysed(facts: FileFacts(path: file.path))
                    }
                    return Analysed(facts: ObjCFileAnalyzer.analyze(path: file.path, text: text))
                }
                // A Tuist manifest describes the project; it is no app code.
                if TuistManifestAnalyzer.isManifest(text) {
                    return Analysed(facts: TuistManifestAnalyzer.analyze(path: file.path, text: text))
                }

                if !parsesAll {
                    let words = SwiftWords(text)
                    if !words.mayHoldSite, !words.isMalformed {
                        return Analysed(facts: FileFacts(path: file.path), words: words)
                    }
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
        case .projectSpec: "projectSpec"
        case .buildConfiguration: "buildConfiguration"
        }
    }
}
