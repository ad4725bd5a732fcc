/// Where something is in a file.
struct SourcePosition: Sendable, Hashable {
    /// 1-based line.
    var line: Int
    /// 1-based column (UTF-8 bytes).
    var column: Int
    /// The UTF-8 offset of the node in the file (Swift only; used by `--diff`).
    var offset: Int = 0
}

/// The source language of a fact.
enum SourceLanguage: String, Sendable, Hashable {
    case swift
    case objectiveC
}

/// A class, or an extension or category of one, as declared in a file.
struct TypeFact: Sendable, Hashable {
    var name: String
    /// The superclass (Swift: the first inherited type; Objective-C: after the colon).
    var superclass: String?
    /// Every inherited type or adopted protocol, as written.
    var inherited: [String]
    /// An extension (Swift) or category (Objective-C) rather than the class itself.
    var isExtension: Bool
    /// Declares a `shared` or `sharedInstance` singleton accessor.
    var declaresShared: Bool
    /// `@main struct …: App` (the SwiftUI life cycle, which has scenes).
    var isSwiftUIApp: Bool
    var position: SourcePosition
    var language: SourceLanguage
    /// Swift: the class's Objective-C name (`@objc(VLCPlayerViewController)`), which Objective-C code uses.
    var objcName: String?
}

/// The three UIKit properties a view controller can override.
enum OrientationMember: String, Sendable, Hashable, CaseIterable {
    case supportedInterfaceOrientations
    case shouldAutorotate
    case preferredInterfaceOrientationForPresentation

    /// The code of an override of this member in a view controller.
    var overrideCode: DoctorCode {
        switch self {
        case .supportedInterfaceOrientations: .maskOverride
        case .shouldAutorotate: .shouldAutorotateOverride
        case .preferredInterfaceOrientationForPresentation: .preferredOrientationOverride
        }
    }
}

/// A constant a getter returns.
enum ConstantValue: Sendable, Hashable {
    /// Orientation mask names (`portrait`, `landscape`, `allButUpsideDown`...).
    case mask([String])
    /// One interface orientation name.
    case orientation(String)
    /// `true` or `false`.
    case bool(Bool)
}

/// An override (Swift) or method definition (Objective-C) of one of the
/// three orientation members.
struct MemberFact: Sendable, Hashable {
    var member: OrientationMember
    /// The class (or extended class) that declares it.
    var owner: String
    var ownerIsExtension: Bool
    /// Swift: has `override`; Objective-C: always true for a definition.
    var isOverride: Bool
    /// The declared type fits the UIKit property.
    var typeMatches: Bool
    /// Returns the same property of another controller (a child).
    var forwards: Bool
    /// Every return forwards, returns `super`'s value or a constant.
    var forwardsOnly: Bool
    /// The getter returns this constant and nothing else.
    var constant: ConstantValue?
    var position: SourcePosition
    var language: SourceLanguage
    /// Names the getter reads (a screen's own lock: `var orientations` returned by the override).
    var reads: Set<String> = []
    /// Names the getter compares with a side (`layout == .landscape`): a mode it turns into a mask.
    var sideComparisons: Set<String> = []
}

/// A site whose code is known in the file alone.
struct DirectSite: Sendable, Hashable {
    var code: DoctorCode
    var position: SourcePosition
    var today: String
    var replacement: String
    /// For a Swift device-orientation write that `--diff` may rewrite.
    var rotation: RotationRewrite?
    /// For a Swift call of a UIKit method that the project may declare
    /// itself: the method's name, what it is called on, and the class around it.
    var call: CallContext?
    /// For a read of an inherited UIKit property through `self` (`self.interfaceOrientation`): the class
    /// around it. The read is a site only when that class is a view controller and has no such property
    /// of its own. For an Objective-C `-shouldAutorotateToInterfaceOrientation:`, the class that answers: none of
    /// UIKit's when the project declares it a view.
    var selfClass: String?
    /// For a message to a game engine that is reported where the engine is not in the project
    /// (`setDeviceOrientation:`): the selector. Where the project defines it, the engine's method is
    /// reported inside and the message is a call of it.
    var engineSelector: String?
}

/// A UIKit method call whose name the project may also declare.
struct CallContext: Sendable, Hashable {
    /// `name/arity`, as ``FileFacts/declaredUIKitNames`` records declarations.
    var name: String
    /// The receiver as written (`UIViewController`, `windowScene`), `nil` for none or `self`.
    var base: String?
    /// The class whose method makes the call.
    var enclosingClass: String?
}

