/// The identity of a screen in a ``ScreenTree``: a name (scenarios, tests) or
/// the identity of a live object (the UIKit driver). Creating one from an
/// object does not keep the object alive.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Storage: Hashable, Sendable {
        case name(String)
        case object(ObjectIdentifier, label: String?)
    }

    private let storage: Storage

    /// A screen named by a string.
    public init(_ name: String) { storage = .name(name) }

    /// A screen named by a string literal.
    public init(stringLiteral value: String) { storage = .name(value) }

    /// A screen identified by a live object; `label` (for example the class
    /// name) is only shown in traces and does not take part in equality.
    public init(object: AnyObject, label: String? = nil) {
        storage = .object(ObjectIdentifier(object), label: label)
    }

    /// The name, or the label of an object identity.
    public var description: String {
        switch storage {
        case .name(let name): name
        case .object(let id, let label): label ?? "\(id)"
        }
    }

    /// Equality by name or object identity; labels are ignored.
    public static func == (lhs: ScreenID, rhs: ScreenID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.name(let a), .name(let b)): a == b
        case (.object(let a, _), .object(let b, _)): a == b
        default: false
        }
    }

    /// Hashes the name or the object identity; labels are ignored.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .name(let name):
            hasher.combine(0)
            hasher.combine(name)
        case .object(let id, _):
            hasher.combine(1)
            hasher.combine(id)
        }
    }
}
