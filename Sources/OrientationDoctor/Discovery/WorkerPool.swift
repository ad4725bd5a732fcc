import Foundation

/// Runs one job per index on every core, on threads with a large stack
/// (deeply nested input recurses deeply in the parser and the visitors).
enum WorkerPool {
    /// The stack size of each worker thread.
    static let stackSize = 64 << 20

    /// Calls `body(index)` for every index in `0..<count`, on up to
    /// `threads` threads at once, and returns the results in index order.
    static func map<Result: Sendable>(
        count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let state = SharedState<Result>(count: count)
        let workers = max(1, min(threads, count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = state.nextIndex() {
                    state.store(body(index), at: index)
                }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
        return state.results()
    }
}

/// The work queue and results of one ``WorkerPool/map(count:threads:_:)``.
private final class SharedState<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var slots: [Result?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
