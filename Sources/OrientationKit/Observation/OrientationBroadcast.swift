#if canImport(UIKit) && os(iOS)
import Combine

/// Fans one observed value out to a closure, any number of `AsyncStream`s and
/// a Combine publisher, on the main actor. Shared by the three observers.
///
/// Only changes are delivered; streams and the publisher start with the
/// current value; a slow stream reader gets the newest value. After
/// `finish()` nothing more is delivered, every stream ends and the publisher
/// completes. The rules are OrientationCore's `OrientationChangeFilter` and
/// `LatestValueStreams`; this class adds the closure and Combine.
@MainActor
final class OrientationBroadcast<Value: Sendable & Equatable> {
    /// Called on every change, after the streams and the publisher.
    var onChange: ((Value) -> Void)?

    private var filter: OrientationChangeFilter<Value>
    private var streams = LatestValueStreams<Value>()
    private let subject: CurrentValueSubject<Value, Never>

    /// A broadcast holding `initial` and no listeners.
    init(_ initial: Value) {
        filter = OrientationChangeFilter(initial)
        subject = CurrentValueSubject(initial)
    }

    /// The latest value.
    var value: Value { filter.value }

    /// True once `finish()` ran.
    var isFinished: Bool { filter.isFinished }

    /// Delivers `newValue` everywhere if it differs from the current value.
    func send(_ newValue: Value) {
        guard filter.accept(newValue) else { return }
        subject.send(newValue)
        streams.yield(newValue)
        onChange?(newValue)
    }

    /// A new stream that yields the current value, then every change; it
    /// keeps only the newest value when its reader falls behind.
    func stream() -> AsyncStream<Value> {
        streams.makeStream(startingWith: filter.value) { [weak self] token in
            Task { @MainActor in self?.streams.remove(token) }
        }
    }

    /// The current value, then every change, on the main thread.
    var publisher: AnyPublisher<Value, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Ends every stream, completes the publisher and drops the closure.
    func finish() {
        guard filter.finish() else { return }
        onChange = nil
        subject.send(completion: .finished)
        streams.finish()
    }
}
#endif
