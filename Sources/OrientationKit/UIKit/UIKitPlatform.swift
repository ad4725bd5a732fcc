#if canImport(UIKit) && os(iOS)
import OrientationCore
import OrientationDriver
import UIKit

/// The UIKit adapter of the driver's seam: each member forwards one UIKit
/// read, call or callback and decides nothing (availability checks aside),
/// so that it can be checked by eye against Apple's documentation. Every
/// decision is in `OrientationDriver`, tested on Linux.
@MainActor
final class UIKitPlatform: OrientationPlatform {
    typealias Window = UIWindow
    typealias Scene = UIWindowScene
    typealias Controller = UIViewController
    typealias Transition = AnyObject
    typealias View = UIView
    typealias Recognizer = UIGestureRecognizer

    var osMajorVersion: Int { ProcessInfo.processInfo.operatingSystemVersion.majorVersion }
    var idiom: Idiom { UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone }
    var deviceModel: String { UIDevice.current.model }
    var isAppActive: Bool { UIApplication.shared.applicationState == .active }
    var deviceOrientation: DeviceOrientation { DeviceOrientation(UIDevice.current.orientation) }
    var bundle: AppBundle { BundleReader.read(.main) }
    var appDelegateAnswersOrientations: Bool {
        let selector = #selector(UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:))
        return UIApplication.shared.delegate?.responds(to: selector) ?? false
    }
    func sceneDelegateAnswersOrientations(_ scene: UIWindowScene) -> Bool {
        SceneDelegateAuthority.answers(for: scene)
    }

