/// The stable codes of `orientation doctor`'s findings (ORI-701 to ORI-799).
///
/// Codes never change meaning and are never reused. Each has a page under
/// `docs/doctor/` (``documentationPath``) and a fixed severity.
public enum DoctorCode: String, Sendable, Hashable, Codable, CaseIterable {
    /// A view controller overrides `supportedInterfaceOrientations`.
    case maskOverride = "ORI-701"
    /// A view controller overrides `shouldAutorotate` (ignored from iOS 16).
    case shouldAutorotateOverride = "ORI-702"
    /// A view controller overrides `preferredInterfaceOrientationForPresentation`.
    case preferredOrientationOverride = "ORI-703"
    /// A navigation, tab bar, split or page view controller subclass,
    /// extension or category that forwards orientation to a child.
    case forwardingContainer = "ORI-704"
    /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`
    /// (deprecated in iOS 27).
    case appDelegateHook = "ORI-705"
    /// A lock variable the app delegate's hook reads.
    case lockVariable = "ORI-706"
    /// UIKit code that sets the lock variable.
    case lockWrite = "ORI-707"
    /// SwiftUI code that sets the lock variable (`onAppear` and friends).
    case swiftUILockWrite = "ORI-708"
    /// A write of the device orientation: `setValue(_:forKey: "orientation")`,
    /// `forKeyPath:`, `objc_msgSend`, `NSInvocation` or `perform` on `setOrientation:`.
    case deviceOrientationWrite = "ORI-709"
    /// `attemptRotationToDeviceOrientation()` (deprecated in iOS 16).
    case attemptRotation = "ORI-710"
    /// `requestGeometryUpdate` called by hand.
    case manualGeometryRequest = "ORI-711"
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` called by hand.
    case manualOrientationUpdate = "ORI-712"
    /// `statusBarOrientation` read (deprecated in iOS 13).
    case statusBarOrientationRead = "ORI-713"
    /// `statusBarOrientation` set (does nothing).
    case statusBarOrientationWrite = "ORI-714"
    /// `UIWindowScene.interfaceOrientation` (deprecated in iOS 26).
    case sceneInterfaceOrientation = "ORI-715"
    /// Device-orientation notifications observed to drive the interface.
    case deviceOrientationNotifications = "ORI-716"
    /// A window created besides the app's main window.
    case extraWindow = "ORI-717"
    /// A category on `UIViewController` itself that overrides orientation
    /// for every view controller.
    case viewControllerCategoryOverride = "ORI-718"
    /// The device's orientation read to decide a layout (`UIDevice.current.orientation`,
    /// `UIDeviceOrientationIsLandscape(…)`).
    case deviceOrientationRead = "ORI-719"
    /// An orientation method swizzled (`method_exchangeImplementations`, `class_replaceMethod`).
    case orientationSwizzle = "ORI-720"
    /// A throwaway view controller presented and dismissed to make UIKit ask again.
    case dummyPresentation = "ORI-721"
    /// A view turned by a quarter turn (`CGAffineTransform(rotationAngle: .pi / 2)`) to fake a rotation.
    case transformRotation = "ORI-722"
    /// A scene delegate method UIKit never calls: a wrong spelling of
    /// `supportedInterfaceOrientations(for:)` (`supportedInterfaceOrientationsForWindowScene:`).
    case wrongSceneHookSelector = "ORI-723"
    /// An orientation hook that force-unwraps a window (`window!`).
    case forceUnwrappedWindow = "ORI-724"
    /// `requestGeometryUpdate` with an empty (or `nil`) error handler.
    case emptyGeometryErrorHandler = "ORI-725"
    /// A deprecated call whose warning the deployment target hides.
    case hiddenDeprecation = "ORI-726"
    /// A view controller's own `interfaceOrientation` read (deprecated in iOS 8).
    case viewControllerInterfaceOrientation = "ORI-727"
    /// The device's orientation worked out from CoreMotion (`startAccelerometerUpdates`,
    /// `startDeviceMotionUpdates`) to follow the device with the rotation lock on.
    case motionDerivedOrientation = "ORI-728"
    /// The `UIInterfaceOrientation` Info.plist key, the launch orientation: ignored when the
    /// plist lists the supported orientations, and by resizable scenes.
    case initialOrientationKey = "ORI-729"
    /// `UIRequiresFullScreen` in an Info.plist or a build setting.
    case requiresFullScreen = "ORI-730"
    /// An app without a scene manifest (apps built with the iOS 27 SDK
    /// fail to launch without the scene life cycle).
    case missingSceneManifest = "ORI-731"
    /// No scene delegate answers `supportedInterfaceOrientations(for:)`.
    case missingSceneDelegateAnswer = "ORI-732"
    /// The app's supported orientations, a preference with the iOS 27 SDK.
    case supportedOrientationsPreference = "ORI-733"
    /// A call of the app's own function (or method) that does orientation work inside: a device
    /// read, a forced rotation, a transform... Its caller depends on what that function becomes.
    case helperCall = "ORI-734"
    /// A library committed with the app (`Pods/ZFPlayer`, `Carthage/Checkouts/…`) whose code holds orientation
    /// sites: one note per library, every site related, none listed as the app's.
    case dependencyOrientationCode = "ORI-735"
    /// The device's orientation read for a camera's preview or capture connection or a photo's metadata, where
    /// the device, not the interface, was right: iOS 17's rotation coordinator gives both angles.
    case cameraDeviceOrientation = "ORI-736"
    /// The app's supported orientations asked of the application or its delegate
    /// (`UIApplication.supportedInterfaceOrientations(for:)`, deprecated in iOS 27).
    case applicationOrientationsQuery = "ORI-737"
    /// A container that turns off, or answers, the forwarding of rotation callbacks to its children
    /// (`shouldAutomaticallyForwardRotationMethods`, deprecated in iOS 8): UIKit no longer asks.
    case rotationForwardingOverride = "ORI-738"
    /// A drawing turned a quarter (or half) turn about the screen's axis to fake an orientation
    /// (`glRotatef(-90, 0, 0, 1)` under `#if LANDSCAPE_MODE`, a game engine's `applyOrientation`): the app
    /// draws landscape into a portrait-shaped view instead of letting UIKit rotate it.
    case drawingRotation = "ORI-739"
    /// A file or folder that cannot be read.
    case unreadableFile = "ORI-790"
    /// A source file that is not valid UTF-8.
    case invalidUTF8 = "ORI-791"
    /// A binary file with a source file's name.
    case binaryFile = "ORI-792"
    /// An Info.plist or project file that cannot be parsed.
    case malformedPropertyList = "ORI-793"
    /// A folder loop through symbolic links.
    case symlinkLoop = "ORI-794"
    /// A path given on the command line that does not exist.
    case pathNotFound = "ORI-795"
    /// A file too large to be a source file.
    case fileTooLarge = "ORI-796"
    /// A Swift file with syntax errors; its findings may be incomplete.
    case syntaxErrors = "ORI-797"
    /// A generated file (R.swift, SwiftGen, Sourcery, protobuf, a "DO NOT EDIT" header): not analysed.
    case generatedFile = "ORI-798"

