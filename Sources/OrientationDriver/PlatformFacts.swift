import OrientationCore

/// A width and a height in points.
public struct Size: Sendable, Hashable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size with the shorter side first: equal for both orientations.
    var upright: Size { Size(width: Swift.min(width, height), height: Swift.max(width, height)) }
    /// True when a side is zero or less (a window not laid out yet).
    var isEmpty: Bool { width <= 0 || height <= 0 }
}

/// What the driver reads of one window.
public struct WindowFacts: Sendable, Hashable {
    /// `windowLevel` (normal 0, status bar 1000, alert 2000).
    public var level: Double
    /// `isHidden`.
    public var isHidden: Bool
    /// True when the window has a root view controller.
    public var hasRootController: Bool
    /// True when the window's class is `UIWindow` itself, not a subclass.
    public var isBaseWindowClass: Bool
    /// True when the window's class comes from UIKit's bundle.
    public var isClassFromUIKit: Bool
    /// True for the key window.
    public var isKey: Bool
    /// `bounds.size`.
    public var size: Size
    /// The size of the window's screen.
    public var screenSize: Size
    /// True when `safeAreaInsets.bottom > 0` (a phone without a home button).
    public var hasBottomInset: Bool

    /// The facts of a window.
    public init(
        level: Double = 0, isHidden: Bool = false, hasRootController: Bool = true,
        isBaseWindowClass: Bool = true, isClassFromUIKit: Bool = true, isKey: Bool = false,
        size: Size = Size(width: 390, height: 844),
        screenSize: Size = Size(width: 390, height: 844), hasBottomInset: Bool = true
    ) {
        self.level = level
        self.isHidden = isHidden
        self.hasRootController = hasRootController
        self.isBaseWindowClass = isBaseWindowClass
        self.isClassFromUIKit = isClassFromUIKit
        self.isKey = isKey
        self.size = size
        self.screenSize = screenSize
        self.hasBottomInset = hasBottomInset
    }
}

extension WindowFacts {
    /// True for a window of UIKit's own: a subclass of `UIWindow` that
    /// UIKit's bundle defines (the keyboard's, the text effects' windows).
    /// The app's windows, plain `UIWindow`s or its own subclasses, are not.
    public var isSystem: Bool { isClassFromUIKit && !isBaseWindowClass }
}

/// What the driver reads of a scene's geometry.
public struct SceneGeometry: Sendable, Hashable {
    /// True when the scene has `sizeRestrictions` (a resizable scene).
    public var hasSizeRestrictions: Bool
    /// iOS 26+: `effectiveGeometry.isInteractivelyResizing`.
    public var isResizingInteractively: Bool

    /// The geometry facts of a scene.
    public init(hasSizeRestrictions: Bool = false, isResizingInteractively: Bool = false) {
        self.hasSizeRestrictions = hasSizeRestrictions
        self.isResizingInteractively = isResizingInteractively
    }
}

/// What the driver reads of a controller's view.
public struct ViewFacts: Sendable, Hashable {
    /// True when the view is loaded (`viewIfLoaded != nil`).
    public var isLoaded: Bool
    /// True when the view is in a window.
    public var isInWindow: Bool
    /// `isHidden`.
    public var isHidden: Bool
    /// `alpha`.
    public var alpha: Double
    /// What kind of view it is, where the probe's view may go.
    public var host: ProbeViewHost

    /// The facts of a view.
    public init(
        isLoaded: Bool = true, isInWindow: Bool = true, isHidden: Bool = false, alpha: Double = 1,
        host: ProbeViewHost = .view
    ) {
        self.isLoaded = isLoaded
        self.isInWindow = isInWindow
        self.isHidden = isHidden
        self.alpha = alpha
        self.host = host
    }

    /// A view that is not loaded.
    public static let notLoaded = ViewFacts(isLoaded: false, isInWindow: false)

    /// True when the view is in a window, not hidden and not transparent.
    var isShown: Bool { isLoaded && isInWindow && !isHidden && alpha > 0 }
}

/// Where the probe's view goes in a controller's view.
public enum ProbeViewHost: Sendable, Hashable {
    /// The view itself.
    case view
    /// A `UIVisualEffectView`'s `contentView`: UIKit raises when a subview
    /// is added to the effect view directly.
    case contentView
}