/// A device-orientation write `--diff` can turn into
/// `OrientationManager.shared.rotate(self, to:)`.
struct RotationRewrite: Sendable, Hashable {
    /// The interface orientation the write asks for (`landscapeRight`...).
    var orientation: String
    /// The class whose instance method contains the write.
    var enclosingClass: String
    /// Statements that go with it (a reset to `unknown` just before,
    /// `attemptRotationToDeviceOrientation()` just after): their call offsets.
    var companions: [Int] = []
}

/// A window created by the app.
struct WindowFact: Sendable, Hashable {
    var typeName: String
    /// Created or assigned as the app's main window (`window = …` at launch).
    var isMainWindow: Bool
    /// `Type.shared` when the window is the initial value of a static property
    /// (a singleton window, main if it is assigned to `window`).
    var singleton: String?
    var position: SourcePosition
    /// The function or type around the creation mentions a player, video, full screen or orientation.
    var servesPlayer = false
    /// View controller types created in the same function (candidates for its root).
    var rootCandidates: Set<String> = []
    /// The function puts it on an external display (``ExternalScreen``): no part in rotation.
    var onExternalScreen = false
    /// Swift: the code raises it above the normal level, gives it a root view controller and makes it
    /// key (`makeKeyAndVisible()`): a screen in a window of its own, whose root answers for orientation
    /// while it is on top, with UIKit's default mask if it overrides nothing.
    var showsScreen = false
    /// Made inside a function that returns it (a factory): reported when a caller's window takes part.
    var factory: FunctionKey?
    /// A call of a function that may return a window (`SceneHelper.newMainScreenWindow()`: its name, and
    /// the receiver as `owner`): a window is made there if the project declares that function as a factory.
    var factoryCall: FunctionKey?
}

/// A function or computed property of the app, named for orientation (or a `Bool` test named for
/// a side), whose body uses an orientation API itself (`var orientation` in `extension
/// UIApplication` that reads the scene, `setOrientation(_:)` that requests a geometry update,
/// `var portraitOrLandscape: Bool` that reads the device): its callers use that API through it.
struct WrapperFact: Sendable, Hashable {
    var name: String
    /// The type that declares it (`nil` at file scope).
    var owner: String?
    /// A computed property rather than a function.
    var isProperty: Bool
    /// The site inside it: its code, what it does and what replaces it.
    var code: DoctorCode
    var today: String
    var replacement: String
    /// A member of an orientation monitor (``MonitorGraph``), named for nothing in particular
    /// (`start`, `stop`): only a use through a receiver that names its type reaches it.
    var needsNamedReceiver = false
    /// An orientation monitor's or a view modifier's sites (the notification observed, the read it makes):
    /// the related sites of each use's finding.
    var related: [DoctorFinding.Related] = []
}

/// A member of `extension View` that builds a view modifier of the app (`detectOrientation(_:)` returning
/// `modifier(DetectOrientation(orientation:))`).
struct ViewModifierApplication: Sendable, Hashable {
    var member: String
    var modifier: String
}

/// A member named for orientation that calls one of its own type's (`changeOrientationToPortraitOnPhone()`
/// calling `changeOrientation(.portrait)`): when the callee wraps an orientation API, so does the caller.
struct WrapperRelay: Sendable, Hashable {
    /// The calling member: its name, type, which it is, and its signature (a property's type).
    var caller: String
    var owner: String?
    var isProperty: Bool
    var signature: String
    /// The name called.
    var callee: String
    /// The type the callee is read through when it is not the caller's (`UIApplication.hx_interfaceOrientation`
    /// in `extension UIDevice { class var isPortrait }`); `nil` for the caller's own member.
    var calleeOwner: String?
    /// The callee is read, not called (`interfaceOrientation.isLandscape` in a computed property): it
    /// relays only a computed property or a function, whose body runs when it is read.
    var isRead = false
}

/// A member read or call of a name about orientation or a side that is no site itself
/// (`UIApplication.shared.orientation`, `UIDevice.current.portraitOrLandscape`).
struct OrientationNameUse: Sendable, Hashable {
    var name: String
    /// The receiver as written.
    var base: String
    var position: SourcePosition
    /// The function or property around it.
    var function: FunctionKey?
    /// Swift calls the member (`UIUtilities.imageOrientation()`) rather than reads a property of that name
    /// (`image.imageOrientation`); Objective-C's messages are both.
    var isCall = true
}

