/// The orientations allowed by a set of registrations, each a mask stated by
/// a view on screen: the semantics of swiftui-interface-orientation's
/// `InterfaceOrientationCoordinator`, in pure Swift.
///
/// - No registration: ``defaultOrientations``.
/// - Otherwise: the intersection of every registered mask with the start set,
///   which is ``InterfaceOrientationMask/all`` when
///   ``allowOverridingDefaultOrientations`` is true and the defaults when false.
/// - An empty intersection falls back to the defaults, with the diagnostic
///   ``OrientationDiagnosticCode/registryEmptyIntersection`` (`ORI-501`).
/// - A registration with an empty mask states no preference and does not
///   constrain anything (the `nil` of `.interfaceOrientations(nil)`).
///
/// Register, update, remove and every query take constant time whatever the
/// number of registrations: the registry keeps, per orientation, the number of
/// constraining registrations that allow it, and the intersection is the set
/// of orientations whose count equals the number of constraining
/// registrations. Queries allocate nothing.
public struct InterfaceOrientationRegistry: Sendable, Hashable {
    /// One storage slot: the registered mask, whether the slot is in use, and
    /// how often it was released (so that stale handles are recognised).
    struct Slot: Sendable, Hashable {
        var mask: InterfaceOrientationMask
        var inUse: Bool
        var generation: UInt32
    }

    /// The orientations used when no registration constrains anything, and
    /// the fallback when the registrations share no orientation. An empty
    /// value is treated as ``InterfaceOrientationMask/all``.
    public var defaultOrientations: InterfaceOrientationMask
    /// When true (the default, as in swiftui-interface-orientation), views may
    /// allow orientations beyond ``defaultOrientations``: the intersection
    /// starts from `.all`. When false it starts from the defaults.
    public var allowOverridingDefaultOrientations: Bool

    /// Which registry this is, so that a handle from another registry is
    /// recognised and ignored. Copies of a registry share it.
    private let identity = UInt64.random(in: 1...UInt64.max)
    private var slots: [Slot] = []
    private var freeSlots: [Int] = []
    private var portraitCount = 0
    private var upsideDownCount = 0
    private var landscapeRightCount = 0
    private var landscapeLeftCount = 0

    /// The number of registrations with a non-empty mask.
    public private(set) var constrainingCount = 0
    /// The number of live registrations, including those with an empty mask.
    public private(set) var count = 0

    /// Creates an empty registry.
    public init(
        defaultOrientations: InterfaceOrientationMask = .all,
        allowOverridingDefaultOrientations: Bool = true
    ) {
        self.defaultOrientations = defaultOrientations
        self.allowOverridingDefaultOrientations = allowOverridingDefaultOrientations
    }

    /// Adds a registration and returns its handle.
    public mutating func register(_ mask: InterfaceOrientationMask) -> InterfaceOrientationRegistrationID {
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[slot].mask = mask
            slots[slot].inUse = true
        } else {
            slot = slots.count
            slots.append(Slot(mask: mask, inUse: true, generation: 0))
        }
        count += 1
        adjust(by: mask, sign: 1)
        return InterfaceOrientationRegistrationID(registry: identity, slot: slot, generation: slots[slot].generation)
    }

    /// Replaces the mask of a registration. Returns false, changing nothing,
    /// when the handle was removed already or is unknown.
    @discardableResult
    public mutating func update(
        _ id: InterfaceOrientationRegistrationID,
        to mask: InterfaceOrientationMask
    ) -> Bool {
        guard isLive(id) else { return false }
        let old = slots[id.slot].mask
        guard old != mask else { return true }
        adjust(by: old, sign: -1)
        adjust(by: mask, sign: 1)
        slots[id.slot].mask = mask
        return true
    }

    /// Removes a registration. Returns false, changing nothing, when the
    /// handle was removed already or is unknown: removing twice is harmless.
    @discardableResult
    public mutating func remove(_ id: InterfaceOrientationRegistrationID) -> Bool {
        guard isLive(id) else { return false }
        adjust(by: slots[id.slot].mask, sign: -1)
        slots[id.slot].inUse = false
        slots[id.slot].mask = []
        slots[id.slot].generation &+= 1
        freeSlots.append(id.slot)
        count -= 1
        return true
    }

    /// True while the handle names a registration that was not removed.
    public func contains(_ id: InterfaceOrientationRegistrationID) -> Bool { isLive(id) }

    /// The mask registered under a handle, or nil when it is not live.
    public func mask(for id: InterfaceOrientationRegistrationID) -> InterfaceOrientationMask? {
        isLive(id) ? slots[id.slot].mask : nil
    }

    /// The intersection of every constraining registration's mask, or `.all`
    /// when there is none. Neither defaults nor fallback are applied.
    public var intersection: InterfaceOrientationMask {
        let total = constrainingCount
        var raw: UInt = 0
        if portraitCount == total { raw |= InterfaceOrientationMask.portrait.rawValue }
        if upsideDownCount == total { raw |= InterfaceOrientationMask.portraitUpsideDown.rawValue }
        if landscapeRightCount == total { raw |= InterfaceOrientationMask.landscapeRight.rawValue }
        if landscapeLeftCount == total { raw |= InterfaceOrientationMask.landscapeLeft.rawValue }
        return InterfaceOrientationMask(rawValue: raw)
    }

    /// How many constraining registrations allow an orientation (0 for `unknown`).
    public func allowingCount(_ orientation: InterfaceOrientation) -> Int {
        switch orientation {
        case .unknown: 0
        case .portrait: portraitCount
        case .portraitUpsideDown: upsideDownCount
        case .landscapeRight: landscapeRightCount
        case .landscapeLeft: landscapeLeftCount
        }
    }

    private func isLive(_ id: InterfaceOrientationRegistrationID) -> Bool {
        id.registry == identity && id.slot >= 0 && id.slot < slots.count && slots[id.slot].inUse
            && slots[id.slot].generation == id.generation
    }

    private mutating func adjust(by mask: InterfaceOrientationMask, sign: Int) {
        guard !mask.isEmpty else { return }
        constrainingCount += sign
        if mask.contains(.portrait) { portraitCount += sign }
        if mask.contains(.portraitUpsideDown) { upsideDownCount += sign }
        if mask.contains(.landscapeRight) { landscapeRightCount += sign }
        if mask.contains(.landscapeLeft) { landscapeLeftCount += sign }
    }
}
