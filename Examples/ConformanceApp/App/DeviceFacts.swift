#if canImport(UIKit)
import Darwin
import OrientationConformance
import OrientationCore
import OrientationKit
import UIKit

/// What an observation file says about the device, its environment and the
/// app's build.
@MainActor
enum DeviceFacts {
    /// The hardware model, OS version and build, idiom, home button.
    static func device(in window: UIWindow) -> ObservedDevice {
        #if targetEnvironment(simulator)
        let simulator = true
        let model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine
        #else
        let simulator = false
        let model = machine
        #endif
        let phone = UIDevice.current.userInterfaceIdiom == .phone
        return ObservedDevice(
            model: model, systemName: UIDevice.current.systemName,
            systemVersion: UIDevice.current.systemVersion, build: osBuild,
            idiom: phone ? "phone" : "pad", homeButton: phone ? hasHomeButton(window, model: model) : nil,
            simulator: simulator)
    }

    /// What the device can show: no upside down on a phone without a home button (rule 4).
    static func deviceMask(in window: UIWindow) -> InterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .phone && !hasHomeButton(window, model: modelIdentifier)
            ? .allButUpsideDown : .all
    }

    /// Full screen, Split View, Slide Over, Stage Manager, an iPhone app on
    /// iPad, or another resizable window, from the scene's and screen's sizes.
    static func environment(in window: UIWindow) -> ObservedEnvironment {
        guard let scene = window.windowScene else { return ObservedEnvironment(kind: "unknown") }
        let screen = scene.screen.bounds.size
        let size = window.bounds.size
        let resizable = scene.sizeRestrictions != nil
        let fills =
            (size.width == screen.width && size.height == screen.height)
            || (size.width == screen.height && size.height == screen.width)
        let kind: String
        if UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.model.hasPrefix("iPad") {
            kind = "phoneOnPad"
        } else if fills {
            kind = "fullScreen"
        } else if UIDevice.current.userInterfaceIdiom == .pad {
            let fullHeight = size.height == screen.height || size.height == screen.width
            kind = fullHeight ? (size.width < 400 ? "slideOver" : "splitView") : "stageManager"
        } else {
            kind = "resizable"
        }
        return ObservedEnvironment(
            kind: kind, resizable: resizable,
            sceneSize: [Double(size.width), Double(size.height)],
            screenSize: [Double(screen.width), Double(screen.height)])
    }

    /// The app's build: its Info.plist orientation keys, and the run.
    static func app(library: Bool, startedAtLaunch: Bool, unattended: Bool) -> ObservedApp {
        let info = Bundle.main.infoDictionary ?? [:]
        let pad = UIDevice.current.userInterfaceIdiom == .pad
        let key = pad ? "UISupportedInterfaceOrientations~ipad" : "UISupportedInterfaceOrientations~iphone"
        let names = (info[key] ?? info["UISupportedInterfaceOrientations"]) as? [String] ?? []
        let orientations = names.compactMap { InterfaceOrientation(name: $0)?.name }
        return ObservedApp(
            library: library, requiresFullScreen: info["UIRequiresFullScreen"] as? Bool ?? false,
            infoPlistOrientations: orientations, startedAtLaunch: startedAtLaunch, unattended: unattended)
    }

    /// Whether a phone has a home button: from its model identifier
    /// (``DeviceModel``), which does not depend on when it is asked; for a
    /// model the table does not know, a window with no bottom safe-area
    /// inset (the library detects it the same way), which is only right
    /// once the window is laid out (finding 6a).
    private static func hasHomeButton(_ window: UIWindow, model: String) -> Bool {
        DeviceModel.hasHomeButton(model) ?? (window.safeAreaInsets.bottom == 0)
    }

    /// The hardware model, the simulated one on a simulator.
    private static var modelIdentifier: String {
        #if targetEnvironment(simulator)
        ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine
        #else
        machine
        #endif
    }

    /// `utsname.machine`: `iPhone15,2`.
    private static var machine: String {
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The OS build (`21F90`), from `kern.osversion`.
    private static var osBuild: String? {
        var size = 0
        guard sysctlbyname("kern.osversion", nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname("kern.osversion", &buffer, &size, nil, 0) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
#endif
