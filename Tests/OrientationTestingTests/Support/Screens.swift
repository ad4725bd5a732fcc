import OrientationTesting

/// Short builders for the screens of test apps.
enum Screens {
    static func plain(_ id: String, _ policy: OrientationPolicy? = nil) -> ScreenDeclaration {
        ScreenDeclaration(id: id, policy: policy)
    }

    static func nav(_ id: String, _ stack: [String], _ policy: OrientationPolicy? = nil) -> ScreenDeclaration {
        ScreenDeclaration(id: id, kind: .navigation, children: stack, policy: policy)
    }

    static func tabs(_ id: String, _ tabs: [String]) -> ScreenDeclaration {
        ScreenDeclaration(id: id, kind: .tabBar, children: tabs)
    }

    /// A phone without a home button on an iOS version, held in an orientation.
    static func phone(
        os: Int = 17, _ orientation: DeviceOrientation = .portrait,
        homeButton: Bool = false
    ) -> DeviceSetup {
        DeviceSetup(idiom: .phone, os: os, homeButton: homeButton, orientation: orientation)
    }

    /// A plain UIKit app: a root screen with optional overrides and other screens.
    static func plainApp(
        os: Int = 17, device: DeviceOrientation = .portrait, plist: InterfaceOrientationMask? = nil,
        screens: [ScreenDeclaration], root: String,
        overrides: [String: ViewControllerOverrides] = [:],
        assumptions: UIKitAssumptions = UIKitAssumptions()
    ) -> SimulatedApp {
        SimulatedApp(
            device: phone(os: os, device), app: AppSetup(supported: plist, library: false),
            screens: screens, root: root, assumptions: assumptions, overrides: overrides)
    }

    /// Overrides with only a supported mask.
    static func only(
        _ mask: InterfaceOrientationMask, preferred: InterfaceOrientation? = nil,
        autorotate: Bool? = nil
    ) -> ViewControllerOverrides {
        ViewControllerOverrides(supported: mask, preferredForPresentation: preferred, shouldAutorotate: autorotate)
    }
}
