/// What each code means for the project summary: a short title, the kind
/// of workaround, from which iOS version it breaks or is deprecated, and
/// where it comes in the migration order.
extension DoctorCode {
    /// A short title for summaries and SARIF rules.
    public var title: String {
        switch self {
        case .maskOverride: "supportedInterfaceOrientations override"
        case .shouldAutorotateOverride: "shouldAutorotate override"
        case .preferredOrientationOverride: "preferredInterfaceOrientationForPresentation override"
        case .forwardingContainer: "container that forwards orientation to a child"
        case .appDelegateHook: "app delegate orientation hook"
        case .lockVariable: "orientation lock variable"
        case .lockWrite: "orientation lock set from UIKit code"
        case .swiftUILockWrite: "orientation lock set from SwiftUI"
        case .deviceOrientationWrite: "device orientation written (KVC or setOrientation:)"
        case .attemptRotation: "attemptRotationToDeviceOrientation"
        case .manualGeometryRequest: "requestGeometryUpdate called by hand"
        case .manualOrientationUpdate: "setNeedsUpdateOfSupportedInterfaceOrientations called by hand"
        case .statusBarOrientationRead: "statusBarOrientation read"
        case .statusBarOrientationWrite: "statusBarOrientation set"
        case .sceneInterfaceOrientation: "UIWindowScene.interfaceOrientation"
        case .viewControllerInterfaceOrientation: "UIViewController.interfaceOrientation"
        case .deviceOrientationNotifications: "device orientation notifications drive the interface"
        case .extraWindow: "extra UIWindow"
        case .viewControllerCategoryOverride: "orientation overridden for every view controller"
        case .deviceOrientationRead: "device orientation read for layout"
        case .motionDerivedOrientation: "device orientation worked out from CoreMotion"
        case .cameraDeviceOrientation: "device orientation read for a camera"
        case .applicationOrientationsQuery: "the app's supported orientations asked of the application"
        case .rotationForwardingOverride: "rotation callbacks' forwarding to children answered"
        case .orientationSwizzle: "orientation method swizzled"
        case .dummyPresentation: "dummy view controller presented to force a re-query"
        case .transformRotation: "view rotated with a transform to fake a rotation"
        case .drawingRotation: "drawing turned (OpenGL) to fake a rotation"
        case .wrongSceneHookSelector: "scene delegate orientation method UIKit never calls"
        case .forceUnwrappedWindow: "orientation hook force-unwraps a window"
        case .emptyGeometryErrorHandler: "requestGeometryUpdate error ignored"
        case .hiddenDeprecation: "deprecation warning hidden by the deployment target"
        case .requiresFullScreen: "UIRequiresFullScreen"
        case .missingSceneManifest: "no scene manifest"
        case .missingSceneDelegateAnswer: "no scene delegate orientation answer"
        case .supportedOrientationsPreference: "supported orientations are a preference"
        case .initialOrientationKey: "initial interface orientation key"
        case .helperCall: "call of the app's own orientation helper"
        case .dependencyOrientationCode: "orientation code in a committed dependency"
        case .unreadableFile: "unreadable file"
        case .invalidUTF8: "invalid UTF-8"
        case .binaryFile: "binary file"
        case .malformedPropertyList: "malformed property list or project file"
        case .symlinkLoop: "folder loop through symbolic links"
        case .pathNotFound: "path not found"
        case .fileTooLarge: "file too large"
        case .syntaxErrors: "syntax errors"
        case .generatedFile: "generated file"
        }
    }

    /// The kind of workaround, as the project summary groups findings.
    public var workaround: String {
        switch self {
        case .maskOverride, .shouldAutorotateOverride, .preferredOrientationOverride:
            "per-screen overrides"
        case .forwardingContainer, .viewControllerCategoryOverride, .orientationSwizzle, .rotationForwardingOverride:
            "forwarding containers, categories and swizzling"
        case .appDelegateHook, .lockVariable, .lockWrite, .swiftUILockWrite, .forceUnwrappedWindow,
            .applicationOrientationsQuery:
            "a global lock answered by the app delegate"
        case .deviceOrientationWrite, .attemptRotation, .statusBarOrientationWrite, .dummyPresentation,
            .transformRotation, .drawingRotation:
            "forced or faked rotation"
        case .manualGeometryRequest, .manualOrientationUpdate, .emptyGeometryErrorHandler:
            "iOS 16 rotation calls made by hand"
        case .statusBarOrientationRead, .sceneInterfaceOrientation, .deviceOrientationNotifications,
            .deviceOrientationRead, .hiddenDeprecation, .viewControllerInterfaceOrientation,
            .motionDerivedOrientation, .cameraDeviceOrientation:
            "reading orientation from deprecated or device sources"
        case .helperCall:
            "calls of the app's orientation helpers"
        case .dependencyOrientationCode:
            "committed dependencies"
        case .extraWindow:
            "extra windows"
        case .requiresFullScreen, .missingSceneManifest, .missingSceneDelegateAnswer,
            .supportedOrientationsPreference, .wrongSceneHookSelector, .initialOrientationKey:
            "Info.plist and scene configuration"
        case .unreadableFile, .invalidUTF8, .binaryFile, .malformedPropertyList, .symlinkLoop,
            .pathNotFound, .fileTooLarge, .syntaxErrors, .generatedFile:
            "input the doctor could not read"
        }
    }

