/// The objects the shipped driver holds of the model (``ModelPlatform``):
/// UIKit hands the driver its own objects, and the driver compares them by
/// identity, so each window, scene and view controller of the model has one
/// handle for its whole life.

/// The model's one window scene.
final class ModelSceneHandle {}

/// A window of the model: the app's own (`id == nil`) or an extra window.
final class ModelWindowHandle {
    /// `nil` for the app's window, else the extra window's id.
    let id: String?

    init(id: String?) {
        self.id = id
    }
}

/// A view controller of one window: each window holds its own copy of the
/// declared controllers (``ModelExtraWindow``), so the same screen id in
/// two windows is two controllers.
final class ModelControllerHandle {
    /// The screen id.
    let id: String
    /// The window whose controllers it belongs to (`nil`: the app's).
    let window: String?

    init(id: String, window: String?) {
        self.id = id
        self.window = window
    }
}

/// A gesture recognizer of a navigation controller: its edge pop, or the
/// library's pop guard.
final class ModelRecognizerHandle {
    /// The recognizers this one waits for (`require(toFail:)`).
    var waitsFor: [ModelRecognizerHandle] = []
}

/// A transition in progress (a presentation, a dismissal, a push or pop,
/// an interactive gesture), as `transitionCoordinator` returns it.
final class ModelTransitionHandle {
    /// True when the user's finger drives it.
    let isInteractive: Bool
    /// What runs when it ends, with whether it was cancelled.
    var completions: [@MainActor (Bool) -> Void] = []

    init(isInteractive: Bool) {
        self.isInteractive = isInteractive
    }
}
