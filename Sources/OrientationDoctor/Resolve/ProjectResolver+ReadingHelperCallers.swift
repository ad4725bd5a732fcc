/// Calls of the app's functions that only read or observe the orientation: `loadPhotos()` reads the status bar's
/// orientation for a column count, `observeSystemNotifications()` starts the device's notifications. The calling
/// line has nothing to rewrite; the read inside does. Such a call is listed with each site it reaches (the site
/// finding's callers) instead of being reported as a finding of its own (ORI-734), which stays for the calls of
/// functions that act: rotate the device or the interface, turn a view, write the status bar, present a dummy
/// controller, ask for a geometry update.
extension ProjectResolver {
    /// The codes of sites that read or observe the orientation, and change nothing on screen themselves.
    static let readingSiteCodes: Set<String> = Set(
        [
            DoctorCode.statusBarOrientationRead, .sceneInterfaceOrientation, .deviceOrientationNotifications,
            .deviceOrientationRead, .viewControllerInterfaceOrientation, .motionDerivedOrientation,
            .cameraDeviceOrientation, .applicationOrientationsQuery,
        ].map(\.rawValue))

    /// Turns each helper call (ORI-734) whose related sites all read or observe into a caller of those sites'
    /// findings, and leaves it out of the findings. Runs after ``nestedHelperSites()``, so a function that reads
    /// and calls another that turns a view keeps its calls reported.
    mutating func readingHelperCallers() {
        let helperCall = DoctorCode.helperCall.rawValue
        var siteIndex: [String: Int] = [:]
        for (index, found) in findings.enumerated() where found.code != helperCall {
            let key = "\(found.file):\(found.line):\(found.code)"
            if siteIndex[key] == nil { siteIndex[key] = index }
        }
        var removed: Set<Int> = []
        for index in findings.indices where findings[index].code == helperCall {
            let call = findings[index]
            guard !call.related.isEmpty, call.related.allSatisfy({ Self.readingSiteCodes.contains($0.code) }) else {
                continue
            }
            let called = call.related.first?.function ?? ""
            for site in call.related {
                guard let target = siteIndex["\(site.file):\(site.line):\(site.code)"] else { continue }
                let caller = DoctorFinding.Caller(file: call.file, line: call.line, function: called)
                if !findings[target].callers.contains(caller) { findings[target].callers.append(caller) }
            }
            removed.insert(index)
        }
        guard !removed.isEmpty else { return }
        findings = findings.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }
}
