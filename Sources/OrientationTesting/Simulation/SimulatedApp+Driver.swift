/// Library mode runs the shipped driver (``ShippedDriverBridge``); plain
/// mode runs the model alone, the app making its own calls.
extension SimulatedApp {
    /// Launch: in library mode the driver learns the screens as their views
    /// load, then UIKit launches and asks; in plain mode UIKit launches.
    func launch() {
        step("start", line: 0) {
            if runShipped({ $0.launch() }) { return }
            model.launch()
        }
    }

    /// A hierarchy change the model made: the transition ends and UIKit
    /// re-resolves (rule 21); in library mode the driver hears of it from
    /// its probes and the transition's completions.
    func hierarchyChanged(_ change: HierarchyChange) {
        if runShipped({ $0.hierarchyChanged(change) }) { return }
        model.window.finishTransitions()
        model.hierarchyDidChange(change)
    }

    /// Runs `body` with the driver's bridge in library mode; false in plain mode.
    func runShipped(_ body: @MainActor (ShippedDriverBridge) -> Void) -> Bool {
        guard let shipped else { return false }
        runOnMainActor { body(shipped) }
        return true
    }

    /// Plain mode: the app's own calls into the model, in order.
    func execute(_ calls: [PlatformCall]) {
        for call in calls {
            stepCalls.append(call)
            _ = model.perform(call)
        }
    }
}
