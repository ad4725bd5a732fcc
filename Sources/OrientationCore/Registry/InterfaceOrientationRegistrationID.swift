/// The handle of one registration in an ``InterfaceOrientationRegistry``.
///
/// Returned by ``InterfaceOrientationRegistry/register(_:)`` and passed back to
/// ``InterfaceOrientationRegistry/update(_:to:)`` and
/// ``InterfaceOrientationRegistry/remove(_:)``. A handle stays valid until it is
/// removed; after that, and for handles from another registry, every call is
/// a harmless no-op (the slot's generation, or the registry, no longer matches).
public struct InterfaceOrientationRegistrationID: Sendable, Hashable, CustomStringConvertible {
    /// The registry that made the handle.
    let registry: UInt64
    /// The storage slot of the registration.
    let slot: Int
    /// How many times the slot had been released when this handle was made.
    let generation: UInt32

    /// `registration#slot.generation`, for logs.
    public var description: String { "registration#\(slot).\(generation)" }
}
