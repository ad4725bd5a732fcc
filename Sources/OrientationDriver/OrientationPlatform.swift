import OrientationCore

/// The seam between ``OrientationDriver`` and the platform it drives: every
/// read the driver needs of the app, its scenes, windows and view
/// controllers, and every call it makes into the platform.
///
/// OrientationKit's UIKit adapter implements it over UIKit, one member per
/// UIKit read, call or callback, deciding nothing; OrientationTesting and
/// the driver's tests implement it over models of UIKit. Everything that
/// decides (what the window shows, which controller UIKit asks, when a call
/// runs, what a refusal means) is in the driver and runs in `swift test`.
///
/// Handles (``Window``, ``Scene``, ``Controller``, ``Transition``) are the
/// platform's own objects. The driver holds them weakly and only compares
/// them by identity.
@MainActor
public protocol OrientationPlatform: AnyObject {
    /// A window (`UIWindow`).
    associatedtype Window: AnyObject
    /// A window scene (`UIWindowScene`).
    associatedtype Scene: AnyObject
    /// A view controller (`UIViewController`).
    associatedtype Controller: AnyObject
    /// A transition in progress (`UIViewControllerTransitionCoordinator`).
    associatedtype Transition: AnyObject
    /// A view (`UIView`).
    associatedtype View: AnyObject
    /// A gesture recognizer (`UIGestureRecognizer`).
    associatedtype Recognizer: AnyObject

    // MARK: The app and the device

    /// The running system's major version (`ProcessInfo`).
    var osMajorVersion: Int { get }
    /// The app's idiom (`UIDevice.userInterfaceIdiom`; anything but iPad is phone).
    var idiom: Idiom { get }
    /// The hardware's model name (`UIDevice.model`: "iPhone", "iPad",
    /// "iPod touch"), whatever the app's idiom.
    var deviceModel: String { get }
    /// True while the app is active (`UIApplication.applicationState`).
    var isAppActive: Bool { get }
    /// `UIDevice.current.orientation`.
    var deviceOrientation: DeviceOrientation { get }
    /// What the app's Info.plist and bundle say (read once by the driver).
    var bundle: AppBundle { get }
    /// True when the app delegate implements
    /// `application(_:supportedInterfaceOrientationsFor:)`.
    var appDelegateAnswersOrientations: Bool { get }
    /// True when the scene's delegate implements
    /// `supportedInterfaceOrientationsForWindowScene:` (iOS 27).
    func sceneDelegateAnswersOrientations(_ scene: Scene) -> Bool

    // MARK: Scenes and windows

    /// The connected window scenes (`UIApplication.connectedScenes`).
    var connectedScenes: [Scene] { get }
    /// The scene's windows, in its order (`UIWindowScene.windows`).
    func windows(of scene: Scene) -> [Window]
    /// The window's scene (`UIWindow.windowScene`).
    func scene(of window: Window) -> Scene?
    /// The scene delegate's `window` (`UIWindowSceneDelegate.window`), if
    /// it has one.
    func sceneDelegateWindow(of scene: Scene) -> Window?
    /// The app delegate's `window`, if it has one.
    var appDelegateWindow: Window? { get }
    /// The facts of one window the driver reads together.
    func facts(of window: Window) -> WindowFacts
    /// The window's root view controller.
    func rootController(of window: Window) -> Controller?
    /// The interface orientation the scene shows (`effectiveGeometry` on iOS
    /// 16+, the scene's own property before).
    func shownOrientation(of scene: Scene) -> InterfaceOrientation
    /// The facts of the scene's geometry the driver reads together.
    func geometry(of scene: Scene) -> SceneGeometry
    /// Starts observing the scene's geometry (`effectiveGeometry` key-value
    /// observation on iOS 16+, nothing before): `onChange` runs on the main
    /// actor after each change. The returned token ends it when released.
    func observeGeometry(of scene: Scene, _ onChange: @escaping @MainActor () -> Void) -> AnyObject?

    // MARK: View controllers

