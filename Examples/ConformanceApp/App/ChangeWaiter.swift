#if canImport(UIKit)
import OrientationConformance
import OrientationCore
import OrientationKit
import UIKit

/// Waits until UIKit shows what a person's step does (the device turned,
/// the app left or came back, the scene resized, a gesture reached its
/// phase or ended with no transition), or until the person taps Skip.
/// Polls every 50 ms on the main actor; what counts as done is decided by
/// ``ReactivationWatch`` and ``GestureWatchState``.
@MainActor
struct ChangeWaiter {
    /// How a wait ended.
    enum Outcome: Equatable {
        /// The change happened.
        case happened
        /// The person's gesture ended and UIKit started no transition.
        case refused
        /// The person tapped Skip.
        case skipped
    }

    let stage: PlanStage

    /// Waits for the change.
    func wait(for change: AwaitedChange, skipped: () -> Bool) async -> Outcome {
        let startSize = stage.window.bounds.size
        let activity = ActivityObserver()
        defer { activity.stop() }
        var gesture: GestureWatchState?
        var hooked: (any UIViewControllerTransitionCoordinator)?
        let startContent = content()
        if case .interactiveTransition(let pop, let phase) = change {
            gesture = GestureWatchState(phase: phase, underWay: coordinator(pop: pop) != nil)
        }
        let touchesBefore = SceneActivity.shared.touchBeganAt
        while !skipped() {
            switch change {
            case .deviceOrientation(let target):
                if DeviceOrientation(UIDevice.current.orientation) == target { return .happened }
            case .appInBackground:
                if UIApplication.shared.applicationState == .background { return .happened }
            case .appActive:
                if UIApplication.shared.applicationState == .active { return .happened }
            case .appReactivated:
                if activity.watch.reached { return .happened }
            case .sceneSizeChange:
                if stage.window.bounds.size != startSize { return await settledSize() }
            case .interactiveTransition(let pop, _):
                if let coordinator = coordinator(pop: pop), hooked !== coordinator {
                    hooked = coordinator
                    gesture?.transitionAppeared()
                    let result = TransitionResult()
                    coordinator.animate(alongsideTransition: nil) { context in result.cancelled = context.isCancelled }
                    activity.pending = result
                }
                if let cancelled = activity.pending?.cancelled {
                    activity.pending = nil
                    gesture?.transitionEnded(cancelled: cancelled)
                } else if hooked == nil, content() != startContent {
                    gesture?.contentChanged()
                }
                if SceneActivity.shared.touchBeganAt != touchesBefore, let ended = SceneActivity.shared.touchEndedAt,
                    ended >= (SceneActivity.shared.touchBeganAt ?? 0)
                {
                    gesture?.touchEnded(at: ended)
                }
                switch gesture?.verdict(now: ProcessInfo.processInfo.systemUptime) {
                case .reached?: return .happened
                case .refused?: return .refused
                case .waiting?, nil: break
                }
            }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return .skipped
    }

    /// The coordinator of the pop or dismissal under way, if any.
    private func coordinator(pop: Bool) -> (any UIViewControllerTransitionCoordinator)? {
        pop
            ? stage.topmostVisible(UINavigationController.self)?.transitionCoordinator
            : stage.lastPresented?.transitionCoordinator
    }

    /// What a gesture changes: the navigation stack's depth and the presented screen.
    private func content() -> [ObjectIdentifier] {
        (stage.topmostVisible(UINavigationController.self)?.viewControllers ?? []).map(ObjectIdentifier.init)
            + [stage.lastPresented].compactMap { $0 }.map(ObjectIdentifier.init)
    }

    /// Waits until the window's size stops changing (a drag may take a while).
    private func settledSize() async -> Outcome {
        var size = stage.window.bounds.size
        while true {
            try? await Task.sleep(nanoseconds: 400_000_000)
            if stage.window.bounds.size == size { return .happened }
            size = stage.window.bounds.size
        }
    }
}

/// How an interactive transition ended, set from its coordinator's completion.
@MainActor
private final class TransitionResult {
    var cancelled: Bool?
}

/// Forwards the app's resign-active and become-active notifications to a
/// ``ReactivationWatch`` while a step waits (UIKit posts them on the main thread).
@MainActor
private final class ActivityObserver: NSObject {
    var watch = ReactivationWatch()
    var pending: TransitionResult?

    override init() {
        super.init()
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(resigned), name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(
            self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func resigned() { watch.appResignedActive() }

    @objc private func becameActive() { watch.appBecameActive() }

    /// Stops observing (the wait is over).
    func stop() {
        NotificationCenter.default.removeObserver(self)
    }
}
#endif
