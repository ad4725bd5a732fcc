/// A model of UIKit's orientation behaviour for one window (UIKitRules.md):
/// who is asked, the masks, the intersection and its exceptions, and how the
/// interface orientation reacts to rotations, presentations and the calls a
/// driver makes. Below iOS 16 and from 16 on it behaves as the rules say.
///
/// Exceptions never stop the model: their reasons are logged and the
/// orientation stays as it was.
final class UIKitModel {
    /// What happened during the current step, drained by the simulation.
    struct Log {
        /// `UIApplicationInvalidInterfaceOrientation` reasons.
        var exceptions: [String] = []
        /// Console messages and notes.
        var notes: [String] = []
        /// Errors passed to geometry request handlers.
        var geometryErrors: [GeometryRequestError] = []
        /// The rules applied by the step's events (``RuleTrace``).
        var rules = RuleTrace()
    }

    /// The idiom.
    let idiom: Idiom
    /// The iOS major version.
    let os: Int
    /// Whether the device has a home button.
    let homeButton: Bool
    /// The choices for uncertain rules.
    let assumptions: UIKitAssumptions
    /// Info.plist `UISupportedInterfaceOrientations`, `nil` when absent.
    let infoPlistMask: InterfaceOrientationMask?
    /// The window scene: its environment and what UIKit honours there
    /// (rules 28-30, 60-79).
    var scene: ModelScene
    /// Which delegate carries the app's answer (rule 70).
    var authority: OrientationAuthority = .appDelegate
    /// The app's answer to UIKit's orientation question, when implemented:
    /// the app delegate's `application(_:supportedInterfaceOrientationsFor:)`
    /// (rule 14) or the scene delegate's `supportedInterfaceOrientations(for:)`
    /// (rule 70), as ``authority`` says. It receives the window UIKit asks
    /// about: `nil` for the app's own window, else an extra window's id (rule 52).
    var appDelegateMask: ((String?) -> InterfaceOrientationMask)?
    /// Called each time UIKit asks the app's authority and publishes the
    /// result, with the mask it published (a driver's app delegate learns
    /// that its answer was read).
    var answerRead: (InterfaceOrientationMask) -> Void = { _ in }
    /// The owner's answer to `prefersInterfaceOrientationLocked` (through
    /// `childForInterfaceOrientationLock`), iOS 26+ (rule 68).
    var lockPreference: () -> Bool = { false }
    /// The lock preference UIKit read last: at
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` and when the
    /// owner changes (rule 68).
    private(set) var lockPreferred = false
    /// What the scene does with geometry requests it accepts (rule 72).
    var acceptedRequestOutcome: GeometryRequestOutcome = .carriedOut

    /// The app's own window.
    var window: ModelWindow {
        didSet { cachedOwner = nil }
    }
    /// The scene's other windows (rules 50-55), in declaration order.
    var extraWindows: [ModelExtraWindow] = [] {
        didSet { cachedOwner = nil }
    }
    /// The owner for the current windows, computed once per change of them.
    private var cachedOwner: String?
    /// The interface orientation shown.
    private(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// `UIDevice.orientation`: the physical orientation, or what the legacy
    /// path set it to (rule 26).
    private(set) var deviceOrientation: DeviceOrientation
    /// The mask last published to the system (rules 23, 25).
    private(set) var publishedMask: InterfaceOrientationMask = []
    /// False while the app is in the background.
    private(set) var isActive = true
    /// True when the device turned while the app was in the background.
    var deviceMovedWhileInactive = false
    /// The user's rotation lock (portrait): `UIDevice.orientation` stays
    /// portrait and no rotation is reported (rule 56).
    var rotationLocked = false
    /// The owner at the last evaluation.
    private(set) var lastOwner: String?
    /// What happened since the last drain.
    var log = Log()

    /// Creates a model; call ``launch()`` next.
    init(
        idiom: Idiom, os: Int, homeButton: Bool, device: DeviceOrientation, assumptions: UIKitAssumptions,
        infoPlistMask: InterfaceOrientationMask?, scene: ModelScene, window: ModelWindow
    ) {
        self.idiom = idiom
        self.os = os
        self.homeButton = homeButton
        self.deviceOrientation = device
        self.assumptions = assumptions
        self.infoPlistMask = infoPlistMask?.isEmpty == true ? nil : infoPlistMask
        self.scene = scene
        self.window = window
    }

    /// Rule 4: a phone without a home button cannot show portrait upside
    /// down (an iPhone app on iPad runs on iPad hardware).
    var deviceMask: InterfaceOrientationMask { scene.deviceMask(homeButton: homeButton) }

    /// Rules 14 and 70: the app's answer when UIKit asks its authority on
    /// this version, else Info.plist, else the idiom's default.
    var appMask: InterfaceOrientationMask {
        let answer = authority.isAsked(osMajorVersion: os) ? appDelegateMask?(orientationWindowID) : nil
        return answer ?? infoPlistMask ?? idiom.defaultMask
    }

    /// True when the scene can resize and the system ignores orientation
    /// masks (rules 29-30, 60-67).
    var masksIgnored: Bool { !scene.masksHonoured }

    /// Rule 68: UIKit holds the orientation lock preference: iOS 26+, the
    /// owner prefers it and the scene meets the three conditions.
    var orientationLockHeld: Bool { lockPreferred && scene.lockConditionsHold }

    /// Rule 68: UIKit reads the owner's `prefersInterfaceOrientationLocked`;
    /// a lock released while the device is held elsewhere lets the
    /// interface follow the device again.
    func readLockPreference() {
        let held = orientationLockHeld
        lockPreferred = os >= 26 && lockPreference()
        if held != orientationLockHeld { cite(68, for: .orientation) }
        if held && !orientationLockHeld && isActive { followDevice(askAfresh: false) }
    }

    /// The owner rules for this device.
    var ownerRules: OwnerRules {
        OwnerRules(idiom: idiom, os: os, assumptions: assumptions, deviceMask: deviceMask)
    }

    /// The view controller UIKit asks (rules 5-7) in the window it asks
    /// about (rule 51), computed once per change of the windows.
    var owner: String {
        if let cachedOwner { return cachedOwner }
        let found = ownerRules.owner(of: orientationWindow)
        cachedOwner = found
        return found
    }

    /// The owner's model, if declared.
    var ownerController: ModelViewController? { orientationWindow.controllers[owner] }

    /// The owner's own `supportedInterfaceOrientations` (default or override).
    var ownerSupported: InterfaceOrientationMask {
        ownerController?.supported(idiom: idiom) ?? idiom.defaultMask
    }

    /// True when the owner's `shouldAutorotate == false` counts (rules 10, 17, 20).
    var ownerBlocksRotation: Bool {
        guard let vc = ownerController, !vc.shouldAutorotate else { return false }
        return os < 16 || assumptions.shouldAutorotateHonouredFrom16
    }

    /// The effective mask (rule 16) without side effects; empty when UIKit would throw.
    var effectiveMask: InterfaceOrientationMask {
        if masksIgnored { return deviceMask }
        return ownerSupported.intersection(appMask).intersection(deviceMask)
    }

    /// Asks the owner and the app (rules 16-17): the effective mask, or `nil`
    /// after logging the exception (or silently, when `shouldAutorotate`
    /// is false and counts).
    func evaluate() -> InterfaceOrientationMask? {
        lastOwner = owner
        let mask = effectiveMask
        guard mask.isEmpty else { return mask }
        if !ownerBlocksRotation {
            cite(17, for: .exception)
            log.exceptions.append(
                UIKitExceptionReason.noCommonOrientation(
                    ownerClass: ownerController?.className ?? owner, os: os))
        }
        return nil
    }

    /// Evaluates and publishes; an empty result publishes the current
    /// orientation's bit (rule 16, RE fallback).
    @discardableResult
    func evaluateAndPublish() -> InterfaceOrientationMask? {
        let mask = evaluate()
        publishedMask = mask ?? interfaceOrientation.mask
        if !masksIgnored && authority.isAsked(osMajorVersion: os) { answerRead(publishedMask) }
        return mask
    }

    /// Rule 21's fallback: the owner's preferred orientation, the device's,
    /// then the first of ``UIKitAssumptions/fallbackOrder`` that is allowed.
    func fallback(in mask: InterfaceOrientationMask) -> InterfaceOrientation {
        cite(21, for: .orientation)
        if let p = ownerController?.preferredForPresentation, mask.contains(p) { return p }
        if let d = deviceOrientation.interfaceOrientation, mask.contains(d) { return d }
        return assumptions.fallbackOrder.first { mask.contains($0) } ?? mask.orientations.first ?? interfaceOrientation
    }

    /// Shows an orientation.
    func show(_ orientation: InterfaceOrientation) {
        guard orientation != .unknown else { return }
        interfaceOrientation = orientation
    }

    /// Sets `UIDevice.orientation` without any reaction.
    func setDeviceValue(_ orientation: DeviceOrientation) {
        deviceOrientation = orientation
    }

    /// Sets whether the app is active.
    func setActive(_ active: Bool) {
        isActive = active
    }

    /// Returns and clears the log.
    func drainLog() -> Log {
        defer { log = Log() }
        return log
    }
}