/// What a controller is, as far as orientation goes.
public struct ControllerKind: Sendable, Hashable {
    /// The UIKit container it is, if any.
    public var container: Container
    /// A SwiftUI hosting controller (or a subclass).
    public var isHosting: Bool
    /// One of the library's probes.
    public var isProbe: Bool
    /// Its class implements `supportedInterfaceOrientations` itself.
    public var overridesSupported: Bool
    /// Its class implements `preferredInterfaceOrientationForPresentation` itself.
    public var overridesPreferred: Bool
    /// Where its class comes from.
    public var origin: Origin
    /// One of the library's own navigation containers.
    public var isLibraryContainer: Bool

    /// Where a controller's class comes from.
    public enum Origin: Sendable, Hashable {
        /// The app's own bundle.
        case app
        /// One of UIKit's own classes, not a subclass from elsewhere.
        case uikit
        /// AVKit (its full-screen player).
        case avKit
        /// Another framework or SDK (the image picker, a third-party screen).
        case framework
    }

    /// UIKit's containers.
    public enum Container: Sendable, Hashable {
        /// Not one of UIKit's containers.
        case none
        /// `UINavigationController`.
        case navigation
        /// `UITabBarController`.
        case tabBar
        /// `UISplitViewController`.
        case split
        /// `UIPageViewController`.
        case page
    }

    /// A controller's kind.
    public init(
        container: Container = .none, isHosting: Bool = false, isProbe: Bool = false,
        overridesSupported: Bool = false, overridesPreferred: Bool = false, origin: Origin = .app,
        isLibraryContainer: Bool = false
    ) {
        self.container = container
        self.isHosting = isHosting
        self.isProbe = isProbe
        self.overridesSupported = overridesSupported
        self.overridesPreferred = overridesPreferred
        self.origin = origin
        self.isLibraryContainer = isLibraryContainer
    }
}

/// What the driver reads of a presented controller.
public struct PresentationFacts: Sendable, Hashable {
    /// `modalPresentationStyle`.
    public var style: PresentationStyle
    /// `isBeingPresented`.
    public var isBeingPresented: Bool
    /// `isBeingDismissed`.
    public var isBeingDismissed: Bool
    /// A custom presentation controller's `shouldRemovePresentersView`.
    public var removesPresentersView: Bool
    /// True when the presentation adapts to full screen in the window's
    /// traits (`adaptivePresentationStyle(for:) == .fullScreen`).
    public var adaptsToFullScreen: Bool

    /// The facts of a presentation.
    public init(
        style: PresentationStyle = .fullScreen, isBeingPresented: Bool = false, isBeingDismissed: Bool = false,
        removesPresentersView: Bool = false, adaptsToFullScreen: Bool = false
    ) {
        self.style = style
        self.isBeingPresented = isBeingPresented
        self.isBeingDismissed = isBeingDismissed
        self.removesPresentersView = removesPresentersView
        self.adaptsToFullScreen = adaptsToFullScreen
    }
}

/// The error a geometry request's handler received.
public struct GeometryRequestFailure: Sendable, Hashable {
    /// The error's domain is `UISceneErrorDomain`.
    public var isSceneError: Bool
    /// The error's code (101: the request cannot be satisfied).
    public var code: Int
    /// The error's localized description (for people; never parsed alone).
    public var message: String

    /// A failure.
    public init(isSceneError: Bool = true, code: Int, message: String) {
        self.isSceneError = isSceneError
        self.code = code
        self.message = message
    }
}

/// What the app's Info.plist and bundle say about orientation.
public struct AppBundle: Sendable, Hashable {
    /// The orientations for the iPhone idiom (`~iphone`, else unqualified); `nil` when none.
    public var phoneOrientations: InterfaceOrientationMask?
    /// The orientations for the iPad idiom (`~ipad`, else unqualified); `nil` when none.
    public var padOrientations: InterfaceOrientationMask?
    /// The SDK the app was linked against (`DTPlatformVersion`, rule 61).
    public var linkedSDK: Int?
    /// `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool
    /// A launch screen is declared (rule 28).
    public var hasLaunchScreen: Bool

    /// The facts of a bundle.
    public init(
        phoneOrientations: InterfaceOrientationMask? = nil, padOrientations: InterfaceOrientationMask? = nil,
        linkedSDK: Int? = nil, requiresFullScreen: Bool = false, hasLaunchScreen: Bool = true
    ) {
        self.phoneOrientations = phoneOrientations
        self.padOrientations = padOrientations
        self.linkedSDK = linkedSDK
        self.requiresFullScreen = requiresFullScreen
        self.hasLaunchScreen = hasLaunchScreen
    }

    /// The Info.plist orientations for an idiom.
    public func orientations(for idiom: Idiom) -> InterfaceOrientationMask? {
        idiom == .pad ? padOrientations : phoneOrientations
    }
}
