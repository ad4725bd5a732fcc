#if canImport(UIKit)
import OrientationConformance
import OrientationCore
import OrientationKit
import UIKit

/// Waits until UIKit shows what a person's step does (the device turned,
/// the app left or came back, the scene resized, a gesture reached its
/// phase), or until the person taps Skip. Polls every 50 ms on the main actor.
@MainActor
struct ChangeWaiter {
    let stage: PlanStage

    /// True when the change happened, false when skipped.
    func wait(for change: AwaitedChange, skipped: () -> Bool) async -> Bool {
        let startSize = stage.window.bounds.size
        let gesture = GestureWatch()
        while !skipped() {
            switch change {
            case .deviceOrientation(let target):
                if DeviceOrientation(UIDevice.current.orientation) == target { return true }
            case .appInBackground:
                if UIApplication.shared.applicationState == .background { return true }
            case .appActive:
                if UIApplication.shared.applicationState == .active { return true }
            case .sceneSizeChange:
                if stage.window.bounds.size != startSize { return await settledSize() }
            case .interactiveTransition(let pop, let phase):
                if gesture.reached(phase, coordinator: coordinator(pop: pop)) { return true }
            }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return false
    }

    /// The coordinator of the pop or dismissal under way, if any.
    private func coordinator(pop: Bool) -> (any UIViewControllerTransitionCoordinator)? {
        pop
            ? stage.topmostVisible(UINavigationController.self)?.transitionCoordinator
            : stage.lastPresented?.transitionCoordinator
    }

    /// Waits until the window's size stops changing (a drag may take a while).
    private func settledSize() async -> Bool {
        var size = stage.window.bounds.size
        while true {
            try? await Task.sleep(nanoseconds: 400_000_000)
            if stage.window.bounds.size == size { return true }
            size = stage.window.bounds.size
        }
    }
}

/// Follows an interactive transition: under way once its coordinator is
/// interactive (`begin`); over when its completion says finished or
/// cancelled. A gesture that ends the other way is forgotten, so the
/// person can try again.
@MainActor
private final class GestureWatch {
    private var watched: (any UIViewControllerTransitionCoordinator)?
    private var cancelled: Bool?

    func reached(_ phase: GesturePhase, coordinator: (any UIViewControllerTransitionCoordinator)?) -> Bool {
        if let coordinator, coordinator.isInteractive {
            if phase == .begin { return true }
            if watched !== coordinator {
                watched = coordinator
                coordinator.animate(alongsideTransition: nil) { [weak self] context in
                    self?.cancelled = context.isCancelled
                }
            }
        }
        guard let cancelled else { return false }
        self.cancelled = nil
        watched = nil
        return cancelled == (phase == .cancel)
    }
}
#endif