    /// The severity every finding with this code has.
    public var severity: DoctorSeverity {
        switch self {
        case .deviceOrientationWrite, .statusBarOrientationWrite, .missingSceneManifest, .wrongSceneHookSelector,
            .unreadableFile, .invalidUTF8, .binaryFile, .malformedPropertyList, .symlinkLoop,
            .pathNotFound, .fileTooLarge:
            .error
        case .preferredOrientationOverride, .manualOrientationUpdate, .supportedOrientationsPreference,
            .syntaxErrors, .generatedFile, .forceUnwrappedWindow, .emptyGeometryErrorHandler, .hiddenDeprecation,
            .initialOrientationKey, .helperCall, .dependencyOrientationCode, .cameraDeviceOrientation,
            .rotationForwardingOverride:
            .note
        default:
            .warning
        }
    }

    /// True for the codes that report input the doctor could not read
    /// (exit status 2), rather than something found in the app.
    public var isInputProblem: Bool {
        switch self {
        case .unreadableFile, .invalidUTF8, .binaryFile, .malformedPropertyList, .symlinkLoop,
            .pathNotFound, .fileTooLarge:
            true
        default:
            false
        }
    }

    /// The code's page, relative to the repository root.
    public var documentationPath: String { "docs/doctor/\(rawValue).md" }
}
