import ProjectDescription

extension Settings {
    /// A manifest helper: no app code, whatever it names.
    public static let reader: Settings = .settings(base: [
        "INFOPLIST_KEY_UIRequiresFullScreen": "NO", // expect: ORI-730
    ])
}
