/// The stable codes of ``OrientationDiagnostic``. The raw value (`ORI-101`) is
/// what logs and tools print; it never changes meaning once released.
public enum OrientationDiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    // Policies (1xx): API misuse, normalized safely.
    /// A policy allowed no orientation; it was widened to all orientations.
    case policyEmptyMask = "ORI-101"
    /// A policy's preferred orientation is outside its own mask; it was dropped.
    case policyPreferredOutsideMask = "ORI-102"
    /// A locked orientation is outside the policy's mask; the lock wins.
    case policyLockedOutsideMask = "ORI-103"
    /// A policy was locked to, or preferred, `unknown`; the lock was dropped.
    case policyUnknownOrientation = "ORI-104"

    // Resolution (2xx): what UIKit would have thrown on, avoided.
    /// The deciding screen allows nothing this device can show; the app's
    /// default orientations are used instead.
    case resolverNoDeviceOrientation = "ORI-201"
    /// The view controller UIKit asks (the owner) overrides its orientations
    /// and shares none with the deciding screen; the owner's mask is used so
    /// that UIKit does not throw.
    case resolverOwnerConflict = "ORI-202"
    /// `matchPresenting` was used by a screen with nothing beneath it.
    case resolverNothingToMatch = "ORI-203"
    /// A container shows several children at once whose policies share no
    /// orientation; the first in view order decides alone (UIKit rule 43).
    case resolverVisibleChildrenConflict = "ORI-204"
    /// While a presentation or dismissal runs, the view controller UIKit
    /// still asks overrides its orientations and shares none with the
    /// answer; both are answered until the transition ends (UIKit rule 39).
    case resolverTransitionOwnerConflict = "ORI-205"
    /// Above a sheet, UIKit may ask the controller below it or the one
    /// presented above it (rule 6 is uncertain); the one it may ask besides
    /// the expected owner overrides its orientations and shares none with
    /// the answer, so its orientations the expected owner does not allow
    /// are answered too (UIKit rule 6).
    case resolverUncertainOwnerJoined = "ORI-206"

    // Engine (3xx).
    /// A rotation was requested to an orientation the deciding screen does
    /// not allow; it was ignored.
    case engineRotationNotAllowed = "ORI-301"
    /// A rotation was requested for a screen that is not deciding orientation.
    case engineRotationForHiddenScreen = "ORI-302"
    /// A rotation was asked for while the app was inactive; it waits for activation.
    case engineRequestDeferred = "ORI-303"
    /// A rotation was asked for during an interactive pop or dismissal; it
    /// waits for the transition to end.
    case engineRequestWaitsForGesture = "ORI-304"
    /// An interactive pop or dismissal was cancelled; the rotation that
    /// waited for it was dropped.
    case engineRequestDroppedByCancelledGesture = "ORI-305"
    /// A rotation was asked for a screen in a window that does not decide the
    /// scene's orientation (an overlay, a HUD); it was ignored.
    case engineRotationFromOtherWindow = "ORI-306"
    /// A policy was set on one of UIKit's containers (navigation, tab bar,
    /// split or page view controller): it counts, but a tab switch or a page
    /// turn in it asks UIKit nothing, so its changes are seen late.
    case enginePolicyOnSystemContainer = "ORI-307"
    /// The view controller UIKit asks overrides
    /// `preferredInterfaceOrientationForPresentation` with an orientation the
    /// deciding screen does not allow; UIKit reads it on presentation and
    /// dismissal and would throw, so the answer allows it too (UIKit rule 18).
    case resolverOwnerPreferredJoined = "ORI-320"

    // Platform (4xx): the system cannot honour a lock.
    /// iPad multitasking (Split View, Slide Over, Stage Manager) ignores
    /// orientation locks (rules 28-30).
    case platformMultitaskingIgnoresLocks = "ORI-401"
    /// The system denied a geometry request (`UISceneErrorDomain` 101).
    case platformGeometryRequestDenied = "ORI-402"
    /// The system does not support the geometry request (`UISceneErrorDomain` 100, 0, 1).
    case platformGeometryRequestFailed = "ORI-403"
    /// Portrait upside down is not available on devices without a home button (rule 4).
    case platformNoUpsideDown = "ORI-404"
    /// The interface ended in an orientation the deciding screen does not allow.
    case platformOrientationNotHonoured = "ORI-405"
    /// A resizable environment of iOS 27 (iPhone Mirroring after a resize,
    /// an iPhone app on iPad after a resize, the inner display of a foldable
    /// iPhone) ignores the deciding screen's policy; the message names the
    /// environment, the screen and what it wanted (rules 62-66).
    case platformEnvironmentIgnoresPolicy = "ORI-410"
    /// Masks are ignored here, so a locked policy asks for the orientation
    /// lock preference (`prefersInterfaceOrientationLocked`, iOS 26+) to keep
    /// the orientation shown (rule 68).
    case platformOrientationLockRequested = "ORI-411"
    /// The scene did not hold, or stopped holding, the orientation lock
    /// preference (it was resized, moved or covered; rule 68).
    case platformOrientationLockNotHeld = "ORI-412"
    /// The system accepted a rotation request, but the scene settled in
    /// another orientation or never moved; the engine follows the scene and
    /// does not ask again until something changes (rule 72).
    case platformRequestNotCarriedOut = "ORI-413"
    /// The scene started or stopped honouring supported orientations (a
    /// resize, a fold, an unfold; rules 62-66).
    case platformSceneEnvironmentChanged = "ORI-414"
    /// The app's orientation answer is not asked on this system: the scene
    /// delegate's `supportedInterfaceOrientations(for:)` is asked only from
    /// iOS 27, so before 27 the app delegate must answer too (rule 70).
    case platformAuthorityNotAsked = "ORI-415"

    // Registry (5xx).
    /// The registered SwiftUI views share no orientation; the defaults are used.
    case registryEmptyIntersection = "ORI-501"
    /// Several SwiftUI views in one hosting screen state policies that share
    /// no orientation; the first placed view's policy is used.
    case hostedPoliciesConflict = "ORI-502"

    // Info.plist (6xx).
    /// No orientation is declared; the idiom's default applies (rule 14).
    case plistNoOrientations = "ORI-601"
    /// An iPhone app that does not declare portrait launches sideways.
    case plistPortraitLaunchMissing = "ORI-602"
    /// The iPad app is eligible for multitasking, so locks are ignored (rule 29).
    case plistMultitaskingIgnoresLocks = "ORI-603"
    /// Portrait upside down is declared for iPhone, where Face ID devices ignore it.
    case plistUpsideDownOnPhone = "ORI-604"
    /// The same orientation is listed twice.
    case plistDuplicateOrientation = "ORI-605"
    /// `UIRequiresFullScreen` is deprecated from iPadOS 26 (uncertain, rule 30).
    case plistRequiresFullScreenDeprecated = "ORI-606"
    /// A string is not a value the key accepts, such as an unknown orientation name.
    case plistUnknownValue = "ORI-607"
    /// A key holds a value of the wrong type, such as a number instead of an array.
    case plistWrongType = "ORI-608"
    /// Xcode's iPad check before the iOS 27 SDK: all four orientations
    /// unless the app requires full screen.
    case plistIPadNeedsAllOrientations = "ORI-609"
    /// With the iOS 27 SDK, `UIRequiresFullScreen` means discrete resizing
    /// that honours the orientations (iPad, and iPhone in resizable environments).
    case plistRequiresFullScreenIn27 = "ORI-610"
    /// `UIRequiresFullScreenIgnoredStartingWithVersion`: from that version
    /// `UIRequiresFullScreen` is ignored.
    case plistRequiresFullScreenIgnoredFrom = "ORI-611"
    /// `UIRequiresFullScreenIgnoredStartingWithVersion` without
    /// `UIRequiresFullScreen` set to YES has no effect.
    case plistIgnoredVersionWithoutFullScreen = "ORI-612"
    /// No `UIApplicationSceneManifest`: apps linked with the iOS 27 SDK fail to launch.
    case plistSceneManifestMissing = "ORI-613"
    /// With the iOS 27 SDK iPadOS resizes every app; masks and locks are
    /// ignored while the scene is windowed.
    case plistWindowingIn27 = "ORI-614"

    /// How serious diagnostics with this code are.
    public var severity: OrientationDiagnostic.Severity {
        switch self {
        case .platformEnvironmentIgnoresPolicy, .platformOrientationLockNotHeld, .platformRequestNotCarriedOut,
            .platformAuthorityNotAsked:
            .warning
        case .platformOrientationLockRequested, .platformSceneEnvironmentChanged:
            .note
        case .policyEmptyMask, .policyPreferredOutsideMask, .policyLockedOutsideMask,
            .policyUnknownOrientation, .resolverNoDeviceOrientation, .resolverOwnerConflict,
            .resolverNothingToMatch, .resolverVisibleChildrenConflict,
            .resolverTransitionOwnerConflict, .resolverUncertainOwnerJoined, .resolverOwnerPreferredJoined,
            .engineRotationNotAllowed,
            .engineRotationForHiddenScreen,
            .platformMultitaskingIgnoresLocks, .platformGeometryRequestDenied,
            .platformGeometryRequestFailed, .platformOrientationNotHonoured,
            .registryEmptyIntersection, .hostedPoliciesConflict, .plistPortraitLaunchMissing,
            .plistMultitaskingIgnoresLocks, .plistIPadNeedsAllOrientations, .plistRequiresFullScreenIn27,
            .plistIgnoredVersionWithoutFullScreen:
            .warning
        case .engineRotationFromOtherWindow:
            .warning
        case .engineRequestDeferred, .engineRequestWaitsForGesture, .engineRequestDroppedByCancelledGesture,
            .enginePolicyOnSystemContainer, .platformNoUpsideDown, .plistNoOrientations,
            .plistUpsideDownOnPhone, .plistDuplicateOrientation, .plistRequiresFullScreenDeprecated,
            .plistRequiresFullScreenIgnoredFrom, .plistWindowingIn27:
            .note
        case .plistUnknownValue, .plistWrongType, .plistSceneManifestMissing:
            .error
        }
    }
}
