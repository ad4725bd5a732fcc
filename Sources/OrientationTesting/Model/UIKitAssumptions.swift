/// The choices the UIKit model makes where UIKitRules.md marks a rule
/// uncertain (U). Every choice is explicit and can be changed, so a test can
/// show how a flow behaves under either reading.
///
/// The defaults follow the most widely observed behaviour; each property
/// names the rule it settles.
public struct UIKitAssumptions: Sendable, Hashable {
    /// Who owns orientation under a `.overFullScreen` presentation (rule 7).
    public enum OverFullScreenOwnership: String, Sendable, Hashable, CaseIterable {
        /// The presenter chain keeps ownership (its views stay in the window),
        /// and the presented controller narrows the mask only when its own
        /// orientations are a strict subset of the covered owner's: a portrait
        /// controller over an all-orientations one behaves like `.fullScreen`,
        /// the reverse cannot rotate (the article's observations).
        case narrowsWhenSubset
        /// The presenter chain keeps ownership; the presented controller is
        /// never asked (the documentation's reading, RE walk of rule 6).
        case presenterKeeps
        /// The presented controller owns orientation, as with `.fullScreen`.
        case presentedOwns
    }

    /// Who owns orientation under `.currentContext` and `.overCurrentContext` (rule 7).
    public enum ContextOwnership: String, Sendable, Hashable, CaseIterable {
        /// The root chain owns: the context's views stay in the window.
        case presenterKeeps
        /// The presented controller owns, as with `.fullScreen`.
        case presentedOwns
    }

    /// `.overFullScreen` ownership (rule 7). Default: ``OverFullScreenOwnership/narrowsWhenSubset``.
    public var overFullScreen: OverFullScreenOwnership
    /// `.currentContext` / `.overCurrentContext` ownership (rule 7).
    /// Default: ``ContextOwnership/presenterKeeps``.
    public var currentContext: ContextOwnership
    /// True: on a phone (compact width) a `.popover` adapts to full screen and
    /// the presented controller owns orientation; on a pad the presenter keeps
    /// it (rule 7). Default true.
    public var popoverAdaptsToFullScreenOnPhone: Bool
    /// True: below iOS 13, page and form sheets on a phone adapt to full
    /// screen and the presented controller owns orientation (rule 7). Default true.
    public var sheetsAdaptToFullScreenOnPhoneBefore13: Bool
    /// True: a `.custom` presentation's controller removes the presenter's
    /// views (`shouldRemovePresentersView`), so the presented controller owns
    /// (rule 7). Default false, UIKit's default.
    public var customRemovesPresentersView: Bool
    /// True: from iOS 16 on, `shouldAutorotate == false` still blocks device
    /// rotation and the empty-intersection exception, as before 16
    /// (rules 17, 20). Default false: it is ignored from 16 on.
    public var shouldAutorotateHonouredFrom16: Bool
    /// True: from iOS 16 on, a device rotation is checked against the mask
    /// last published to the system (at launch, on presentation and
    /// dismissal, by `setNeedsUpdateOfSupportedInterfaceOrientations`), not
    /// asked afresh (rules 20, 23). Default true.
    public var rotationUsesPublishedMaskFrom16: Bool
    /// True: `setNeedsUpdateOfSupportedInterfaceOrientations` also turns the
    /// interface to the device's orientation when it becomes allowed, as
    /// `attemptRotationToDeviceOrientation` does below 16. Default false:
    /// it rotates only when the current orientation is no longer allowed
    /// (rule 23, UIKitRules.md section J).
    public var setNeedsUpdateFollowsDevice: Bool
    /// True: under Stage Manager, apps that opt out of multitasking
    /// (`UIRequiresFullScreen`, or not all four orientations) are resizable
    /// too, so their masks are ignored and geometry requests fail with 101
    /// (rule 30, iPadOS 16 to 25; iPadOS 26 documents compatibility mode,
    /// rule 67). Default false: they keep their orientation control.
    public var stageManagerResizesFullScreenApps: Bool
    /// True: on returning to the foreground UIKit turns the interface to the
    /// device's orientation whenever it is allowed. Default false: only a
    /// rotation that happened while the app was in the background applies.
    public var foregroundRetestsDevice: Bool
    /// True: iPhone Mirroring, a resized iPhone app on iPad and the inner
    /// display of a foldable iPhone hold `prefersInterfaceOrientationLocked`
    /// (iOS 26+). Default false: such scenes are not the size of the screen,
    /// one of the lock's three conditions (rule 68; an open question).
    public var resizableScenesHoldOrientationLock: Bool
    /// True: while the iPhone is mirrored on a Mac (and locked), turning it
    /// does not turn the app (rule 65). Default true.
    public var mirroringIgnoresDeviceRotation: Bool
    /// True: in iPhone Mirroring after a resize, `requestGeometryUpdate` is
    /// accepted and does nothing (the scene stays portrait). Default false:
    /// it is refused with `UISceneErrorDomain` 101, as in every other
    /// resizable environment (rule 69; nobody has reported it).
    public var resizedMirroringAcceptsGeometryRequests: Bool
    /// The order in which UIKit picks "some supported orientation" when it
    /// must leave an unsupported one and has no preferred orientation and no
    /// allowed device orientation (rule 21). Default: portrait,
    /// landscapeRight, landscapeLeft, portraitUpsideDown.
    public var fallbackOrder: [InterfaceOrientation]
    /// Which window of a scene with several UIKit asks (rule 51).
    /// Default: ``SceneOrientationWindow/topmostVisible``.
    public var sceneOrientationWindow: SceneOrientationWindow = .topmostVisible

