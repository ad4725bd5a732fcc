#if canImport(UIKit) && os(iOS)
import Combine
import OrientationDriver

/// The broadcast of the three observers: the driver's `ValueBroadcast`
/// (which values go out, and in what order), with a Combine publisher.
typealias OrientationBroadcast<Value: Sendable & Equatable> = ValueBroadcast<Value, CombineSink<Value>>

/// A device or motion observer's subscription to its hub: the driver's
/// `ActivitySubscription`, delivering through an ``OrientationBroadcast``.
typealias ObserverSubscription<Hub: SharedActivityPlatform, Value: Sendable & Equatable> =
    ActivitySubscription<Hub, Value, CombineSink<Value>>

/// The Combine side of a broadcast: a subject holding the current value.
@MainActor
final class CombineSink<Value>: BroadcastSink {
    private let subject: CurrentValueSubject<Value, Never>

    /// A subject holding `initial`.
    init(_ initial: Value) {
        subject = CurrentValueSubject(initial)
    }

    func send(_ value: Value) { subject.send(value) }
    func finish() { subject.send(completion: .finished) }
    /// The current value, then every change, on the main thread.
    var publisher: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
}

extension ValueBroadcast where Sink == CombineSink<Value> {
    /// A broadcast holding `initial` and no listeners, with a Combine publisher.
    convenience init(_ initial: Value) {
        self.init(initial, sink: CombineSink(initial))
    }

    /// The current value, then every change, on the main thread.
    var publisher: AnyPublisher<Value, Never> { sink.publisher }
}
#endif
