/// A SwiftUI `onAppear` or `onDisappear` modifier and the statements of its closure: what `--diff` needs to turn a
/// lock the view sets as it appears (and restores as it goes) into `.interfaceOrientations(_:)`
/// (``ProjectResolver/swiftUIPolicyRewrites(_:)``). Which statements are lock writes or forced rotations the resolver
/// knows from the file's lock writes and sites, by their offsets.
struct LifecycleModifierFact: Sendable, Hashable {
    /// `onAppear` or `onDisappear`.
    var name: String
    /// The offset of the modifier's name (`onAppear` in `.onAppear { … }`): the rewriter finds the call by it.
    var nameOffset: Int
    /// The offset where the modified view's expression starts: every modifier of one chain shares it
    /// (`Text("Video").onAppear { … }.onDisappear { … }`).
    var chain: Int
    /// Where the closure's statements start, in order.
    var statements: [SourcePosition]
}
