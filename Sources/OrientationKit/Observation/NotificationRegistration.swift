#if canImport(UIKit) && os(iOS)
import Foundation

/// A block-based `NotificationCenter` registration on the main queue that
/// removes itself when released (block observers are not removed
/// automatically).
final class NotificationRegistration {
    private let token: NSObjectProtocol
    private let center: NotificationCenter

    /// Registers `block` for `name` (posted by `object`, or by anyone when
    /// `nil`) on the main queue of `center`.
    init(
        _ name: Notification.Name,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        block: @escaping @Sendable (Notification) -> Void
    ) {
        self.center = center
        token = center.addObserver(forName: name, object: object, queue: .main, using: block)
    }

    deinit {
        center.removeObserver(token)
    }
}
#endif
