extension InterfaceOrientationRegistry {
    /// Where ``InterfaceOrientationRegistry/supportedOrientations`` came from.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// No registration constrains anything: the defaults.
        case defaults
        /// The intersection of the registrations (and the start set).
        case registrations
        /// The registrations share no orientation: the defaults (`ORI-501`).
        case emptyIntersectionFallback
    }

    /// The supported orientations and where they came from. Allocates nothing.
    public struct Resolution: Sendable, Hashable {
        /// The orientations to hand to UIKit. Never empty.
        public let mask: InterfaceOrientationMask
        /// Where ``mask`` came from.
        public let source: Source
    }

    /// The defaults as used: ``defaultOrientations``, or `.all` when that is empty.
    public var effectiveDefaults: InterfaceOrientationMask {
        defaultOrientations.isEmpty ? .all : defaultOrientations
    }

    /// The orientations every registration allows, started from `.all` or
    /// from the defaults (``allowOverridingDefaultOrientations``), with the
    /// defaults when nothing is registered or nothing is shared.
    public var resolution: Resolution {
        guard constrainingCount > 0 else { return Resolution(mask: effectiveDefaults, source: .defaults) }
        let start: InterfaceOrientationMask = allowOverridingDefaultOrientations ? .all : effectiveDefaults
        let shared = intersection.intersection(start)
        if shared.isEmpty {
            return Resolution(mask: effectiveDefaults, source: .emptyIntersectionFallback)
        }
        return Resolution(mask: shared, source: .registrations)
    }

    /// The orientations to hand to UIKit; never empty. Allocates nothing.
    public var supportedOrientations: InterfaceOrientationMask { resolution.mask }

    /// `ORI-501` when the registrations share no orientation, else nil.
    public var diagnostic: OrientationDiagnostic? {
        guard resolution.source == .emptyIntersectionFallback else { return nil }
        let start = allowOverridingDefaultOrientations ? "" : " and the default orientations \(effectiveDefaults)"
        return OrientationDiagnostic(
            .registryEmptyIntersection,
            "The \(constrainingCount) views on screen that state interface orientations\(start) share no orientation, which UIKit would throw on; the default orientations \(effectiveDefaults) are used instead. Make the visible views' orientations overlap."
        )
    }
}
