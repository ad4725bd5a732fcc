/// `UIRequiresFullScreen` set to NO, in an Info.plist or a build setting:
/// the default, so it changes nothing today, but the key is deprecated from
/// iOS 26 and means discrete resizing from iOS 27. A note, not a warning.
extension DoctorFinding {
    /// The ORI-730 note for `key` (`UIRequiresFullScreen`, `INFOPLIST_KEY_UIRequiresFullScreen`) set to NO.
    static func requiresFullScreenOff(
        _ key: String, file: String, at position: SourcePosition, isMechanical: Bool = false
    ) -> DoctorFinding {
        var finding = DoctorFinding(
            .requiresFullScreen, file: file, line: position.line, column: position.column,
            today: "\(key) is NO, the default: the app already takes part in iPad multitasking, and the key "
                + "does nothing but is deprecated", replacement: Replacement.requiresFullScreenOff,
            isMechanical: isMechanical)
        finding.severity = .note
        return finding
    }
}
