extension OrientationPolicy {
    /// The policy one screen takes when several policies stated for it must
    /// all hold: SwiftUI views with `.orientationPolicy` shown together in one
    /// hosting controller.
    public struct Intersection: Sendable, Hashable {
        /// The combined policy, `nil` when no policy was given.
        public let policy: OrientationPolicy?
        /// `ORI-502` when the policies share no orientation, else nil.
        public let diagnostic: OrientationDiagnostic?
    }

    /// Combines policies, given in order (the order their views were
    /// placed, the closest the driver has to view order).
    ///
    /// - None: no policy. One: that policy, unchanged.
    /// - Several: the orientations every policy allows. A lock holds when
    ///   every other policy allows the locked orientation (two different
    ///   locks share nothing). The preferred orientation is the first one, in
    ///   order, that is still allowed; the remember key is the first one
    ///   given; `matchPresenting` holds when any policy asks for it.
    /// - Nothing shared: the first policy alone, with `ORI-502`. Never an
    ///   empty mask. This is the rule the resolver applies to several
    ///   visible children of one container (docs/UIKitRules.md, rule 43).
    public static func intersection(of policies: [OrientationPolicy]) -> Intersection {
        guard let first = policies.first else { return Intersection(policy: nil, diagnostic: nil) }
        guard policies.count > 1 else { return Intersection(policy: first, diagnostic: nil) }
        var mask = InterfaceOrientationMask.all
        for policy in policies { mask = mask.intersection(policy.supported) }
        guard !mask.isEmpty else {
            let listed = policies.map(\.description).joined(separator: ", ")
            return Intersection(
                policy: first,
                diagnostic: OrientationDiagnostic(
                    .hostedPoliciesConflict,
                    "Views shown together in one screen state policies that share no orientation (\(listed)); the first, \(first), is used alone. Give the views overlapping policies, or state the policy once on their container."
                ))
        }
        // A lock narrows its policy's mask to one orientation, so with a
        // non-empty intersection every lock names the same one.
        let lock = policies.lazy.compactMap(\.locked).first
        let preferred = lock ?? policies.lazy.compactMap(\.preferred).first { mask.contains($0) }
        let combined = OrientationPolicy(
            supported: mask, preferred: preferred, locked: lock,
            matchesPresenting: policies.contains { $0.matchesPresenting },
            remember: policies.lazy.compactMap(\.rememberKey).first)
        return Intersection(policy: combined, diagnostic: nil)
    }
}