    /// Creates assumptions; every argument defaults to the documented choice.
    public init(
        overFullScreen: OverFullScreenOwnership = .narrowsWhenSubset,
        currentContext: ContextOwnership = .presenterKeeps,
        popoverAdaptsToFullScreenOnPhone: Bool = true,
        sheetsAdaptToFullScreenOnPhoneBefore13: Bool = true,
        customRemovesPresentersView: Bool = false,
        shouldAutorotateHonouredFrom16: Bool = false,
        rotationUsesPublishedMaskFrom16: Bool = true,
        setNeedsUpdateFollowsDevice: Bool = false,
        stageManagerResizesFullScreenApps: Bool = false,
        foregroundRetestsDevice: Bool = false,
        resizableScenesHoldOrientationLock: Bool = false,
        mirroringIgnoresDeviceRotation: Bool = true,
        resizedMirroringAcceptsGeometryRequests: Bool = false,
        fallbackOrder: [InterfaceOrientation] = [
            .portrait, .landscapeRight, .landscapeLeft,
            .portraitUpsideDown,
        ]
    ) {
        self.overFullScreen = overFullScreen
        self.currentContext = currentContext
        self.popoverAdaptsToFullScreenOnPhone = popoverAdaptsToFullScreenOnPhone
        self.sheetsAdaptToFullScreenOnPhoneBefore13 = sheetsAdaptToFullScreenOnPhoneBefore13
        self.customRemovesPresentersView = customRemovesPresentersView
        self.shouldAutorotateHonouredFrom16 = shouldAutorotateHonouredFrom16
        self.rotationUsesPublishedMaskFrom16 = rotationUsesPublishedMaskFrom16
        self.setNeedsUpdateFollowsDevice = setNeedsUpdateFollowsDevice
        self.stageManagerResizesFullScreenApps = stageManagerResizesFullScreenApps
        self.foregroundRetestsDevice = foregroundRetestsDevice
        self.resizableScenesHoldOrientationLock = resizableScenesHoldOrientationLock
        self.mirroringIgnoresDeviceRotation = mirroringIgnoresDeviceRotation
        self.resizedMirroringAcceptsGeometryRequests = resizedMirroringAcceptsGeometryRequests
        self.fallbackOrder = fallbackOrder
    }
}
