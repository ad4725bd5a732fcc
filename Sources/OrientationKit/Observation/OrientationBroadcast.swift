#if canImport(UIKit) && os(iOS)
import Combine

/// Fans one observed value out to a closure, any number of `AsyncStream`s and
/// a Combine publisher, on the main actor. Shared by the three observers.
///
/// Only changes are delivered; streams and the publisher start with the
/// current value. After `finish()` nothing more is delivered, every stream
/// ends and the publisher completes.
@MainActor
final class OrientationBroadcast<Value: Sendable & Equatable> {
    /// The latest value.
    private(set) var value: Value
    /// True once `finish()` ran.
    private(set) var isFinished = false
    /// Called on every change, after the streams and the publisher.
    var onChange: ((Value) -> Void)?

    private let subject: CurrentValueSubject<Value, Never>
    private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
    private var nextStreamID = 0

    /// A broadcast holding `initial` and no listeners.
    init(_ initial: Value) {
        value = initial
        subject = CurrentValueSubject(initial)
    }

    /// Delivers `newValue` everywhere if it differs from the current value.
    func send(_ newValue: Value) {
        guard !isFinished, newValue != value else { return }
        value = newValue
        subject.send(newValue)
        for continuation in continuations.values {
            continuation.yield(newValue)
        }
        onChange?(newValue)
    }

    /// A new stream that yields the current value, then every change; it
    /// keeps only the newest value when its reader falls behind.
    func stream() -> AsyncStream<Value> {
        AsyncStream(Value.self, bufferingPolicy: .bufferingNewest(1)) { continuation in
            continuation.yield(value)
            guard !isFinished else {
                continuation.finish()
                return
            }
            let id = nextStreamID
            nextStreamID += 1
            continuations[id] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.removeStream(id) }
            }
        }
    }

    /// The current value, then every change, on the main thread.
    var publisher: AnyPublisher<Value, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Ends every stream, completes the publisher and drops the closure.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let ending = continuations.values
        continuations = [:]
        onChange = nil
        subject.send(completion: .finished)
        for continuation in ending {
            continuation.finish()
        }
    }

    private func removeStream(_ id: Int) {
        continuations[id] = nil
    }
}
#endif