    var connectedScenes: [UIWindowScene] { UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene } }
    func windows(of scene: UIWindowScene) -> [UIWindow] { scene.windows }
    func scene(of window: UIWindow) -> UIWindowScene? { window.windowScene }
    func sceneDelegateWindow(of scene: UIWindowScene) -> UIWindow? {
        (scene.delegate as? UIWindowSceneDelegate)?.window ?? nil
    }
    var appDelegateWindow: UIWindow? { UIApplication.shared.delegate?.window ?? nil }
    func facts(of window: UIWindow) -> WindowFacts {
        let type: AnyClass = Swift.type(of: window)
        let screen = (window.windowScene?.screen ?? window.screen).bounds.size
        return WindowFacts(
            level: Double(window.windowLevel.rawValue), isHidden: window.isHidden,
            hasRootController: window.rootViewController != nil,
            isBaseWindowClass: type == UIWindow.self, isClassFromUIKit: Bundle(for: type) == Bundle(for: UIWindow.self),
            isKey: window.isKeyWindow, size: Size(window.bounds.size), screenSize: Size(screen),
            hasBottomInset: window.safeAreaInsets.bottom > 0)
    }
    func rootController(of window: UIWindow) -> UIViewController? { window.rootViewController }
    func shownOrientation(of scene: UIWindowScene) -> InterfaceOrientation { scene.shownOrientation }
    func geometry(of scene: UIWindowScene) -> SceneGeometry {
        SceneGeometry(
            hasSizeRestrictions: scene.sizeRestrictions != nil, isResizingInteractively: scene.isResizingInteractively)
    }
    func observeGeometry(of scene: UIWindowScene, _ onChange: @escaping @MainActor () -> Void) -> AnyObject? {
        guard #available(iOS 16.0, *) else { return nil }
        return scene.observe(\.effectiveGeometry, options: [.new]) { _, _ in
            Task { @MainActor in onChange() }
        }
    }

    func window(of controller: UIViewController) -> UIWindow? { controller.viewIfLoaded?.window }
    func view(of controller: UIViewController) -> ViewFacts {
        guard let view = controller.viewIfLoaded else { return .notLoaded }
        return ViewFacts(
            isInWindow: view.window != nil, isHidden: view.isHidden, alpha: Double(view.alpha),
            host: view is UIVisualEffectView ? .contentView : .view)
    }
    func parent(of controller: UIViewController) -> UIViewController? { controller.parent }
    func children(of controller: UIViewController) -> [UIViewController] { controller.children }
    func kind(of controller: UIViewController) -> ControllerKind { ControllerClassInspector.kind(of: controller) }
    func navigationStack(of controller: UIViewController) -> [UIViewController] {
        (controller as? UINavigationController)?.viewControllers ?? []
    }
    func tabs(of controller: UIViewController) -> [UIViewController]? {
        (controller as? UITabBarController)?.viewControllers
    }
    func selectedTab(of controller: UIViewController) -> UIViewController? {
        (controller as? UITabBarController)?.selectedViewController
    }
    func moreNavigationController(of controller: UIViewController) -> UIViewController? {
        (controller as? UITabBarController)?.moreNavigationController
    }
    func splitColumns(of controller: UIViewController) -> [UIViewController] {
        (controller as? UISplitViewController)?.viewControllers ?? []
    }
    func isCollapsed(_ controller: UIViewController) -> Bool {
        (controller as? UISplitViewController)?.isCollapsed ?? false
    }
    func pages(of controller: UIViewController) -> [UIViewController] {
        (controller as? UIPageViewController)?.viewControllers ?? []
    }
    func childrenForInterfaceOrientation(of controller: UIViewController) -> [UIViewController]? {
        (controller as? OrientationChildProviding)?.childrenForInterfaceOrientation
    }
    func loadedView(of controller: UIViewController) -> UIView? { controller.viewIfLoaded }
    func superview(of view: UIView) -> UIView? { view.superview }
    func subviews(of view: UIView) -> [UIView] { view.subviews }
    func presented(by controller: UIViewController) -> UIViewController? { controller.presentedViewController }
    func presenting(_ controller: UIViewController) -> UIViewController? { controller.presentingViewController }
    func presentation(of controller: UIViewController, in window: UIWindow) -> PresentationFacts {
        let presentation = controller.presentationController
        return PresentationFacts(
            style: PresentationStyle(controller.modalPresentationStyle),
            isBeingPresented: controller.isBeingPresented, isBeingDismissed: controller.isBeingDismissed,
            removesPresentersView: presentation?.shouldRemovePresentersView ?? false,
            adaptsToFullScreen: presentation?.adaptivePresentationStyle(for: window.traitCollection) == .fullScreen)
    }
    func supportedMask(of controller: UIViewController) -> InterfaceOrientationMask {
        InterfaceOrientationMask(controller.supportedInterfaceOrientations)
    }
    func preferredForPresentation(of controller: UIViewController) -> InterfaceOrientation {
        InterfaceOrientation(controller.preferredInterfaceOrientationForPresentation)
    }
    func ownPolicy(of controller: UIViewController) -> OrientationPolicy? { controller.orientationPolicy }
    func hostedPolicy(of controller: UIViewController) -> OrientationPolicy? {
        SwiftUIHostedPolicies.shared.policy(for: controller)
    }
    func label(of controller: UIViewController) -> String { String(describing: type(of: controller)) }
    func transition(of controller: UIViewController) -> AnyObject? { controller.transitionCoordinator }
    func isInteractive(_ transition: AnyObject) -> Bool {
        (transition as? any UIViewControllerTransitionCoordinator)?.isInteractive ?? false
    }
    func whenEnded(_ transition: AnyObject, _ body: @escaping @MainActor (Bool) -> Void) -> Bool {
        guard let coordinator = transition as? any UIViewControllerTransitionCoordinator else { return false }
        return coordinator.animate(alongsideTransition: nil) { context in body(context.isCancelled) }
    }

    func hasProbe(_ controller: UIViewController) -> Bool {
        OrientationProbeViewController.probe(of: controller) != nil
    }
    func addProbe(to controller: UIViewController) { OrientationProbeViewController.add(to: controller) }
    func removeProbe(from controller: UIViewController) { OrientationProbeViewController.remove(from: controller) }
    func isProbeViewInstalled(in controller: UIViewController) -> Bool {
        OrientationProbeViewController.probe(of: controller)?.viewIfLoaded?.superview != nil
    }
    func insertProbeView(in controller: UIViewController, into host: ProbeViewHost) {
        OrientationProbeViewController.probe(of: controller)?.insertView(in: controller, into: host)
    }
    func popGuard(of navigation: UIViewController) -> UIGestureRecognizer? {
        navigation.viewIfLoaded?.gestureRecognizers?.first { $0 is InteractivePopGestureGuard }
    }
    func addPopGuard(to navigation: UIViewController) -> UIGestureRecognizer {
        let added = InteractivePopGestureGuard(navigation: navigation)
        navigation.viewIfLoaded?.addGestureRecognizer(added)
        return added
    }
    func popRecognizers(of navigation: UIViewController) -> [UIGestureRecognizer] {
        guard let navigation = navigation as? UINavigationController else { return [] }
        var recognizers = [navigation.interactivePopGestureRecognizer].compactMap { $0 }
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let content = navigation.interactiveContentPopGestureRecognizer {
            recognizers.append(content)
        }
        #endif
        return recognizers
    }
    func require(_ recognizer: UIGestureRecognizer, toFail guardRecognizer: UIGestureRecognizer) {
        recognizer.require(toFail: guardRecognizer)
    }

    func setNeedsUpdateOfSupportedInterfaceOrientations(_ controller: UIViewController) {
        if #available(iOS 16.0, *) { controller.setNeedsUpdateOfSupportedInterfaceOrientations() }
    }
    func setNeedsUpdateOfPrefersInterfaceOrientationLocked(_ controller: UIViewController) {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *) { controller.setNeedsUpdateOfPrefersInterfaceOrientationLocked() }
        #endif
    }
    func setNeedsAppearanceUpdate(_ controller: UIViewController) {
        controller.setNeedsStatusBarAppearanceUpdate()
        controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
    }
    func requestGeometryUpdate(
        _ mask: InterfaceOrientationMask, in scene: UIWindowScene,
        errorHandler: @escaping @MainActor (GeometryRequestFailure) -> Void
    ) {
        guard #available(iOS 16.0, *) else { return }
        let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: UIInterfaceOrientationMask(mask))
        // UIKit may call the handler on any thread: only Sendable values
        // leave it, on the main actor.
        scene.requestGeometryUpdate(preferences) { @Sendable error in
            let failure = error as NSError
            let value = GeometryRequestFailure(
                isSceneError: failure.domain == UISceneErrorDomain, code: failure.code,
                message: failure.localizedDescription)
            Task { @MainActor in errorHandler(value) }
        }
    }
    func setLegacyDeviceOrientation(_ orientation: DeviceOrientation) {
        if #available(iOS 16.0, *) {
            // Never from iOS 16 on (rule 27): the plan does not emit it there.
        } else {
            UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
        }
    }
    func attemptRotationToDeviceOrientation() {
        if #available(iOS 16.0, *) {
            // Deprecated from iOS 16 on; the plan does not emit it there.
        } else {
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }
    func beginGeneratingDeviceOrientationNotifications() {
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }
    func endGeneratingDeviceOrientationNotifications() {
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }
    func after(seconds: Double, _ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            work()
        }
    }
}

extension Size {
    /// A core size from a UIKit one.
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}
#endif