    /// The iOS major version from which the site breaks, is deprecated or
    /// becomes a mere preference; `nil` for input problems.
    public var affectedFrom: Int? {
        switch self {
        case .viewControllerInterfaceOrientation, .rotationForwardingOverride: 8
        case .statusBarOrientationRead, .hiddenDeprecation: 13
        case .shouldAutorotateOverride, .deviceOrientationWrite, .attemptRotation, .extraWindow,
            .deviceOrientationNotifications, .orientationSwizzle, .dummyPresentation, .transformRotation,
            .emptyGeometryErrorHandler:
            16
        case .sceneInterfaceOrientation, .requiresFullScreen, .manualGeometryRequest, .deviceOrientationRead,
            .motionDerivedOrientation, .cameraDeviceOrientation, .drawingRotation:
            26
        case .maskOverride, .preferredOrientationOverride, .forwardingContainer, .appDelegateHook,
            .lockVariable, .lockWrite, .swiftUILockWrite, .manualOrientationUpdate,
            .statusBarOrientationWrite, .viewControllerCategoryOverride, .missingSceneManifest,
            .missingSceneDelegateAnswer, .supportedOrientationsPreference, .wrongSceneHookSelector,
            .forceUnwrappedWindow, .initialOrientationKey, .applicationOrientationsQuery:
            27
        case .unreadableFile, .invalidUTF8, .binaryFile, .malformedPropertyList, .symlinkLoop,
            .pathNotFound, .fileTooLarge, .syntaxErrors, .generatedFile, .helperCall, .dependencyOrientationCode:
            nil
        }
    }

    /// What happens from ``affectedFrom`` on, in a few words.
    public var breakage: String {
        switch self {
        case .maskOverride, .preferredOrientationOverride, .forwardingContainer, .viewControllerCategoryOverride:
            "from iOS 27 (27 SDK) a preference that resizable scenes ignore; fights the library's answer"
        case .shouldAutorotateOverride: "deprecated and ignored from iOS 16"
        case .appDelegateHook: "deprecated in iOS 27; the scene delegate answers per scene"
        case .applicationOrientationsQuery:
            "deprecated in iOS 27: the app delegate's answer no longer decides; each scene has its own"
        case .lockVariable, .lockWrite, .swiftUILockWrite:
            "read only by the app delegate hook, deprecated in iOS 27"
        case .deviceOrientationWrite: "does nothing for apps linked on iOS 16 or later (private API)"
        case .attemptRotation: "deprecated in iOS 16 and has no effect there"
        case .manualGeometryRequest:
            "refused (UISceneErrorDomain 101) in iPad windowing from iOS 26 and in resizable scenes with the 27 SDK"
        case .manualOrientationUpdate:
            "not deprecated; redundant once the library decides, and a preference from iOS 27"
        case .statusBarOrientationRead: "deprecated in iOS 13; wrong in resizable scenes (portrait in iPhone Mirroring)"
        case .statusBarOrientationWrite: "does nothing (no effect with the iOS 27 SDK)"
        case .sceneInterfaceOrientation: "deprecated in iOS 26"
        case .viewControllerInterfaceOrientation:
            "deprecated in iOS 8; says nothing about the window's shape in a resizable scene"
        case .rotationForwardingOverride:
            "deprecated in iOS 8: UIKit no longer asks; size changes reach children through viewWillTransition"
        case .deviceOrientationNotifications: "the rotation they drive (KVC, transforms) breaks from iOS 16"
        case .extraWindow: "extra windows break rotation from iOS 16"
        case .requiresFullScreen: "deprecated in iOS 26; from iOS 27 it means discrete resizing, not full screen"
        case .missingSceneManifest: "apps built with the iOS 27 SDK fail to launch without the scene life cycle"
        case .missingSceneDelegateAnswer: "from iOS 27 the scene delegate's answer replaces the app delegate's"
        case .supportedOrientationsPreference: "from iOS 27 (27 SDK) a preference that resizable scenes ignore"
        case .initialOrientationKey:
            "ignored when UISupportedInterfaceOrientations is present; resizable scenes open in the shape the "
                + "system picks"
        case .unreadableFile, .invalidUTF8, .binaryFile, .malformedPropertyList, .symlinkLoop,
            .pathNotFound, .fileTooLarge:
            "not analysed"
        case .syntaxErrors: "analysed as far as the parser recovered"
        case .generatedFile: "not analysed: regenerate it rather than edit it"
        case .deviceOrientationRead:
            "in a resizable scene (iPad windowing from iOS 26, every iPhone app with the 27 SDK) the device's "
                + "orientation says nothing about the window's shape"
        case .motionDerivedOrientation:
            "follows the device even with the rotation lock on; in a resizable scene the device's orientation "
                + "says nothing about the window's shape"
        case .cameraDeviceOrientation:
            "the capture stays right, but a preview turned from the device's orientation disagrees with a "
                + "resizable window's (iPad windowing from iOS 26, every iPhone app with the 27 SDK)"
        case .orientationSwizzle:
            "swizzled overrides answer UIKit behind the library's back; a preference from iOS 27 (27 SDK)"
        case .dummyPresentation:
            "UIKit no longer re-asks on a throwaway presentation from iOS 16; it flashes a screen and breaks "
                + "in resizable scenes"
        case .transformRotation:
            "the window keeps its shape and orientation: safe areas, the status bar, the keyboard and "
                + "resizable scenes all disagree with the rotated view"
        case .drawingRotation:
            "the drawing assumes a portrait-shaped view: in a resizable window (iPad windowing from iOS 26, every "
                + "iPhone app with the 27 SDK) it comes out turned and squeezed, and touches land elsewhere"
        case .wrongSceneHookSelector: "UIKit never calls it: the scene keeps the Info.plist orientations"
        case .forceUnwrappedWindow: "UIKit may ask before the window exists or for another window: a crash"
        case .emptyGeometryErrorHandler:
            "a refused request (UISceneErrorDomain 101 in resizable scenes) fails silently"
        case .hiddenDeprecation:
            "deprecated, but the deployment target hides the warning"
        case .helperCall:
            "as the function it calls: the rotation, turn or status bar change it asks for is made differently, or refused"
        case .dependencyOrientationCode:
            "as each site inside: the library's rotations, reads and locks break as the app's own would"
        }
    }

