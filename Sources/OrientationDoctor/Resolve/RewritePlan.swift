/// What `--diff` changes in one Swift file, by the UTF-8 offsets of the
/// nodes pass one recorded. Only mechanical migrations are planned.
struct RewritePlan: Sendable, Hashable {
    /// App delegate hooks whose body becomes the library's answer (offset of the function's name).
    var hookBodies: Set<Int> = []
    /// Orientation members to delete (offset of the property's name).
    var removedMembers: Set<Int> = []
    /// Classes that get `orientationPolicy = …` in `viewDidLoad`: class name → policy expression.
    var policies: [String: String] = [:]
    /// Device-orientation writes that become `rotate(self, to:)`: call offset → orientation.
    var rotations: [Int: String] = [:]
    /// Statements deleted with a rotation (a reset write before it,
    /// `attemptRotationToDeviceOrientation()` after it): call offsets.
    var removedStatements: Set<Int> = []
    /// Library types the app also declares: new code names them `OrientationKit.Name`.
    var qualifiedNames: Set<String> = []
    /// SwiftUI `onAppear`/`onDisappear` modifiers that change (offset of the modifier's name).
    var modifierRewrites: [Int: ModifierRewrite] = [:]

    /// What becomes of a SwiftUI `onAppear` or `onDisappear` modifier whose lock writes go.
    enum ModifierRewrite: Sendable, Hashable {
        /// `.onAppear { lock write }` becomes `.interfaceOrientations(mask)`.
        case replace(mask: [String])
        /// `.onAppear { lock write; other work }` keeps the other work and gets `.interfaceOrientations(mask)` after it.
        case append(mask: [String])
        /// `.onDisappear { restoring write }` goes.
        case drop
    }

    /// True when the plan changes nothing.
    var isEmpty: Bool {
        hookBodies.isEmpty && removedMembers.isEmpty && policies.isEmpty && rotations.isEmpty
            && modifierRewrites.isEmpty
    }
}
