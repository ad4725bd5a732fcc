#if canImport(UIKit) && os(iOS)
import UIKit

extension OrientationManager {
    /// Every refusal from now on, as it happens: a screen wanted an
    /// orientation and the system or its environment would not give it
    /// ("player wanted landscapeRight; iPhone Mirroring after a resize shows
    /// portrait"). Each carries its diagnostic (``diagnosticHandler`` gets
    /// it too). A slow reader keeps the newest 64. The library never throws
    /// and never fails silently; log these, or tell the user.
    ///
    /// ```swift
    /// Task {
    ///     for await refusal in OrientationManager.shared.refusals {
    ///         logger.notice("\(refusal.description)")
    ///     }
    /// }
    /// ```
    public var refusals: AsyncStream<OrientationRefusal> {
        refusalStreams.makeStream { token in
            Task { @MainActor in OrientationManager.shared.refusalStreams.remove(token) }
        }
    }

    /// Hands a refusal to ``refusalHandler`` and to every ``refusals`` stream.
    func deliver(_ refusal: OrientationRefusal) {
        refusalStreams.send(refusal)
        refusalHandler?(refusal)
    }
}
#endif
