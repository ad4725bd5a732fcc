/// The container holding each controller of a ``ModelWindow``, built once
/// per content of its controllers (``ModelWindow/controllersRevision``)
/// instead of searching every controller at each question: presenting
/// over a deep chain asks it at every step.
final class ModelParentIndex {
    private var revision: Int?
    private var parents: [String: String] = [:]

    /// The container holding `id` in `window`: the first controller, in the
    /// dictionary's order, whose children name it (as a search would find).
    func parent(of id: String, in window: ModelWindow) -> String? {
        if revision != window.controllersRevision {
            parents = [:]
            for (key, controller) in window.controllers {
                for child in controller.children where parents[child] == nil { parents[child] = key }
            }
            revision = window.controllersRevision
        }
        return parents[id]
    }
}
