/// The concrete lines that replace each kind of site, with this library.
/// One place, so the findings, the docs and `--diff` say the same thing.
enum Replacement {
    /// The app delegate's answer.
    static let appDelegateAnswer = "OrientationManager.shared.supportedInterfaceOrientations(for: window)"

    /// The scene delegate's answer (builds with SDKs older than 27).
    static let sceneDelegateAnswer =
        "@objc(supportedInterfaceOrientationsForWindowScene:) func supportedInterfaceOrientations(for windowScene: "
        + "UIWindowScene) -> UIInterfaceOrientationMask { OrientationManager.shared.supportedInterfaceOrientations("
        + "for: windowScene) }"

    /// A forced rotation; when the written value is not a constant the
    /// orientation is left as Xcode's placeholder, never guessed.
    static func rotate(_ orientation: String?) -> String {
        "OrientationManager.shared.rotate(self, to: \(orientation.map { ".\($0)" } ?? "<#orientation#>"))"
    }

    /// A screen's policy, in `viewDidLoad`.
    static func policy(_ expression: String) -> String { "orientationPolicy = \(expression)" }

    /// The policy expression for a fixed mask and an optional preferred orientation.
    static func policyExpression(mask: [String]?, preferred: String?) -> String {
        let named: Set<String> = ["portrait", "landscape", "all", "allButUpsideDown"]
        guard let mask, !mask.isEmpty else {
            return preferred.map { "OrientationPolicy(supported: .allButUpsideDown, preferred: .\($0))" }
                ?? ".allButUpsideDown"
        }
        let maskText = mask.count == 1 ? ".\(mask[0])" : "[" + mask.map { ".\($0)" }.joined(separator: ", ") + "]"
        if let preferred { return "OrientationPolicy(supported: \(maskText), preferred: .\(preferred))" }
        if mask.count == 1, named.contains(mask[0]) { return ".\(mask[0])" }
        return "OrientationPolicy(supported: \(maskText))"
    }

    /// What replaces an override, given what it returns.
    static func forOverride(_ member: OrientationMember, constant: ConstantValue?) -> String {
        switch (member, constant) {
        case (.supportedInterfaceOrientations, .mask(let names)?):
            return policy(policyExpression(mask: names, preferred: nil)) + " in viewDidLoad"
        case (.supportedInterfaceOrientations, .orientation(let name)?):
            return policy(policyExpression(mask: [name], preferred: nil)) + " in viewDidLoad"
        case (.supportedInterfaceOrientations, _):
            return "orientationPolicy = .allButUpsideDown (the orientations this screen allows) in viewDidLoad, "
                + "updated when they change"
        case (.shouldAutorotate, .bool(true)?):
            return "nothing: delete the override (true is UIKit's default and iOS 16 ignores it)"
        case (.shouldAutorotate, _):
            return "orientationPolicy = .locked(.portrait) (the orientation the screen must keep) in viewDidLoad"
        case (.preferredInterfaceOrientationForPresentation, .orientation(let name)?):
            return policy("OrientationPolicy(supported: .allButUpsideDown, preferred: .\(name))") + " in viewDidLoad"
        case (.preferredInterfaceOrientationForPresentation, _):
            return policy("OrientationPolicy(supported: .allButUpsideDown, preferred: .landscapeRight)")
                + " in viewDidLoad"
        }
    }

    /// What replaces a forwarding container.
    static let plainContainer =
        "a plain UINavigationController / UITabBarController (or OrientationNavigationController / "
        + "OrientationTabBarController for status bar forwarding); the library asks the screen inside"

    /// What replaces a lock variable and its writers.
    static let lockVariable =
        "delete it; each screen that set it gets orientationPolicy = .locked(.landscapeRight) (or the mask it set)"

    /// What replaces a write of a lock from UIKit code.
    static let lockWrite =
        "orientationPolicy = .locked(.landscapeRight) (or the mask it sets) on the screen, in viewDidLoad"

    /// What replaces a lock set from SwiftUI.
    static let swiftUILock =
        ".orientationPolicy(.locked(.landscapeRight)) on the view (or .interfaceOrientations(.landscape))"

    /// What replaces the definition of an app-made SwiftUI modifier that sets the orientation lock.
    static let modifierDefinition =
        "delete the modifier: .interfaceOrientations(_:) (OrientationKit) on each view that applies it says "
        + "the same, and restores the orientations beneath when the view goes"

    /// What replaces `attemptRotationToDeviceOrientation()`.
    static let attemptRotation =
        "nothing after a policy change (the library asks UIKit again); OrientationManager.shared.setNeedsUpdate(for: self) "
        + "after a change it cannot see"

    /// What replaces a hand-made geometry request.
    static let geometryRequest = rotate("landscapeRight") + " (the library updates the mask first, then requests)"

    /// What replaces a hand-made supported-orientations update.
    static let orientationUpdate =
        "OrientationManager.shared.setNeedsUpdate(for: self), or nothing when a policy changed"

    /// What replaces reading the interface orientation.
    static let interfaceOrientationRead =
        "view.window?.windowScene?.effectiveGeometry.interfaceOrientation (iOS 16+), or InterfaceOrientationObserver"

