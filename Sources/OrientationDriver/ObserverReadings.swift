import OrientationCore

/// What OrientationKit's orientation observers report for each reading:
/// OrientationKit reads the scene or CoreMotion and delivers the values;
/// these decide.
public enum ObserverReading {
    /// What an interface orientation observer does when it reads its
    /// scene again.
    public enum SceneStep: Sendable, Hashable {
        /// Nothing: the observer is cancelled.
        case none
        /// Report the orientation the scene shows (an unchanged one is not
        /// reported twice).
        case report(InterfaceOrientation)
        /// The scene went away: report `unknown`, then cancel.
        case sceneGone
    }

    /// The step for a reading of the observed scene. `shown` is the
    /// orientation the scene shows, `nil` once the scene is released; it
    /// is read only while the observer runs.
    public static func scene(isCancelled: Bool, shown: @autoclosure () -> InterfaceOrientation?) -> SceneStep {
        guard !isCancelled else { return .none }
        guard let shown = shown() else { return .sceneGone }
        return .report(shown)
    }
}

/// One motion observer's readings: CoreMotion's gravity vectors, classified
/// with hysteresis by a `DeviceOrientationClassifier`.
public struct MotionReadings: Sendable, Hashable {
    private var classifier: DeviceOrientationClassifier

    /// Readings classified with these thresholds, none read yet.
    public init(configuration: DeviceOrientationClassifier.Configuration) {
        classifier = DeviceOrientationClassifier(configuration: configuration)
    }

    /// The orientation of one reading. `nil` (CoreMotion reported an error
    /// instead of a reading) is `unknown` and forgets the hysteresis state:
    /// the next good reading is classified afresh.
    public mutating func orientation(of gravity: GravityVector?) -> DeviceOrientation {
        guard let gravity else {
            classifier.reset()
            return .unknown
        }
        return classifier.classify(gravity)
    }
}

/// The live observers of window scenes, held weakly, so that a scene
/// delegate's forwarded update reaches the observers of that scene.
public struct SceneObservers<Observer: AnyObject> {
    private var entries = WeakSubscribers<Observer>()

    /// No observers.
    public init() {}

    /// Remembers `observer` (weakly) and forgets released ones.
    public mutating func add(_ observer: Observer) {
        entries.pruneReleased()
        entries.insert(observer)
    }

    /// The live observers of `scene` that are not cancelled, in the order
    /// they were added; cancelled and released ones are forgotten.
    public mutating func observers<Scene: AnyObject>(
        of scene: Scene, isCancelled: (Observer) -> Bool, scene sceneOf: (Observer) -> Scene?
    ) -> [Observer] {
        entries.pruneReleased()
        entries.removeAll(where: isCancelled)
        return entries.subscribers.filter { sceneOf($0) === scene }
    }
}
