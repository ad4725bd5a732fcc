/// Pass two: combines every file's facts into findings (the class
/// hierarchy decides which members are UIKit overrides; the app delegate's
/// hook decides which variables are locks) and plans `--diff`.
struct ProjectResolver {
    let files: [FileFacts]
    let hierarchy: ClassHierarchy
    var findings: [DoctorFinding] = []
    var plans: [String: RewritePlan] = [:]

    init(files: [FileFacts]) {
        self.files = files
        hierarchy = ClassHierarchy(files.flatMap(\.types))
    }

    /// Every finding, sorted, and the rewrite plan per file.
    static func resolve(_ files: [FileFacts]) -> (findings: [DoctorFinding], plans: [String: RewritePlan]) {
        var resolver = ProjectResolver(files: files)
        for file in files {
            resolver.findings += file.findings
            resolver.directSites(file)
            resolver.members(file)
            resolver.windows(file)
        }
        resolver.hooksAndLocks()
        resolver.sceneConfiguration()
        return (resolver.findings.sorted(by: DoctorFinding.sortsBefore), resolver.plans.filter { !$0.value.isEmpty })
    }

    func finding(_ code: DoctorCode, _ file: FileFacts, _ at: SourcePosition, today: String, replacement: String,
                 mechanical: Bool = false) -> DoctorFinding {
        DoctorFinding(code, file: file.path, line: at.line, column: at.column, today: today,
                      replacement: replacement, isMechanical: mechanical)
    }

    private mutating func directSites(_ file: FileFacts) {
        var companions: Set<Int> = []
        var planned: [Int: String] = [:]
        for site in file.sites {
            guard let rotation = site.rotation, hierarchy.isViewController(rotation.enclosingClass) else { continue }
            planned[site.position.offset] = rotation.orientation
            companions.formUnion(rotation.companions)
        }
        for site in file.sites {
            let offset = site.position.offset
            let mechanical = planned[offset] != nil || companions.contains(offset)
            findings.append(finding(site.code, file, site.position, today: site.today,
                                    replacement: site.replacement, mechanical: mechanical))
        }
        if !planned.isEmpty {
            plans[file.path, default: RewritePlan()].rotations.merge(planned) { first, _ in first }
            plans[file.path, default: RewritePlan()].removedStatements.formUnion(companions)
        }
    }

    private mutating func windows(_ file: FileFacts) {
        for window in file.windows where !window.isMainWindow {
            guard window.typeName == "UIWindow" || hierarchy.kind(of: window.typeName) == .window else { continue }
            findings.append(finding(.extraWindow, file, window.position,
                                    today: "creates a \(window.typeName) besides the app's main window",
                                    replacement: Replacement.extraWindow))
        }
    }
}
