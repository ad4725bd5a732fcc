/// The window scene of one SwiftUI view, followed through its probe
/// (OrientationKit's `ProbeScene`), so that the view reads its own scene's
/// orientation (`\.interfaceOrientation`).
///
/// A probe's report changes the scene only when it names another scene.
/// The coordinator is told (`track`) and the scene's identity published
/// (`publish`) on the next turn, never inside SwiftUI's update or UIKit's
/// layout, and the identity only when it differs from the one published.
@MainActor
public final class SceneFollower<Scene: AnyObject> {
    /// The scene the view is shown in, if known; held weakly.
    public private(set) weak var scene: Scene?
    /// The identity published last.
    public private(set) var publishedID: ObjectIdentifier?
    private let onNextTurn: (@escaping @MainActor () -> Void) -> Void
    private let track: (Scene) -> Void
    private let publish: (ObjectIdentifier) -> Void

    /// A follower that knows no scene yet. `onNextTurn` runs work on the
    /// next turn of the main queue; `track` tells the coordinator of the
    /// scene; `publish` publishes its identity.
    public init(
        onNextTurn: @escaping (@escaping @MainActor () -> Void) -> Void,
        track: @escaping (Scene) -> Void, publish: @escaping (ObjectIdentifier) -> Void
    ) {
        self.onNextTurn = onNextTurn
        self.track = track
        self.publish = publish
    }

    /// The probe reported the scene it is shown in now (`nil`: none).
    public func follow(_ found: Scene?) {
        guard let found, found !== scene else { return }
        scene = found
        let id = ObjectIdentifier(found)
        onNextTurn { [weak self, weak found] in
            guard let self, let found else { return }
            track(found)
            guard publishedID != id else { return }
            publishedID = id
            publish(id)
        }
    }
}
