/// The names scenario files use, in the order error messages list them.
enum NameTables {
    /// Scene environments (`device.environment`, rules 60-79).
    static let environments: KeyValuePairs<String, SceneEnvironment> = [
        "fullScreen": .fullScreen, "mirroring": .mirroring, "phoneOnPad": .phoneOnPad,
        "duoOuter": .duoOuter, "duoInner": .duoInner, "windowed": .windowed,
    ]

    /// Who answers UIKit's orientation question (`app.authority`, rule 70).
    static let authorities: KeyValuePairs<String, OrientationAuthority> = [
        "appDelegate": .appDelegate, "sceneDelegate": .sceneDelegate, "both": .both,
    ]

    /// Idioms.
    static let idioms: KeyValuePairs<String, Idiom> = ["phone": .phone, "pad": .pad]

    /// Device orientation names (`device.orientation`, `rotateDevice`).
    static let deviceOrientations: KeyValuePairs<String, DeviceOrientation> = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
        "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
        "faceUp": .faceUp, "faceDown": .faceDown,
    ]

    /// Interface orientation names (everywhere else).
    static let interfaceOrientations: KeyValuePairs<String, InterfaceOrientation> = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
        "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
    ]

    /// Interface orientation names and the usual groups.
    static let masks: KeyValuePairs<String, InterfaceOrientationMask> = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
        "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
        "landscape": .landscape, "all": .all, "allButUpsideDown": .allButUpsideDown,
    ]

    /// Screen kinds a scenario file can declare: SCENARIOS.md's three, plus
    /// split views (the last column is visible), custom containers (the
    /// first child is visible, or those `visible` names) and SwiftUI hosting
    /// controllers (every child is visible, or those `visible` names).
    static let kinds: KeyValuePairs<String, ScreenKind> = [
        "plain": .plain, "navigation": .navigation, "tabBar": .tabBar, "split": .split, "container": .container,
        "hosting": .hosting,
    ]

    /// Presentation styles, in SCENARIOS.md's order.
    static let styles: KeyValuePairs<String, PresentationStyle> = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "pageSheet": .pageSheet,
        "formSheet": .formSheet, "automatic": .automatic, "popover": .popover,
        "currentContext": .currentContext, "overCurrentContext": .overCurrentContext, "custom": .custom,
    ]

    /// Policy names.
    static let policies: KeyValuePairs<String, OrientationPolicy> = [
        "portrait": .portrait, "portraitUpsideDown": OrientationPolicy(supported: .portraitUpsideDown),
        "landscapeLeft": OrientationPolicy(supported: .landscapeLeft),
        "landscapeRight": OrientationPolicy(supported: .landscapeRight),
        "landscape": .landscape, "all": .all, "allButUpsideDown": .allButUpsideDown,
        "matchPresenting": .matchPresenting,
    ]
}