    /// The window of the controller's view, if loaded and in one (`viewIfLoaded?.window`).
    func window(of controller: Controller) -> Window?
    /// The view facts of one controller (`viewIfLoaded` and its state).
    func view(of controller: Controller) -> ViewFacts
    /// The controller's parent.
    func parent(of controller: Controller) -> Controller?
    /// The controller's children (`children`), probes included.
    func children(of controller: Controller) -> [Controller]
    /// What kind of UIKit container the controller is, and its class traits.
    func kind(of controller: Controller) -> ControllerKind
    /// A navigation controller's `viewControllers`.
    func navigationStack(of controller: Controller) -> [Controller]
    /// A tab bar controller's `viewControllers` (`nil` with iOS 18 `tabs`).
    func tabs(of controller: Controller) -> [Controller]?
    /// A tab bar controller's `selectedViewController`.
    func selectedTab(of controller: Controller) -> Controller?
    /// A tab bar controller's `moreNavigationController`.
    func moreNavigationController(of controller: Controller) -> Controller?
    /// A split view controller's `viewControllers`.
    func splitColumns(of controller: Controller) -> [Controller]
    /// A split view controller's `isCollapsed`.
    func isCollapsed(_ controller: Controller) -> Bool
    /// A page view controller's `viewControllers`.
    func pages(of controller: Controller) -> [Controller]
    /// `OrientationChildProviding.childrenForInterfaceOrientation`, when the
    /// controller adopts it.
    func childrenForInterfaceOrientation(of controller: Controller) -> [Controller]?
    /// The controller's view, if loaded (`viewIfLoaded`).
    func loadedView(of controller: Controller) -> View?
    /// The view's `superview`.
    func superview(of view: View) -> View?
    /// The view's `subviews`, back to front.
    func subviews(of view: View) -> [View]
    /// `presentedViewController`.
    func presented(by controller: Controller) -> Controller?
    /// `presentingViewController`.
    func presenting(_ controller: Controller) -> Controller?
    /// The presentation facts of a presented controller.
    func presentation(of controller: Controller, in window: Window) -> PresentationFacts
    /// The controller's `supportedInterfaceOrientations` (its getter runs:
    /// it may call back into the app).
    func supportedMask(of controller: Controller) -> InterfaceOrientationMask
    /// The controller's `preferredInterfaceOrientationForPresentation`.
    func preferredForPresentation(of controller: Controller) -> InterfaceOrientation
    /// The controller's `orientationPolicy` (OrientationKit).
    func ownPolicy(of controller: Controller) -> OrientationPolicy?
    /// The policy of the SwiftUI views the controller hosts, if any.
    func hostedPolicy(of controller: Controller) -> OrientationPolicy?
    /// A name for diagnostics (the class name).
    func label(of controller: Controller) -> String
    /// The transition in progress for the controller (`transitionCoordinator`).
    func transition(of controller: Controller) -> Transition?
    /// True when the transition is driven by the user's finger (`isInteractive`).
    func isInteractive(_ transition: Transition) -> Bool
    /// Runs `body` when the transition ends (`animate(alongsideTransition:completion:)`),
    /// with whether it was cancelled. Returns false when UIKit did not queue
    /// it (then `body` never runs).
    func whenEnded(_ transition: Transition, _ body: @escaping @MainActor (_ cancelled: Bool) -> Void) -> Bool

    // MARK: Probes

    /// True when the controller has the library's probe child.
    func hasProbe(_ controller: Controller) -> Bool
    /// Adds the library's probe as a child of the controller.
    func addProbe(to controller: Controller)
    /// Removes the controller's probe.
    func removeProbe(from controller: Controller)
    /// True when the probe's view is in the controller's view tree.
    func isProbeViewInstalled(in controller: Controller) -> Bool
    /// Inserts the probe's view behind the controller's views, into `host`.
    func insertProbeView(in controller: Controller, into host: ProbeViewHost)

    /// The library's pop guard among the recognizers of the navigation
    /// controller's view (`gestureRecognizers`), if it has one. The guard
    /// asks ``OrientationDriver/popWouldRotate(_:)`` on each touch.
    func popGuard(of navigation: Controller) -> Recognizer?
    /// Adds a new pop guard to the navigation controller's loaded view
    /// (`addGestureRecognizer(_:)`) and returns it.
    func addPopGuard(to navigation: Controller) -> Recognizer
    /// The navigation controller's pop recognizers: the edge pop
    /// (`interactivePopGestureRecognizer`) and, from iOS 26, the content
    /// pop (`interactiveContentPopGestureRecognizer`).
    func popRecognizers(of navigation: Controller) -> [Recognizer]
    /// `recognizer.require(toFail: guardRecognizer)`.
    func require(_ recognizer: Recognizer, toFail guardRecognizer: Recognizer)

    // MARK: Calls

    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+).
    func setNeedsUpdateOfSupportedInterfaceOrientations(_ controller: Controller)
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (iOS 26+).
    func setNeedsUpdateOfPrefersInterfaceOrientationLocked(_ controller: Controller)
    /// `setNeedsStatusBarAppearanceUpdate()` and
    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
    func setNeedsAppearanceUpdate(_ controller: Controller)
    /// `requestGeometryUpdate(.iOS(interfaceOrientations:))` on the scene
    /// (iOS 16+); `errorHandler` runs on the main actor with the error.
    func requestGeometryUpdate(
        _ mask: InterfaceOrientationMask, in scene: Scene,
        errorHandler: @escaping @MainActor (GeometryRequestFailure) -> Void)
    /// Below iOS 16: `UIDevice.current.setValue(_, forKey: "orientation")`.
    func setLegacyDeviceOrientation(_ orientation: DeviceOrientation)
    /// Below iOS 16: `UIViewController.attemptRotationToDeviceOrientation()`.
    func attemptRotationToDeviceOrientation()
    /// `UIDevice.beginGeneratingDeviceOrientationNotifications()`.
    func beginGeneratingDeviceOrientationNotifications()
    /// `UIDevice.endGeneratingDeviceOrientationNotifications()`.
    func endGeneratingDeviceOrientationNotifications()
    /// Runs `work` on the next turn of the main actor.
    func onNextTurn(_ work: @escaping @MainActor () -> Void)
    /// Runs `work` on the main actor after `seconds`.
    func after(seconds: Double, _ work: @escaping @MainActor () -> Void)
}
