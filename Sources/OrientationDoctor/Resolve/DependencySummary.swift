/// One note per committed library whose code holds orientation sites (ORI-735): the sites are found as in
/// the app's code, with the library read as a project of its own, and become the note's related sites.
enum DependencySummary {
    /// The codes a library's summary leaves out: calls of its own helpers (their sites are counted where they
    /// are), notes about the build (a library has no deployment target of the app's) or about what is missing
    /// (a library has no scene manifest), and input the doctor could not read.
    static func counts(_ code: DoctorCode) -> Bool {
        switch code {
        case .helperCall, .hiddenDeprecation, .missingSceneManifest, .missingSceneDelegateAnswer,
            .supportedOrientationsPreference, .syntaxErrors, .generatedFile, .dependencyOrientationCode:
            false
        default:
            !code.isInputProblem
        }
    }

    /// The codes a library's note lists as related: its sites, and the calls of its own helpers that reach
    /// them (MBProgressHUD's `[self updateForCurrentOrientationAnimated:NO]`): whoever patches a committed
    /// copy changes those calls too, though the note counts only the sites.
    static func lists(_ code: DoctorCode) -> Bool {
        code == .helperCall || counts(code)
    }

    /// The note for a library, at its first site, or `nil` when its code holds none.
    static func note(for dependency: CommittedDependency, findings: [DoctorFinding]) -> DoctorFinding? {
        let sites = findings.filter { $0.doctorCode.map(counts) ?? false }.sorted(by: DoctorFinding.sortsBefore)
        guard let first = sites.first else { return nil }
        let listed = findings.filter { $0.doctorCode.map(lists) ?? false }.sorted(by: DoctorFinding.sortsBefore)
        var byCode: [String: Int] = [:]
        for site in sites { byCode[site.code, default: 0] += 1 }
        let tally = byCode.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { code, count in "\(code) ×\(count)" }.joined(separator: ", ")
        let noun = sites.count == 1 ? "site" : "sites"
        var note = DoctorFinding(
            .dependencyOrientationCode, file: first.file, line: first.line, column: first.column,
            today: "\(dependency.folder), a library committed with the app, holds \(sites.count) orientation "
                + "\(noun) (\(tally)); the first is here",
            replacement: "no change to the app's code: update \(dependency.name) to a release made for resizable "
                + "scenes and the iOS 27 SDK, or replace it; every site, and every call of the library's own "
                + "helpers that reach one, is listed as related")
        note.affectedFrom = sites.compactMap(\.affectedFrom).min()
        note.related = listed.map { site in
            var entry = DoctorFinding.Related(
                code: site.code, file: site.file, line: site.line, function: dependency.name, today: site.today)
            let reached = Set(site.related.map(\.code))
            if site.code == DoctorCode.helperCall.rawValue, !reached.isEmpty { entry.reaches = reached.sorted() }
            return entry
        }
        // A call of the library's function that only reads is listed with the read it reaches, not as a finding.
        let helperCall = DoctorCode.helperCall.rawValue
        for site in listed {
            for caller in site.callers {
                var call = DoctorFinding.Related(
                    code: helperCall, file: caller.file, line: caller.line, function: dependency.name,
                    today: "calls \(caller.function), which \(site.today)")
                call.reaches = [site.code]
                if !note.related.contains(where: { $0.file == call.file && $0.line == call.line }) {
                    note.related.append(call)
                }
            }
        }
        return note
    }
}
