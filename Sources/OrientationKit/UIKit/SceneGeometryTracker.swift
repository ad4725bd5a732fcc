#if canImport(UIKit) && os(iOS)
import UIKit

/// Follows one window's scene geometry for ``OrientationManager``: key-value
/// observation of `effectiveGeometry` (iOS 16+, rule 37), a count of the
/// user's resizes, and the scene's conditions as far as an app can see
/// them (rules 60-73). Not a timer: it reacts to the scene's callbacks only.
@MainActor
final class SceneGeometryTracker {
    /// How many times the scene's size changed other than by a rotation.
    private(set) var resizeCount = 0
    private var lastSize: CGSize?
    private var observation: NSKeyValueObservation?
    private weak var observedScene: UIWindowScene?

    /// Observes `window`'s scene; `onChange` runs on the main actor after
    /// each geometry change.
    func observe(_ window: UIWindow, onChange: @escaping @MainActor () -> Void) {
        guard let scene = window.windowScene, scene !== observedScene else { return }
        observedScene = scene
        observation = nil
        note(window)
        if #available(iOS 16.0, *) {
            observation = scene.observe(\.effectiveGeometry, options: [.new]) { _, _ in
                Task { @MainActor in onChange() }
            }
        }
    }

    /// Records the window's size: a change other than width and height
    /// swapping (a rotation) is a resize, as is an interactive resize in
    /// progress (iOS 26+).
    func note(_ window: UIWindow) {
        let size = window.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let normalized = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        if let lastSize, lastSize != normalized {
            resizeCount += 1
        } else if lastSize != nil, window.windowScene?.isResizingInteractively == true, resizeCount == 0 {
            resizeCount = 1
        }
        lastSize = normalized
    }

    /// The scene's conditions as far as the app can tell (rules 60-73):
    ///
    /// - iPad: a window smaller than its screen is `windowed`; masks are
    ///   ignored in a window and for an app eligible for multitasking.
    /// - An iPhone app on iPad (`UIDevice.model` says iPad) honours masks
    ///   until the first resize when the iOS 27 rules apply (rule 62).
    /// - Another iPhone scene with size restrictions on iOS 27 is resizable
    ///   (iPhone Mirroring or a foldable's inner display look alike): masks
    ///   honoured until the first resize; a windowing refusal teaches the
    ///   engine the rest (rule 69).
    /// - The orientation lock preference can hold from iOS 26 when the
    ///   window fills its screen (centred and screen-sized; occlusion is
    ///   only seen afterwards, rule 68).
    func conditions(of window: UIWindow, facts: SceneFacts) -> SceneConditions {
        let fillsScreen = Self.fillsScreen(window)
        let environment: SceneEnvironment
        var honoursMasks = true
        if facts.idiom == .pad {
            environment = fillsScreen ? .fullScreen : .windowed
            honoursMasks = !facts.multitaskingEligible && (fillsScreen || facts.osMajorVersion >= 26)
        } else if facts.runsOnIPad {
            environment = .phoneOnPad
            honoursMasks = !(facts.resizabilityRules && !facts.requiresFullScreen && resizeCount > 0)
        } else if facts.resizabilityRules, window.windowScene?.sizeRestrictions != nil {
            environment = .resizable
            honoursMasks = facts.requiresFullScreen || resizeCount == 0
        } else {
            environment = .fullScreen
        }
        if let forced = facts.forcedHonoursMasks { honoursMasks = forced }
        let lockCanHold = facts.osMajorVersion >= 26 && fillsScreen && environment != .windowed
        return SceneConditions(
            environment: environment, honoursMasks: honoursMasks,
            honoursOrientationLock: lockCanHold, resizeCount: resizeCount)
    }

    /// True when the window has its screen's size, either way round.
    static func fillsScreen(_ window: UIWindow) -> Bool {
        let screen = (window.windowScene?.screen ?? window.screen).bounds.size
        let size = window.bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        return size == screen || size == CGSize(width: screen.height, height: screen.width)
    }
}

/// What the detection of ``SceneGeometryTracker/conditions(of:facts:)``
/// needs besides the window.
struct SceneFacts {
    /// The app's idiom.
    var idiom: Idiom
    /// The running iOS major version.
    var osMajorVersion: Int
    /// The SDK the app was linked against, as its Info.plist says.
    var linkedSDK: Int
    /// The Info.plist side of iPad multitasking eligibility (rules 28, 63).
    var multitaskingEligible: Bool
    /// Info.plist `UIRequiresFullScreen`.
    var requiresFullScreen: Bool
    /// The hardware is an iPad while the app has the phone idiom.
    var runsOnIPad: Bool
    /// ``OrientationManager/Configuration/platformHonoursMasks``, when set.
    var forcedHonoursMasks: Bool?

    /// Rule 61: the iOS 27 resizability rules apply.
    var resizabilityRules: Bool { osMajorVersion >= 27 && linkedSDK >= 27 }
}
#endif
