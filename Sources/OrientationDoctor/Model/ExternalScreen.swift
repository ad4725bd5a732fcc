/// Whether code that creates a window puts it on another screen than the
/// device's own: an external display (a TV through AirPlay or a cable)
/// has no interface orientation, so its window takes no part in rotation,
/// whatever its root answers. The code is read with its whitespace removed.
enum ExternalScreen {
    /// Words only code for another screen uses: the screen list, the external-display scene
    /// roles (`UIWindowSceneSessionRoleExternalDisplayNonInteractive`, `.windowExternalDisplay…`),
    /// the connection notification.
    private static let markers = [
        "UIScreen.screens", "[UIScreenscreens]", "SessionRoleExternalDisplay", "windowExternalDisplay",
        "ScreenDidConnectNotification", "UIScreen.didConnectNotification",
    ]

    /// The main screen, as a window's `screen` may be set to it.
    private static let mainScreens = ["UIScreen.main", "[UIScreenmainScreen]", "UIScreen.mainScreen", "nil"]

    /// True when the compact code (no whitespace) reads the screen list or an external-display role,
    /// or sets a window's `screen` to a screen that is not the main one.
    static func isMentioned(inCompact text: String) -> Bool {
        if markers.contains(where: text.contains) { return true }
        for setter in [".screen=", "setScreen:"] {
            var rest = Substring(text)
            while let range = rest.range(of: setter) {
                let value = rest[range.upperBound...]
                // `window.screen == other` compares; only an assignment moves the window.
                if value.first != "=", !mainScreens.contains(where: value.hasPrefix) { return true }
                rest = value
            }
        }
        return false
    }
}
