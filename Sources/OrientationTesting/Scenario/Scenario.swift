/// One app on one device and a sequence of events: the content of a scenario
/// file (ScenarioFormat.md), or built in code by a test.
public struct Scenario: Sendable, Hashable {
    /// The scenario's name, shown in output.
    public var name: String?
    /// The device it runs on.
    public var device: DeviceSetup
    /// The app's Info.plist and whether it uses this library.
    public var app: AppSetup
    /// Every screen the scenario uses, by id.
    public var screens: [ScreenDeclaration]
    /// The id of the window's root screen.
    public var root: String
    /// The events and expectations, in order.
    public var steps: [ScenarioStep]
    /// The scene's other windows (overlays, HUDs), each with its own root
    /// screen; empty for a scene with the app's window only.
    public var windows: [WindowDeclaration]

    /// Creates a scenario.
    public init(
        name: String? = nil, device: DeviceSetup = DeviceSetup(), app: AppSetup = AppSetup(),
        screens: [ScreenDeclaration], root: String, steps: [ScenarioStep] = [],
        windows: [WindowDeclaration] = []
    ) {
        self.name = name
        self.device = device
        self.app = app
        self.screens = screens
        self.root = root
        self.steps = steps
        self.windows = windows
    }
}

/// The device of a scenario.
public struct DeviceSetup: Sendable, Hashable {
    /// Phone or pad.
    public var idiom: Idiom
    /// The iOS major version, 13 to 27.
    public var os: Int
    /// Whether the device has a home button (phone only): without one,
    /// portraitUpsideDown is unavailable (rule 4).
    public var homeButton: Bool
    /// The initial physical orientation.
    public var orientation: DeviceOrientation
    /// Where the app's scene runs (rules 60-79): `.fullScreen` by default;
    /// iPhone environments need the phone idiom, `.windowed` the pad idiom.
    public var environment: SceneEnvironment
    /// True when the user's portrait rotation lock is on at launch (rule 56):
    /// `UIDevice` reports portrait however the device is held, and no
    /// rotation reaches UIKit until a `rotationLock` step turns it off.
    /// iPhone only.
    public var rotationLock: Bool

    /// Creates a device.
    public init(
        idiom: Idiom = .phone, os: Int = 17, homeButton: Bool = false,
        orientation: DeviceOrientation = .portrait, environment: SceneEnvironment = .fullScreen,
        rotationLock: Bool = false
    ) {
        self.idiom = idiom
        self.os = os
        self.homeButton = homeButton
        self.orientation = orientation
        self.environment = environment
        self.rotationLock = rotationLock
    }
}

/// The app of a scenario.
public struct AppSetup: Sendable, Hashable {
    /// Info.plist `UISupportedInterfaceOrientations`; `nil` for the idiom's default (rule 14).
    public var supported: InterfaceOrientationMask?
    /// Info.plist `UIRequiresFullScreen`: an iPad opt-out of multitasking;
    /// with the iOS 27 SDK on iOS 27, discrete resizing that honours the
    /// orientations, on iPhone too (rule 64).
    public var requiresFullScreen: Bool
    /// True: the engine answers the app delegate; false: plain UIKit.
    public var library: Bool
    /// The major version of the SDK the app links, 13 to 27; `nil` means
    /// the device's iOS version. The iOS 27 resizability rules need 27
    /// (rule 61).
    public var sdk: Int?
    /// Which delegate answers with the library's mask (rule 70).
    public var authority: OrientationAuthority
    /// True when the app tells the library whenever the user's rotation lock
    /// turns on or off (`OrientationManager.isDeviceRotationLocked`; iOS has
    /// no API for the lock, rule 56): a screen's memory then beats the
    /// lock's portrait report (choice rule 2 is skipped). Library mode only.
    public var reportsRotationLock: Bool

    /// Creates an app.
    public init(
        supported: InterfaceOrientationMask? = nil, requiresFullScreen: Bool = false, library: Bool = true,
        sdk: Int? = nil, authority: OrientationAuthority = .appDelegate, reportsRotationLock: Bool = false
    ) {
        self.supported = supported
        self.requiresFullScreen = requiresFullScreen
        self.library = library
        self.sdk = sdk
        self.authority = authority
        self.reportsRotationLock = reportsRotationLock
    }

    /// The SDK the app links on a device: ``sdk``, else the device's version.
    public func linkedSDK(on device: DeviceSetup) -> Int { sdk ?? device.os }
}

