import OrientationCore

/// What the driver knows of a scene's geometry: its size history (the
/// user's resizes) and, from it, the scene's conditions as far as an app
/// can see them (rules 60-73).
struct SceneGeometryHistory: Sendable, Hashable {
    /// How many times the scene's size changed other than by a rotation.
    private(set) var resizeCount = 0
    private var lastSize: Size?

    /// Records the window's size: a change other than width and height
    /// swapping (a rotation) is a resize, as is an interactive resize in
    /// progress (iOS 26+).
    mutating func note(_ size: Size, resizingInteractively: Bool) {
        guard !size.isEmpty else { return }
        let upright = size.upright
        if let lastSize, lastSize != upright {
            resizeCount += 1
        } else if lastSize != nil, resizingInteractively, resizeCount == 0 {
            resizeCount = 1
        }
        lastSize = upright
    }

    /// The scene's conditions as far as the app can tell (rules 60-73):
    ///
    /// - iPad: a window smaller than its screen is `windowed`; masks are
    ///   ignored in a window and for an app eligible for multitasking.
    /// - An iPhone app on iPad honours masks until the first resize when the
    ///   iOS 27 rules apply (rule 62).
    /// - Another iPhone scene with size restrictions on iOS 27 is resizable:
    ///   masks honoured until the first resize (rule 69).
    /// - The orientation lock preference can hold from iOS 26 when the
    ///   window fills its screen (rule 68).
    func conditions(window: WindowFacts, geometry: SceneGeometry, facts: SceneFacts) -> SceneConditions {
        let fillsScreen = Self.fillsScreen(window)
        let environment: SceneEnvironment
        var honoursMasks = true
        if facts.idiom == .pad {
            environment = fillsScreen ? .fullScreen : .windowed
            honoursMasks = !facts.multitaskingEligible && (fillsScreen || facts.osMajorVersion >= 26)
        } else if facts.runsOnIPad {
            environment = .phoneOnPad
            honoursMasks = !(facts.resizabilityRules && !facts.requiresFullScreen && resizeCount > 0)
        } else if facts.resizabilityRules, geometry.hasSizeRestrictions {
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
    static func fillsScreen(_ window: WindowFacts) -> Bool {
        guard !window.size.isEmpty else { return true }
        return window.size.upright == window.screenSize.upright
    }
}

/// What scene detection needs to know about the app.
struct SceneFacts: Sendable, Hashable {
    /// The app's idiom.
    var idiom: Idiom
    /// The running iOS major version.
    var osMajorVersion: Int
    /// The SDK the app was linked against.
    var linkedSDK: Int
    /// The Info.plist side of iPad multitasking eligibility (rules 28, 63).
    var multitaskingEligible: Bool
    /// Info.plist `UIRequiresFullScreen`.
    var requiresFullScreen: Bool
    /// The hardware is an iPad while the app has the phone idiom.
    var runsOnIPad: Bool
    /// ``OrientationConfiguration/platformHonoursMasks``, when set.
    var forcedHonoursMasks: Bool?

    /// Rule 61: the iOS 27 resizability rules apply.
    var resizabilityRules: Bool { osMajorVersion >= 27 && linkedSDK >= 27 }
}
