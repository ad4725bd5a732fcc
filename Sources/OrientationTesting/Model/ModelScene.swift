/// The window scene of the model: where it runs and what UIKit honours
/// there (docs/UIKitRules.md, rules 28-30 and 60-79). Resizes, folds and
/// unfolds change it; everything else reads it.
struct ModelScene: Hashable {
    /// The idiom of the app (an iPhone app on iPad has the phone idiom).
    let idiom: Idiom
    /// The iOS major version of the device.
    let os: Int
    /// The SDK the app links (rule 61).
    let sdk: Int
    /// Info.plist `UIRequiresFullScreen`.
    let requiresFullScreen: Bool
    /// Info.plist `UISupportedInterfaceOrientations`, `nil` when absent.
    let infoPlistMask: InterfaceOrientationMask?
    /// The choices for uncertain rules.
    let assumptions: UIKitAssumptions
    /// Where the scene runs now (a fold or unfold changes it).
    private(set) var environment: SceneEnvironment
    /// How many times the user resized the scene (folds and unfolds count).
    private(set) var resizeCount = 0

    /// Creates a scene.
    init(
        environment: SceneEnvironment, idiom: Idiom, os: Int, sdk: Int, requiresFullScreen: Bool,
        infoPlistMask: InterfaceOrientationMask?, assumptions: UIKitAssumptions
    ) {
        self.environment = environment
        self.idiom = idiom
        self.os = os
        self.sdk = sdk
        self.requiresFullScreen = requiresFullScreen
        self.infoPlistMask = infoPlistMask
        self.assumptions = assumptions
    }

    /// Rule 61: the resizability rules of iOS 27 apply to an app linked
    /// against the iOS 27 SDK running on iOS 27; an older SDK keeps the old
    /// behaviour.
    var resizabilityRules: Bool { os >= 27 && sdk >= 27 }

    /// Rule 64: with the iOS 27 rules, `UIRequiresFullScreen` means discrete
    /// resizing that honours the supported orientations.
    var discreteResizing: Bool { resizabilityRules && requiresFullScreen }

    /// Rules 28 and 63: an iPad app without `UIRequiresFullScreen` takes
    /// part in multitasking when it declares all four orientations; with the
    /// iOS 27 rules, orientations are no longer a condition (a launch
    /// storyboard is assumed).
    var isMultitaskingEligible: Bool {
        guard idiom == .pad, !requiresFullScreen, environment.isIPadMultitasking else { return false }
        return resizabilityRules || (infoPlistMask ?? .all) == .all
    }

    /// Whether UIKit consults the app's masks in this scene now.
    var masksHonoured: Bool {
        switch environment {
        case .fullScreen:
            return !isMultitaskingEligible // rules 29, 60
        case .windowed:
            if isMultitaskingEligible { return false } // rule 29
            if resizabilityRules || os >= 26 { return true } // rules 64, 67
            if os >= 16 { return !assumptions.stageManagerResizesFullScreenApps } // rule 30
            return true // no windows before 16 for such apps
        case .mirroring, .phoneOnPad:
            guard resizabilityRules, !requiresFullScreen else { return true } // rules 61, 64
            return resizeCount == 0 // rule 62
        case .duoOuter:
            return true // rule 66
        case .duoInner:
            return !(resizabilityRules && !requiresFullScreen) // rules 61, 64, 66
        case .resizable:
            return false
        }
    }

    /// Rule 65: iPhone Mirroring, once resized, always runs in portrait.
    var reportsPortraitOnly: Bool {
        environment == .mirroring && !masksHonoured
    }

    /// Rule 68: the three conditions under which iOS 26+ may honour
    /// `prefersInterfaceOrientationLocked`: the scene is centred, the size
    /// of the screen, and not occluded.
    var lockConditionsHold: Bool {
        guard os >= 26 else { return false }
        switch environment {
        case .fullScreen, .duoOuter:
            return true
        case .windowed:
            return false
        case .phoneOnPad:
            return resizeCount > 0 && assumptions.resizableScenesHoldOrientationLock
        case .mirroring:
            return assumptions.resizableScenesHoldOrientationLock
        case .duoInner:
            return discreteResizing || assumptions.resizableScenesHoldOrientationLock
        case .resizable:
            return false
        }
    }

    /// Rule 65: the iPhone is locked while it is mirrored; its physical
    /// orientation does not turn the Mac window.
    var ignoresDeviceRotation: Bool {
        environment == .mirroring && assumptions.mirroringIgnoresDeviceRotation
    }

    /// What the device can show (rule 4); an iPhone app on iPad runs on iPad
    /// hardware.
    func deviceMask(homeButton: Bool) -> InterfaceOrientationMask {
        if environment == .phoneOnPad { return .all }
        return idiom == .phone && !homeButton ? .allButUpsideDown : .all
    }

    /// The scene's conditions as a driver reports them to the engine.
    var conditions: SceneConditions {
        SceneConditions(
            environment: environment, honoursMasks: masksHonoured,
            honoursOrientationLock: lockConditionsHold, resizeCount: resizeCount)
    }

    /// The user resizes the scene (rule 62); returns a problem when this
    /// scene cannot be resized.
    mutating func resize() -> String? {
        switch environment {
        case .fullScreen, .duoOuter:
            return "resize: \(environment.displayName) cannot be resized by the user"
        case .mirroring, .phoneOnPad:
            guard resizabilityRules else {
                return "resize: before the iOS 27 SDK and iOS 27, \(environment.displayName) is not resizable"
            }
        case .duoInner, .windowed, .resizable:
            break
        }
        resizeCount += 1
        return nil
    }

    /// The user unfolds a foldable iPhone (rule 66); returns a problem when
    /// it is not folded.
    mutating func unfold() -> String? {
        guard environment == .duoOuter else { return "unfold: only a folded foldable iPhone (duoOuter) unfolds" }
        environment = .duoInner
        resizeCount += 1
        return nil
    }

    /// The user folds a foldable iPhone (rule 66); returns a problem when
    /// it is not unfolded.
    mutating func fold() -> String? {
        guard environment == .duoInner else { return "fold: only an unfolded foldable iPhone (duoInner) folds" }
        environment = .duoOuter
        resizeCount += 1
        return nil
    }
}
