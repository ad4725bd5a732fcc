/// A SwiftUI `onAppear` or `onDisappear` modifier and the statements of its closure: what `--diff` needs to turn a
/// lock the view sets as it appears (and restores as it goes) into `.interfaceOrientations(_:)`
/// (``ProjectResolver/swiftUIPolicyRewrites(_:)``).
struct LifecycleModifierFact: Sendable, Hashable {
    /// `onAppear` or `onDisappear`.
    var name: String
    /// The offset of the modifier's name (`onAppear` in `.onAppear { … }`): the rewriter finds the call by it.
    var nameOffset: Int
    /// The offset where the modified view's expression starts: every modifier of one chain shares it
    /// (`Text("Video").onAppear { … }.onDisappear { … }`).
    var chain: Int
    /// The closure's statements, in order.
    var statements: [Statement]

    /// One statement of the closure.
    struct Statement: Sendable, Hashable {
        /// What the statement is, as far as the rewrite cares.
        enum Kind: Sendable, Hashable {
            /// An assignment (`AppDelegate.orientationLock = .landscape`); a lock write when its offset is one.
            case assignment
            /// A forced rotation or a request to ask again that the view's own orientations make needless:
            /// `UIDevice.current.setValue(_, forKey: "orientation")`, `attemptRotationToDeviceOrientation()`,
            /// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
            case rotationRequest
            /// Anything else (`player.play()`): the closure stays for it.
            case other
        }

        var kind: Kind
        var position: SourcePosition
    }
}
