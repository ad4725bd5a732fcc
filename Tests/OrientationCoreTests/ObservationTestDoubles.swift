import OrientationCore

// Test doubles for the Observation*Tests, gathered in one file.

/// Counts how many subscriber stubs have been released.
final class ReleaseCounter {
    private(set) var released = 0
    func record() { released += 1 }
}

/// An observer standing in for the Kit's: a plain object that reports its
/// release to a counter.
final class SubscriberStub {
    let name: String
    private let counter: ReleaseCounter

    init(_ name: String, counter: ReleaseCounter) {
        self.name = name
        self.counter = counter
    }

    deinit { counter.record() }
}

/// Plays the platform a hub drives (`begin`/`end` generating notifications,
/// `start`/`stop` motion updates): carries out transitions and records any
/// that would unbalance the platform.
struct ActivitySpy {
    private(set) var starts = 0
    private(set) var stops = 0
    private(set) var isRunning = false
    /// Transitions that would start a running activity or stop a stopped one.
    private(set) var unbalanced: [ActivationTransition] = []

    mutating func apply(_ transition: ActivationTransition?) {
        switch transition {
        case .activated?:
            if isRunning { unbalanced.append(.activated) }
            starts += 1
            isRunning = true
        case .deactivated?:
            if !isRunning { unbalanced.append(.deactivated) }
            stops += 1
            isRunning = false
        case nil:
            break
        }
    }
}