/// A Swift function that returns an orientation mask or an orientation (a candidate swizzled
/// replacement, or a screen's answer that the app delegate's hook asks for).
struct OrientationFunctionFact: Sendable, Hashable {
    var name: String
    var position: SourcePosition
    /// The type, extension or protocol that declares it (`nil` at file scope).
    var owner: String?
    /// It returns `UIInterfaceOrientationMask`, not one orientation.
    var returnsMask: Bool
    /// A protocol's requirement.
    var isRequirement = false
}

/// Everything pass one learns from one file; pass two combines them.
struct FileFacts: Sendable {
    var path: String
    var types: [TypeFact] = []
    var members: [MemberFact] = []
    var sites: [DirectSite] = []
    var hooks: [HookFact] = []
    /// The hook as a protocol's requirement, with the masks the protocol requires as what it reads.
    var hookRequirements: [HookFact] = []
    /// Methods with an empty body and no parameters (``EmptyMethodFact``).
    var emptyMethods: [EmptyMethodFact] = []
    /// The `UserDefaults` keys an orientation override or hook reads (`Constants.orientationLock` as its
    /// last name, a literal with its quotes): a lock kept in the user defaults.
    var defaultsKeyReads: Set<String> = []
    /// Writes of a `UserDefaults` key (`set(_:forKey:)`, `removeObject(forKey:)`).
    var defaultsKeyWrites: [DefaultsKeyWrite] = []
    /// Protocols that require nothing (`protocol CanRotate {}`): possible markers (``EmptyMethodFact`` for types).
    var emptyProtocols: [EmptyMethodFact] = []
    /// The app's types that orientation code tests a value against (`rootVC is CanRotate`,
    /// `top as? InterfaceOrientationOverriding`): in a hook, an orientation override, or a function
    /// named for orientation or rotation.
    var orientationTypeTests: Set<String> = []
    var variables: [VariableFact] = []
    var assignments: [AssignmentFact] = []
    var windows: [WindowFact] = []
    /// Functions and enum cases (`name/arity`) the file declares with a UIKit method's name
    /// (a model of UIKit, a helper): calls of that name may be the project's own.
    var declaredUIKitNames: Set<String> = []
    /// What is assigned to `window` (`MainWindow.shared`), to recognize singleton main windows.
    var mainWindowValues: Set<String> = []
    /// `setValue(_:forKey:)` with a computed key on a receiver that may be
    /// the device: its name, the position, the label.
    var computedKeyWrites: [(receiver: String, position: SourcePosition)] = []
    /// The selectors a swizzle of an orientation method puts in its place (`swizzled_supportedInterfaceOrientations`).
    var swizzleReplacements: Set<String> = []
    /// Swift functions that return an orientation mask or orientation.
    var orientationFunctions: [OrientationFunctionFact] = []
    /// Scene delegates' `supportedInterfaceOrientations(for:)` answers.
    var sceneAnswers: [SourcePosition] = []
    /// Names accessed as `super.<name>`, per class (a base class's override
    /// that subclasses call stays).
    var superReads: [String: Set<String>] = [:]
    /// Findings made in the file alone (Info.plist, project settings, input problems).
    var findings: [DoctorFinding] = []
    /// Info.plist and project facts.
    var appSettings: [AppSettingsFact] = []
    /// Calls that may reach an app-made lock helper.
    var calls: [CallFact] = []
    /// The functions the file declares, with their lines, and its calls of functions by name:
    /// joined across files, the calls of the app's orientation helpers.
    var functionSpans: [FunctionSpan] = []
    var plainCalls: [PlainCall] = []
    /// Swift rotations by an angle their function takes (``ParameterTurn``).
    var parameterTurns: [ParameterTurn] = []
    /// SwiftUI's `onAppear` and `onDisappear` modifiers and their closures' statements (``LifecycleModifierFact``).
    var lifecycleModifiers: [LifecycleModifierFact] = []
    /// The capitalized identifiers the file's code mentions (type names): a call reaches a helper of
    /// a type only from a file that names the type, the same test the selective parse makes.
    var mentionedTypes: Set<String> = []
    /// Build settings: the platform of each Info.plist a configuration names.
    var plistTargets: [PlistTarget] = []
    /// A project file with a framework or library target: an app target beside it may be its demo.
    var buildsLibrary = false
    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the iOS configurations, and where it is.
    var deploymentTarget: (version: Double, position: SourcePosition)?
    /// Info.plist: why it is not an iOS application's (a watch app, an extension), if it is not.
    var notIOSApp: String?
    /// True for test code (it imports XCTest or Swift Testing): it makes no finding (``ProjectResolver/leaveOutTestCode()``).
    var isTestCode = false
    /// An XcodeGen specification or a Tuist manifest: a description of the project, not its code.
    var isProjectSpecification = false
    /// Objective-C: macros whose body is an orientation site (`IS_LANDSCAPE`), and that site.
    var macroSites: [String: DirectSite] = [:]
    /// Objective-C: what each class's iOS 5 answer (`-shouldAutorotateToInterfaceOrientation:`) reads, by class: a
    /// flag it returns is the screen's lock as one `shouldAutorotate` returns is (KGModal's `shouldRotate`, held-out
    /// set 258).
    var legacyAnswerReads: [String: Set<String>] = [:]
    /// Objective-C: macros that stand for one of the app's objects (`#define settingsS ((SavedSettings *)[SavedSettings
    /// sharedInstance])`), by name, with the class they name: a read through one reads that class's property.
    var objectMacros: [String: String] = [:]
    /// A project file whose every iOS app configuration generates its Info.plist and names none
    /// (`GENERATE_INFOPLIST_FILE = YES`, no `INFOPLIST_FILE`, no build configuration file): an `Info.plist` beside it
    /// is built by no target.
    var generatesEveryAppPlist = false
    /// Objective-C: macros whose body defines orientation methods, by name (``MethodMacro``), and the macros written
    /// alone in a class's implementation, which may be those.
    var methodMacros: [String: MethodMacro] = [:]
    var methodMacroUses: [MethodMacroUse] = []
    /// Objective-C: uses of names that may be macros (all capitals), to match ``macroSites`` of any file; a use in
    /// another macro's body carries the line of its `#define`, which makes one site however many uses it holds.
    var macroUses: [(name: String, position: SourcePosition, define: Int?)] = []
    /// Swift: the app's wrappers of orientation APIs declared here, and the uses of names about
    /// orientation that may reach one.
    var wrappers: [WrapperFact] = []
    var orientationNameUses: [OrientationNameUse] = []
    /// Members of `extension View` that build a view modifier (`modifier(DetectOrientation(…))`), and the
    /// types whose `body` observes or reads the device: joined across files, each such member is a wrapper.
    var viewModifierApplications: [ViewModifierApplication] = []
    var observingViewModifiers: [WrapperFact] = []
    /// A view's own `.modifier(DeviceStateModifier())`, outside `extension View`: the type applied and where
    /// (``ProjectResolver/modifierApplications(_:)``).
    var appliedModifiers: [(type: String, position: SourcePosition)] = []
    /// Calls of a member named for orientation by another member of its type named for
    /// orientation, in Swift and Objective-C (``WrapperRelay``).
    var wrapperRelays: [WrapperRelay] = []
    /// Build configuration files (`.xcconfig`): the Info.plists they name (`INFOPLIST_FILE`).
    var configuredPlists: Set<String> = []
    /// A build configuration file that could not be read: it may name any Info.plist.
    var configurationUnreadable = false
    /// Window classes that raise themselves, make themselves key and show a screen of the app
    /// (``SwiftFactCollector/showsScreenItself(_:)``): every window made of them shows a screen.
    var screenWindowClasses: Set<String> = []
    /// Classes (or extensions) that decide hit-testing themselves (`hitTest(_:with:)`,
    /// `point(inside:with:)`): a window of such a class lets touches through to the windows below.
    var passThroughTypes: Set<String> = []
    /// Lines `--diff` deletes from a project file (`INFOPLIST_KEY_UIRequiresFullScreen = YES` in each configuration).
    var removableLines: Set<Int> = []

    init(path: String) { self.path = path }
}

/// An Info.plist a build configuration names, and whether that target is an iOS application.
struct PlistTarget: Sendable, Hashable {
    /// `INFOPLIST_FILE`, without `$(SRCROOT)/`.
    var path: String
    /// The target builds an iOS (or iPadOS, Catalyst) application, not an extension or a watch, TV or Mac product.
    var isIOSApp: Bool
    /// The name as written, when ``path`` was taken from the project's folder to tell twins apart: the rules about
    /// folder names (examples, previews) read the name the project gives, not the folders above the project.
    var written: String? = nil

    /// The path the rules about folder names read.
    var ruleName: String { written ?? path }
}

/// What an app's Info.plist or build settings say about scenes.
struct AppSettingsFact: Sendable, Hashable {
    var file: String
    var position: SourcePosition
    /// The settings belong to an app (not a framework or a test bundle).
    var isApp: Bool
    /// `UIApplicationSceneManifest` or `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`.
    var hasSceneManifest: Bool
}
