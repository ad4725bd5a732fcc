/// Objects held weakly, each once, in the order they were added; an object
/// that is gone is left out (`NSHashTable.weakObjects()`, with an order).
struct WeakObjects<Object: AnyObject> {
    private struct Box {
        weak var object: Object?
    }

    private var boxes: [Box] = []

    /// True when `object` was added and not removed since.
    func contains(_ object: Object) -> Bool { boxes.contains { $0.object === object } }

    /// Adds `object` unless it is there, dropping the objects that are gone.
    mutating func add(_ object: Object) {
        boxes.removeAll { $0.object == nil }
        guard !contains(object) else { return }
        boxes.append(Box(object: object))
    }

    /// Removes `object`, if there.
    mutating func remove(_ object: Object) {
        boxes.removeAll { $0.object == nil || $0.object === object }
    }

    /// The objects still alive, oldest first.
    var objects: [Object] { boxes.compactMap(\.object) }

    /// Empties the set and returns the objects still alive, oldest first.
    mutating func removeAll() -> [Object] {
        defer { boxes = [] }
        return boxes.compactMap(\.object)
    }
}
