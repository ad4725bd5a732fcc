import OrientationCore
import OrientationDriver

/// A window scene of ``FakeUIKit``.
@MainActor
final class FakeScene {
    /// The scene's windows, in order.
    var windows: [FakeWindow] = []
    /// The interface orientation the scene shows.
    var shown: InterfaceOrientation = .portrait
    /// The mask UIKit last published for the scene (what a geometry
    /// request is checked against); `nil` before the first question.
    var published: InterfaceOrientationMask?
    /// True when the published mask must be read again.
    var needsUpdate = false
    /// True when the system ignores masks here (iPad multitasking, a
    /// resized scene).
    var ignoresMasks = false
    /// `sizeRestrictions != nil`.
    var hasSizeRestrictions = false
    /// The window the scene delegate declares.
    weak var declared: FakeWindow?
    /// True when the scene delegate implements the iOS 27 answer.
    var sceneDelegateAnswers = false
    /// The observers of `effectiveGeometry`, each while its token lives.
    var geometryObservers: [(token: WeakToken, onChange: @MainActor () -> Void)] = []
    /// The scene's `activationState`.
    var activation: SceneActivation = .foregroundActive
    /// The scene delegate's iOS 27 answer, when it implements it.
    var sceneDelegateMask: InterfaceOrientationMask?
}

/// The token of a key-value observation: the observation ends when it is released.
final class ObservationToken {}

/// A token held weakly.
struct WeakToken {
    weak var token: ObservationToken?
}

/// A window of ``FakeUIKit``.
@MainActor
final class FakeWindow {
    weak var scene: FakeScene?
    var root: FakeController? {
        didSet { root?.hostWindow = self }
    }
    var level: Double = 0
    var isHidden = false
    /// A subclass of UIKit's own (the keyboard's window).
    var isSystem = false
    /// A subclass the app defines.
    var isAppSubclass = false
    var isKey = false
    var size = Size(width: 390, height: 844)

    init(scene: FakeScene?, root: FakeController?, level: Double = 0) {
        self.scene = scene
        self.root = root
        self.level = level
        root?.hostWindow = self
        scene?.windows.append(self)
    }
}

/// A view controller of ``FakeUIKit``.
@MainActor
final class FakeController {
    let name: String
    var container: ControllerKind.Container
    var isHosting = false
    var origin: ControllerKind.Origin = .app
    weak var parent: FakeController?
    var children: [FakeController] = []
    var stack: [FakeController] {
        get { children }
        set {
            children = newValue
            for child in newValue { child.parent = self }
        }
    }
    var selected: FakeController?
    var presented: FakeController?
    weak var presenting: FakeController?
    var style: PresentationStyle = .fullScreen
    var isBeingPresented = false
    var isBeingDismissed = false
    /// The window whose root this controller is.
    weak var hostWindow: FakeWindow?
    var isViewLoaded = true
    /// A navigation controller's pop guard, once the driver added one.
    var popGuard: FakeRecognizer?
    /// A navigation controller's pop recognizers (the edge pop; the content
    /// pop from iOS 26).
    var popRecognizers = [FakeRecognizer()]
    var isViewHidden = false
    /// Where the view sits among its siblings, back to front (`nil`: unknown).
    var viewOrder: Int?
    /// The root view is a `UIVisualEffectView`.
    var isVisualEffectRoot = false
    var policy: OrientationPolicy?
    var hostedPolicy: OrientationPolicy? {
        get {
            onHostedPolicyRead?()
            return storedHostedPolicy
        }
        set { storedHostedPolicy = newValue }
    }
    private var storedHostedPolicy: OrientationPolicy?
    /// Runs when the driver reads the hosted policy (SwiftUI laying out a
    /// cover there makes its probes report).
    var onHostedPolicyRead: (@MainActor () -> Void)?
    /// True for one of SwiftUI's own sheet and cover hosts
    /// (`UIHostingController<AnyView>`).
    var isSwiftUIPresentationHost = false
    /// What SwiftUI does when the host is laid out (its probes report).
    var onLayOut: (@MainActor () -> Void)?
    /// The class's own `supportedInterfaceOrientations`, when it overrides it;
    /// may call back into the app.
    var supportedGetter: (@MainActor () -> InterfaceOrientationMask)?
    var preferred: InterfaceOrientation = .portrait
    var overridesPreferred = false
    var shouldAutorotate = true
    var hasProbe = false
    var probeViewInstalled = false
    /// The transition this controller takes part in.
    var transition: FakeTransition?

    init(_ name: String, container: ControllerKind.Container = .none) {
        self.name = name
        self.container = container
    }
}

/// A transition coordinator of ``FakeUIKit``.
@MainActor
final class FakeTransition {
    var isInteractive = false
    /// `animate(alongsideTransition:completion:)` returns false: the
    /// transition is ending, nothing more is queued.
    var refusesCompletions = false
    var appearing: [FakeController] = []
    var disappearing: [FakeController] = []
    var restoring: (FakeController, FakeController)?
    var completions: [@MainActor (Bool) -> Void] = []
}

/// A gesture recognizer of ``FakeUIKit``: a pop recognizer or the pop guard.
final class FakeRecognizer {
    /// The recognizers this one waits for (`require(toFail:)`), in order.
    var waitsFor: [FakeRecognizer] = []
}
