/// The interface orientation of each window scene, so that every SwiftUI
/// view reads its own scene's orientation (`\.interfaceOrientation`), not
/// that of whichever scene reported last.
public struct SceneOrientations<Scene: Hashable & Sendable>: Sendable, Hashable {
    private var orientations: [Scene: InterfaceOrientation] = [:]

    /// No scene known yet.
    public init() {}

    /// The scenes known, in no particular order.
    public var scenes: [Scene] { Array(orientations.keys) }

    /// Records a scene's orientation. Returns true when it changed.
    @discardableResult
    public mutating func record(_ orientation: InterfaceOrientation, for scene: Scene) -> Bool {
        guard orientations[scene] != orientation else { return false }
        orientations[scene] = orientation
        return true
    }

    /// Forgets a scene that disconnected. Returns true when it was known.
    @discardableResult
    public mutating func forget(_ scene: Scene) -> Bool {
        orientations.removeValue(forKey: scene) != nil
    }

    /// The orientation a view in `scene` reads: its own scene's. A view
    /// whose scene is not known yet reads the only known scene's
    /// orientation when there is exactly one (an app with one window), and
    /// `unknown` otherwise, never another window's.
    public func orientation(for scene: Scene?) -> InterfaceOrientation {
        if let scene { return orientations[scene] ?? .unknown }
        guard orientations.count == 1, let only = orientations.values.first else { return .unknown }
        return only
    }
}
