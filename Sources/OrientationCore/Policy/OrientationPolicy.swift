/// What one screen wants from orientation. Declarative: the engine decides
/// when to rotate and how.
///
/// Invalid combinations never trap: they are normalized to a safe policy and
/// the problem is recorded in ``diagnostics`` (codes `ORI-101`...`ORI-104`).
public struct OrientationPolicy: Sendable, Hashable {
    /// The orientations the screen allows. Never empty.
    public let supported: InterfaceOrientationMask
    /// The orientation the screen opens in when it has a choice (choice rule 5).
    public let preferred: InterfaceOrientation?
    /// The orientation the screen is forced into when it appears (choice rule 1).
    public let locked: InterfaceOrientation?
    /// Follow the orientation of the screen beneath (the comment overlay).
    public let matchesPresenting: Bool
    /// The key under which the last orientation is remembered (choice rule 4; the device held in an allowed orientation wins over it, choice rule 2).
    public let rememberKey: String?
    /// What was normalized when the policy was made; empty for a valid policy.
    public let diagnostics: [OrientationDiagnostic]

    /// Creates a policy from a mask, an optional preferred orientation and an
    /// optional remember key.
    ///
    /// An empty mask becomes `.all` (`ORI-101`); a preferred orientation
    /// outside the mask is dropped (`ORI-102`).
    public init(
        supported: InterfaceOrientationMask,
        preferred: InterfaceOrientation? = nil,
        remember: String? = nil
    ) {
        self.init(
            supported: supported, preferred: preferred, locked: nil,
            matchesPresenting: false, remember: remember)
    }

    /// Creates a policy from every field; the designated, normalizing initializer.
    ///
    /// - A `locked` orientation outside `supported` wins and narrows the mask (`ORI-103`).
    /// - `unknown` as `locked` or `preferred` is dropped (`ORI-104`).
    public init(
        supported: InterfaceOrientationMask,
        preferred: InterfaceOrientation?,
        locked: InterfaceOrientation?,
        matchesPresenting: Bool,
        remember: String?
    ) {
        var notes: [OrientationDiagnostic] = []
        var mask = supported
        var preferred = preferred
        var locked = locked
        if locked == .unknown {
            notes.append(
                .init(
                    .policyUnknownOrientation,
                    "A policy cannot be locked to 'unknown'; the lock was dropped. Lock to portrait, landscapeLeft, landscapeRight or portraitUpsideDown."
                ))
            locked = nil
        }
        if preferred == .unknown {
            notes.append(
                .init(
                    .policyUnknownOrientation,
                    "'unknown' cannot be a preferred orientation; it was dropped."))
            preferred = nil
        }
        if mask.isEmpty && !matchesPresenting {
            if let lock = locked {
                mask = lock.mask
            } else {
                notes.append(
                    .init(
                        .policyEmptyMask,
                        "The policy allows no orientation, which UIKit would throw on; all orientations are allowed instead. Give at least one orientation."
                    ))
                mask = .all
            }
        }
        if let lock = locked {
            if !mask.contains(lock) && !supported.isEmpty {
                notes.append(
                    .init(
                        .policyLockedOutsideMask,
                        "The policy is locked to \(lock) but allows only \(mask); the lock wins. Use .locked(\(lock)) alone."
                    ))
            }
            mask = lock.mask
            if let p = preferred, p != lock {
                notes.append(
                    .init(
                        .policyPreferredOutsideMask,
                        "The preferred orientation \(p) differs from the lock \(lock); it was dropped."))
            }
            preferred = lock
        } else if let p = preferred, !mask.contains(p) {
            notes.append(
                .init(
                    .policyPreferredOutsideMask,
                    "The preferred orientation \(p) is not in the policy's mask \(mask), which UIKit would throw on; it was dropped. Add it to the mask or prefer one of \(mask)."
                ))
            preferred = nil
        }
        if matchesPresenting { mask = mask.isEmpty ? .all : mask }
        self.supported = mask
        self.preferred = preferred
        self.locked = locked
        self.matchesPresenting = matchesPresenting
        self.rememberKey = remember
        self.diagnostics = notes
    }

    /// Portrait only.
    public static let portrait = OrientationPolicy(supported: .portrait)
    /// Both landscape orientations.
    public static let landscape = OrientationPolicy(supported: .landscape)
    /// Every orientation the device can show.
    public static let all = OrientationPolicy(supported: .all)
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown = OrientationPolicy(supported: .allButUpsideDown)
    /// Follow the orientation the screen beneath showed when this one appeared.
    public static let matchPresenting = OrientationPolicy(
        supported: .all, preferred: nil, locked: nil, matchesPresenting: true, remember: nil)

    /// Exactly one orientation, rotated to when the screen appears (choice rule 1).
    public static func locked(_ orientation: InterfaceOrientation) -> OrientationPolicy {
        OrientationPolicy(
            supported: orientation.mask, preferred: orientation, locked: orientation,
            matchesPresenting: false, remember: nil)
    }

    /// The orientations in the mask, remembered under `key`: the screen
    /// reopens in the orientation it was last left in (choice rule 4), unless the device is held in another orientation it allows (choice rule 2).
    public static func remembered(
        _ key: String, supported: InterfaceOrientationMask = .allButUpsideDown,
        preferred: InterfaceOrientation? = nil
    ) -> OrientationPolicy {
        OrientationPolicy(supported: supported, preferred: preferred, remember: key)
    }

    /// A copy with another remember key.
    public func remembering(_ key: String?) -> OrientationPolicy {
        OrientationPolicy(
            supported: supported, preferred: preferred, locked: locked,
            matchesPresenting: matchesPresenting, remember: key)
    }
}

extension OrientationPolicy: CustomStringConvertible {
    /// A short readable form: `landscape`, `locked(landscapeRight)`,
    /// `matchPresenting`, `[portrait, landscapeLeft] remember player`.
    public var description: String {
        var text: String
        if matchesPresenting {
            text = "matchPresenting"
        } else if let lock = locked {
            text = "locked(\(lock))"
        } else {
            switch supported {
            case .portrait: text = "portrait"
            case .landscape: text = "landscape"
            case .all: text = "all"
            case .allButUpsideDown: text = "allButUpsideDown"
            default: text = supported.description
            }
            if let p = preferred { text += " preferring \(p)" }
        }
        if let key = rememberKey { text += " remember \(key)" }
        return text
    }
}
