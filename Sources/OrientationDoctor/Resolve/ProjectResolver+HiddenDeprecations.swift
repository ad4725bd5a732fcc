/// Deprecated calls whose warning the project's deployment target hides (ORI-726).
extension ProjectResolver {
    /// The deprecated reads and calls whose warning Xcode does not show, because the
    /// project's deployment target is below the version that deprecated them.
    mutating func hiddenDeprecations() {
        let targets = files.compactMap(\.deploymentTarget)
        guard let lowest = targets.min(by: { $0.version < $1.version }) else { return }
        let deprecated: [String: (version: Int, what: String)] = [
            DoctorCode.attemptRotation.rawValue: (16, "attemptRotationToDeviceOrientation()"),
            DoctorCode.statusBarOrientationRead.rawValue: (13, "statusBarOrientation"),
            DoctorCode.sceneInterfaceOrientation.rawValue: (26, "UIWindowScene.interfaceOrientation"),
        ]
        let target =
            lowest.version == lowest.version.rounded() ? "\(Int(lowest.version)).0" : "\(lowest.version)"
        for site in findings {
            guard var (version, what) = deprecated[site.code], lowest.version < Double(version),
                !site.today.contains("effectiveGeometry")
            else { continue }
            if site.today.contains("through the app delegate") {
                (version, what) = (13, "The app delegate's status-bar orientation callback")
            }
            findings.append(
                DoctorFinding(
                    .hiddenDeprecation, file: site.file, line: site.line, column: site.column,
                    today: "\(what) is deprecated since iOS \(version), but Xcode shows no warning: the deployment "
                        + "target (IPHONEOS_DEPLOYMENT_TARGET = \(target)) is below it",
                    replacement: Replacement.hiddenDeprecation))
        }
    }
}
