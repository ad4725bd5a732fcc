// The facts about hooks and locks: the app delegate's hook, markers, variables and the
// assignments and calls that may write a lock.

/// `application(_:supportedInterfaceOrientationsFor:)` or its Objective-C form.
struct HookFact: Sendable, Hashable {
    var position: SourcePosition
    var owner: String?
    /// Names the body reads (candidates for a lock variable).
    var reads: Set<String>
    /// The body already returns the library's answer.
    var answersWithLibrary: Bool
    var language: SourceLanguage
    /// Selectors the body asks a controller whether it responds to (`respondsToSelector:@selector(canRotate)`,
    /// `responds(to: Selector(("canRotate")))`): marker methods that opt a screen into the hook's answer.
    var testedSelectors: Set<String> = []
    /// Properties of a shared object the body reads, as `Type|name` (`ContoursAIFramework.shared.isLandscape`).
    var sharedReads: Set<String> = []
    /// The app's types the body tests or casts a controller to (`as? RotationEnabled`): what the body reads of
    /// such a value (`vc.canRotate`) is each adopting screen's own property.
    var testedTypes: Set<String> = []
}

/// A method with an empty body, with no parameters (`@objc func canRotate() {}`, `- (void)canRotate {}`):
/// a marker, when the app delegate's hook asks whether a controller responds to it.
struct EmptyMethodFact: Sendable, Hashable {
    var name: String
    var owner: String?
    var position: SourcePosition
    var language: SourceLanguage
}

/// A write of a `UserDefaults` key: the key as ``FileFacts/defaultsKeyReads`` names it.
struct DefaultsKeyWrite: Sendable, Hashable {
    var key: String
    /// The SwiftUI modifier (`onChange`…) whose closure holds it.
    var swiftUIModifier: String?
    var position: SourcePosition
}

/// Where a variable lives.
enum VariableScope: Sendable, Hashable {
    case global
    case staticMember(String)
    case instance(String)
}

/// A variable or property declared outside any function.
struct VariableFact: Sendable, Hashable {
    var name: String
    var scope: VariableScope
    /// The declared type as written, or `= ` and the initial value when the
    /// type is inferred (to recognize masks and flags).
    var typeText: String
    var position: SourcePosition
    var language: SourceLanguage
    /// A `var` with a setter or storage, an Objective-C property that is not `readonly`, an instance variable.
    var isSettable = true
    /// Swift: a computed property (a getter and no storage): it answers from other state, it holds none.
    var isComputed = false
    /// For a computed mask or flag: the names its getter reads (the state behind the answer).
    var getterReads: Set<String> = []
    /// Swift: a stored `let` without a first value, which each initializer sets (`private let
    /// allowedOrientation: UIInterfaceOrientationMask`, given when the screen is made).
    var isSetByInitializer = false
}

/// An assignment to a name (`x = …`, `a.b.x = …`, `[a setX:…]`).
struct AssignmentFact: Sendable, Hashable {
    var name: String
    /// What the name is reached through (`AppDelegate`, `appDelegate`,
    /// `OrientationStore.shared`), when written.
    var base: String?
    /// The modifier (`onAppear`...) whose closure holds it, for SwiftUI code.
    var swiftUIModifier: String?
    var position: SourcePosition
    var language: SourceLanguage
    /// The function (or accessor) around it, as ``FunctionKey``; `nil` at file scope.
    var function: FunctionKey?
    /// The value written, as written (the first 80 characters).
    var value: String = ""
    /// Swift: the assignment is a whole statement (the offset of the statement is ``position``'s).
    var isStatement = false
    /// Objective-C: the class the receiver is declared with (`VLCPlayerViewController *player` before
    /// `player.supportedInterfaceOrientations = …`), when the method declares it.
    var receiverType: String?
}

/// A function or method, as calls name it: its base name and its type.
struct FunctionKey: Sendable, Hashable {
    /// The base name (`lock`, `lockOrientation`, Objective-C: the first selector part).
    var name: String
    /// The type that declares it (`nil` for a global function).
    var owner: String?
    /// Declared in `extension View` or as a `ViewModifier`'s body: its calls are SwiftUI code.
    var isViewModifier = false
    /// A property's accessor (`didSet`, `set`): writes to the property run it.
    var isAccessor = false
    /// A Swift function's argument labels (`_` for none), in order: `updateUI(isLandscape:)` is not
    /// `updateUI(isFullScreen:)`. `nil` when not known (Objective-C, accessors, initializers).
    var labels: [String]?
    /// An Objective-C method's whole selector (`lockOrientation:andRotateTo:`), which tells it apart from
    /// `lockOrientation:` of the same ``name``; `nil` in Swift.
    var selector: String?
}

/// A call of a function that may be an app-made lock helper (its name
/// mentions a lock, an orientation, a rotation...), or a SwiftUI
/// preference that may carry a mask.
struct CallFact: Sendable, Hashable {
    var name: String
    /// The receiver as written (`lockManager`, `AppUtility`), `nil` for none.
    var base: String?
    /// The SwiftUI modifier (`onAppear`...) whose closure holds it.
    var swiftUIModifier: String?
    /// The function around the call.
    var function: FunctionKey?
    /// The class whose method makes the call (for calls on `self`).
    var enclosingType: String?
    /// A Swift call's argument labels (`_` for none), trailing closures left out; `nil` for Objective-C.
    var labels: [String]?
    /// For `preference(key: K.self…)` / `onPreferenceChange(K.self)`: `K`.
    var preferenceKey: String?
    /// Passes the caller's own parameter, unchanged, as a lock argument (`portraitOnly: portraitOnly`):
    /// the caller only forwards its own caller's value.
    var forwardsParameter = false
    var position: SourcePosition
    var language: SourceLanguage
}
