/// The scene's own changes: the user resizes it, folds or unfolds the
/// device (rules 62-66). UIKit reacts first; then the driver re-detects the
/// scene's conditions and tells the engine (`sceneChanged`) from its
/// geometry callback, as on a device.
extension SimulatedApp {
    /// The user resizes the app's scene.
    @discardableResult
    public func resize(line: Int = 0) -> StepRecord {
        step("resize", line: line) { sceneChanged(model.resize()) }
    }

    /// The user folds a foldable iPhone (inner display to outer).
    @discardableResult
    public func fold(line: Int = 0) -> StepRecord {
        step("fold", line: line) { sceneChanged(model.fold()) }
    }

    /// The user unfolds a foldable iPhone (outer display to inner).
    @discardableResult
    public func unfold(line: Int = 0) -> StepRecord {
        step("unfold", line: line) { sceneChanged(model.unfold()) }
    }

    private func sceneChanged(_ problem: String?) {
        if let problem {
            stepNotes.append(problem)
            return
        }
        _ = runShipped { $0.sceneChanged() }
    }
}