    /// What replaces a layout decided from the scene's (not deprecated) `effectiveGeometry.interfaceOrientation`.
    static let effectiveGeometryRead =
        "the view's own size for layout (view.bounds, size classes, viewWillTransition(to:with:)): in a resizable "
        + "scene the orientation does not give the window's shape; InterfaceOrientationObserver to follow the "
        + "orientation itself"

    /// What replaces device-orientation notifications that drive the interface.
    static let deviceNotifications =
        "a policy per screen; DeviceOrientationObserver (or MotionOrientationObserver) only to read the device"

    /// What replaces an extra window.
    static let extraWindow =
        "present the player or overlay as a view controller (modalPresentationStyle = .fullScreen or "
        + ".overFullScreen) with orientationPolicy = .locked(.landscapeRight) or .matchPresenting"

    /// What replaces a category that overrides every view controller.
    static let categoryOverride = "delete the category; give the screens that care an orientationPolicy"

    /// What replaces `UIRequiresFullScreen`.
    static let requiresFullScreen =
        "remove it unless the app is a game; keep screens usable at any size, and ask for a lock with "
        + "orientationPolicy = .locked(...) where the system can still honour it"

    /// What replaces `UIRequiresFullScreen` set to NO (the default).
    static let requiresFullScreenOff = "delete the key: NO is the default"

    /// What to add for a missing scene manifest.
    static let sceneManifest =
        "a UIApplicationSceneManifest (UISceneConfigurations with a UIWindowSceneSessionRoleApplication "
        + "scene delegate) and a scene delegate that answers " + sceneDelegateAnswer

    /// The note on the Info.plist orientation list.
    static let supportedOrientations =
        "keep the list as the launch orientation and the default; let screens state an orientationPolicy "
        + "and design them to stay usable when resizable scenes ignore it"

    /// What replaces a layout decided from the device's orientation.
    static let deviceOrientationRead =
        "the view's own size for layout (view.bounds.width > view.bounds.height, size classes, or "
        + "viewWillTransition(to:with:)), view.window?.windowScene?.effectiveGeometry.interfaceOrientation "
        + "for the interface's orientation, and OrientationKit's DeviceOrientationObserver only where the "
        + "physical device matters"

    /// What replaces asking the application for the app's supported orientations.
    static let rotationForwarding =
        "nothing: delete the method; a child that lays out for a new size overrides viewWillTransition(to:with:)"
    static let applicationOrientationsQuery =
        "the scene's own answer: OrientationManager.shared.supportedInterfaceOrientations(for: windowScene) "
        + "(or for: window), which the scene delegate returns from supportedInterfaceOrientations(for:)"

    /// What replaces the device's orientation read for a camera's connection or a photo's metadata.
    static let cameraDeviceOrientation =
        "AVCaptureDevice.RotationCoordinator (iOS 17) with the preview layer: videoRotationAngleForHorizonLevelPreview "
        + "for the preview's connection and videoRotationAngleForHorizonLevelCapture for photos and movies; keep "
        + "the device's orientation only below iOS 17"

    /// What replaces a device orientation worked out from CoreMotion.
    static let motionDerivedOrientation =
        "OrientationKit's MotionOrientationObserver where the physical device matters (it follows the device "
        + "with the rotation lock on, shares one CMMotionManager and does not flip near 45 degrees), and the "
        + "view's own size or the scene's effectiveGeometry for the interface"

    /// What replaces the `UIInterfaceOrientation` (launch orientation) Info.plist key.
    static let initialOrientationKey =
        "delete the key; to open in landscape, give the first screen "
        + "orientationPolicy = OrientationPolicy(supported: .landscape, preferred: .landscapeRight)"

    /// What replaces a swizzled orientation method.
    static let swizzle =
        "delete the swizzling; give the screens that care an orientationPolicy and let the scene delegate answer "
        + "with OrientationManager.shared.supportedInterfaceOrientations(for: windowScene)"

    /// What replaces a throwaway presentation that makes UIKit ask again.
    static let dummyPresentation =
        "OrientationManager.shared.setNeedsUpdate(for: self) (the library asks UIKit again and rotates when needed)"

    /// What replaces a view turned by a transform.
    static let transformRotation =
        "present the player as a view controller with orientationPolicy = .locked(.landscapeRight), "
        + "and let UIKit rotate the interface"

    /// What replaces a drawing turned to fake an orientation.
    static let drawingRotation =
        "let UIKit rotate the game's screen (orientationPolicy = .locked(.landscape)) and draw unturned into the "
        + "view's bounds, reading touches in the view's own coordinates"

    /// What replaces a scene delegate method UIKit never calls.
    static let wrongSceneHook = sceneDelegateAnswer + " (the only spelling UIKit calls)"

    /// What replaces a force-unwrapped window in an orientation hook.
    static let forceUnwrappedWindow =
        "no unwrap: pass the optional on (OrientationManager.shared.supportedInterfaceOrientations(for: window) "
        + "takes a UIWindow?), or answer with a default when it is nil"

    /// What replaces an error handler that ignores a refused geometry request.
    static let emptyGeometryErrorHandler =
        rotate("landscapeRight") + ", which retries, reports a refusal through "
        + "OrientationManager.shared.refusalHandler and keeps the layout usable"

    /// What replaces a deprecated call hidden by a low deployment target.
    static let hiddenDeprecation =
        "the replacement its own finding names; raise the deployment target to see the warnings"
}