/// One screen declared by a scenario.
public struct ScreenDeclaration: Sendable, Hashable {
    /// Its id.
    public var id: String
    /// Its kind: plain, navigation, tabBar, split, container or hosting.
    public var kind: ScreenKind
    /// Initial children: a tab bar's tabs, a navigation stack, a split
    /// view's columns, a container's or a hosting controller's children
    /// (in view order), by id.
    public var children: [String]
    /// Its policy; in plain mode, the view controller's own overrides.
    public var policy: OrientationPolicy?
    /// What its class returns from UIKit's overrides
    /// (`supportedInterfaceOrientations`,
    /// `preferredInterfaceOrientationForPresentation`), in both modes. A
    /// screen with overrides and no policy is one the app does not own (an
    /// image picker, a system video player, a third-party screen): UIKit
    /// asks it when it owns the window (UIKit rules 38-40). In plain mode
    /// they replace the overrides derived from the policy.
    public var overrides: ViewControllerOverrides?
    /// For a container or a hosting controller: the children shown at once,
    /// in view order, by id (UIKit rules 43-44). `nil`: a container shows its
    /// first child, a hosting controller all of its children.
    public var visible: [String]?
    /// The line it was declared on (0 when built in code).
    public var line: Int

    /// Creates a declaration.
    public init(
        id: String, kind: ScreenKind = .plain, children: [String] = [],
        policy: OrientationPolicy? = nil, overrides: ViewControllerOverrides? = nil,
        visible: [String]? = nil, line: Int = 0
    ) {
        self.id = id
        self.kind = kind
        self.children = children
        self.policy = policy
        self.overrides = overrides
        self.visible = visible
        self.line = line
    }
}

/// One step of a scenario and the line it came from.
public struct ScenarioStep: Sendable, Hashable {
    /// What happens.
    public var action: ScenarioAction
    /// The line in the file (0 when built in code).
    public var line: Int

    /// Creates a step.
    public init(_ action: ScenarioAction, line: Int = 0) {
        self.action = action
        self.line = line
    }
}

/// What a step does (ScenarioFormat.md, `steps`).
public enum ScenarioAction: Sendable, Hashable {
    /// Physical rotation, in device orientation names.
    case rotateDevice(DeviceOrientation)
    /// Push onto the topmost visible navigation screen.
    case push(String)
    /// Present from the topmost visible screen.
    case present(String, style: PresentationStyle)
    /// Dismiss the topmost presented screen.
    case dismiss
    /// Pop the topmost visible navigation screen.
    case pop
    /// Select a tab in the nearest visible tab bar.
    case selectTab(Int)
    /// The app changes a screen's policy (`nil` removes it).
    case setPolicy(screen: String, policy: OrientationPolicy?)
    /// The app asks the library for a rotation.
    case rotate(InterfaceOrientation)
    /// The app becomes inactive.
    case background
    /// The app becomes active again.
    case foreground
    /// An extra window is shown (`isHidden = false`), on top of its level.
    case showWindow(String)
    /// An extra window is hidden.
    case hideWindow(String)
    /// The user swipes back on the topmost visible navigation screen: the
    /// gesture begins, finishes (the screen pops) or is cancelled (it stays).
    /// `finish` or `cancel` with no gesture under way is the whole swipe.
    case interactivePop(InteractiveGesturePhase)
    /// The user swipes the topmost presented screen down, in the same phases.
    case interactiveDismiss(InteractiveGesturePhase)
    /// The user resizes the app's scene (rule 62).
    case resize
    /// The user folds a foldable iPhone: inner display to outer (rule 66).
    case fold
    /// The user unfolds a foldable iPhone: outer display to inner (rule 66).
    case unfold
    /// The user turns the portrait rotation lock on (`true`) or off (rule 56).
    case rotationLock(Bool)
    /// Checks the state after the previous step.
    case expect(Expectation)
}

/// A phase of an interactive pop or dismissal.
public enum InteractiveGesturePhase: String, Sendable, Hashable, CaseIterable {
    /// The finger goes down and drags: the transition starts.
    case begin
    /// The finger lifts past the threshold: the transition completes.
    case finish
    /// The finger lifts short of it: the transition rolls back.
    case cancel
}

/// The outcome of a requested rotation an `expect` step checks
/// (`RotationOutcome`, by kind).
public enum ExpectedRotationOutcome: String, Sendable, Hashable, CaseIterable {
    /// The scene shows the orientation asked for.
    case applied
    /// UIKit or the library refused it.
    case refused
    /// The scene's environment ignores supported orientations.
    case ignored
    /// A later request took its place.
    case superseded
    /// Still under way after the step.
    case pending

    /// The expectation a step's outcome meets (`pending` for none yet).
    public init(_ outcome: RotationOutcome?) {
        self = outcome.flatMap { ExpectedRotationOutcome(rawValue: $0.kindName) } ?? .pending
    }
}

extension ScenarioAction {
    /// The action's key in a scenario file (`push`, `pop`, `selectTab`), for key paths.
    var keyName: String {
        Mirror(reflecting: self).children.first?.label ?? String(describing: self)
    }
}