    /// The step of the migration this code belongs to (1 first).
    public var migrationStep: Int {
        switch self {
        case .missingSceneManifest: 1
        case .appDelegateHook, .missingSceneDelegateAnswer, .wrongSceneHookSelector, .forceUnwrappedWindow,
            .applicationOrientationsQuery:
            2
        case .deviceOrientationWrite, .attemptRotation, .manualGeometryRequest, .manualOrientationUpdate,
            .statusBarOrientationWrite, .dummyPresentation, .emptyGeometryErrorHandler, .hiddenDeprecation:
            3
        case .forwardingContainer, .viewControllerCategoryOverride, .orientationSwizzle, .rotationForwardingOverride: 4
        case .maskOverride, .shouldAutorotateOverride, .preferredOrientationOverride: 5
        case .lockVariable, .lockWrite, .swiftUILockWrite: 6
        case .extraWindow, .transformRotation, .drawingRotation: 7
        case .statusBarOrientationRead, .sceneInterfaceOrientation, .deviceOrientationNotifications,
            .deviceOrientationRead, .viewControllerInterfaceOrientation, .motionDerivedOrientation, .helperCall,
            .cameraDeviceOrientation:
            8
        case .requiresFullScreen, .supportedOrientationsPreference, .initialOrientationKey: 9
        case .dependencyOrientationCode: 10
        case .unreadableFile, .invalidUTF8, .binaryFile, .malformedPropertyList, .symlinkLoop,
            .pathNotFound, .fileTooLarge, .syntaxErrors, .generatedFile:
            0
        }
    }

    /// What step ``migrationStep`` does, for the summary.
    static func migrationStepTitle(_ step: Int) -> String {
        switch step {
        case 0: "Make every file readable (the doctor skipped some)"
        case 1: "Adopt the scene life cycle: add a scene manifest and a scene delegate"
        case 2: "Let the library answer: the app delegate's hook and the scene delegate's answer"
        case 3: "Replace forced rotations with OrientationManager.shared.rotate(_:to:)"
        case 4: "Turn forwarding containers back into plain containers"
        case 5: "Replace per-screen overrides with an orientationPolicy"
        case 6: "Delete the lock variable; its writers become policies"
        case 7: "Present players and overlays as view controllers, not windows"
        case 8: "Read orientation from the scene's effectiveGeometry or the library's observers"
        case 9: "Review the Info.plist orientation settings"
        default: "Update or replace committed dependencies that hold orientation code"
        }
    }
}
