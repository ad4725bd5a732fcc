extension OrientationResolver {
    /// Narrows the deciding screen's mask by the screens deciding alongside
    /// it (other visible children of a container showing several, UIKit
    /// rule 43), in view order; returns the mask and the screens that took
    /// part. A screen sharing nothing with what is left is set aside with
    /// `ORI-204`: the first in view order keeps deciding. A `matchPresenting`
    /// screen beside another has nothing to match and counts only once pinned.
    func narrowing(
        _ mask: InterfaceOrientationMask, by alongside: [Int], of nodes: [ScreenTree.Node], deciding: Int,
        owner: Int?, context: ResolverContext, diagnostics: inout [OrientationDiagnostic],
        tracing: Bool, trace: inout [String]
    ) -> (mask: InterfaceOrientationMask, kept: [Int]) {
        var combined = mask
        var kept: [Int] = []
        for index in alongside {
            guard let policy = Self.decidingPolicy(nodes[index], index: index, owner: owner) else { continue }
            let id = nodes[index].id
            let allowed: InterfaceOrientationMask
            if policy.matchesPresenting {
                guard let pin = context.pinned[id] else { continue }
                allowed = pin.mask
            } else {
                allowed = policy.supported
            }
            let next = combined.intersection(allowed)
            if next.isEmpty {
                diagnostics.append(
                    OrientationDiagnostic(
                        .resolverVisibleChildrenConflict,
                        "\(nodes[deciding].id) and \(id) are shown at once but share no orientation (\(combined) and \(allowed)); \(nodes[deciding].id), the first in view order, decides. Give the container's children compatible policies, or say which children decide (OrientationChildProviding)."
                    ))
                if tracing { trace.append("\(id): shown beside \(nodes[deciding].id), shares nothing, set aside") }
            } else {
                if tracing { trace.append("\(id): shown beside \(nodes[deciding].id), narrows to \(next)") }
                combined = next
                kept.append(index)
            }
        }
        return (combined, kept)
    }

    /// While a transition runs, UIKit may still ask the controller that owns
    /// the window now: when the answer shares nothing with it, its
    /// orientations join the answer until the transition ends (`ORI-205`),
    /// so that neither controller meets an empty intersection (rule 17).
    func answeringDuringTransition(
        _ mask: InterfaceOrientationMask, currentOwner: InterfaceOrientationMask,
        device: InterfaceOrientationMask,
        diagnostics: inout [OrientationDiagnostic]
    ) -> InterfaceOrientationMask {
        guard !currentOwner.isEmpty, mask.intersection(currentOwner).isEmpty else { return mask }
        let usable = currentOwner.intersection(device).isEmpty ? currentOwner : currentOwner.intersection(device)
        diagnostics.append(
            OrientationDiagnostic(
                .resolverTransitionOwnerConflict,
                "Until the transition ends UIKit still asks a view controller that allows only \(currentOwner), nothing of \(mask); answering both so that UIKit does not throw. It overrides supportedInterfaceOrientations: remove the override and give the screen a policy instead."
            ))
        return mask.union(usable)
    }

    /// Where rule 6 is uncertain, UIKit may ask another controller than the
    /// expected owner: when the answer shares nothing with it, its
    /// orientations that the expected owner does not allow join the answer
    /// (`ORI-206`). UIKit intersects the answer with the owner it asks, so
    /// under the expected reading it allows what it did before, and under
    /// the other it no longer throws (rule 17). With no expected owner's
    /// mask, or nothing the expected owner leaves out, the answer stays.
    func answeringUncertainOwner(
        _ mask: InterfaceOrientationMask, candidate: InterfaceOrientationMask,
        expected: InterfaceOrientationMask?, device: InterfaceOrientationMask,
        diagnostics: inout [OrientationDiagnostic]
    ) -> InterfaceOrientationMask {
        guard let expected, !candidate.isEmpty, mask.intersection(candidate).isEmpty else { return mask }
        let usable = candidate.intersection(device).isEmpty ? candidate : candidate.intersection(device)
        let joined = usable.subtracting(expected)
        guard !joined.isEmpty else { return mask }
        diagnostics.append(
            OrientationDiagnostic(
                .resolverUncertainOwnerJoined,
                "UIKit may ask the view controller below a sheet, which allows only \(candidate), nothing of \(mask), instead of the one presented above the sheet; answering \(joined) too so that UIKit does not throw (the controller above the sheet does not allow them, so it still decides). It overrides supportedInterfaceOrientations: remove the override and give the screen a policy instead."
            ))
        return mask.union(joined)
    }

    /// UIKit reads the owner's `preferredInterfaceOrientationForPresentation`
    /// when it is presented or uncovered and throws when the answer does not
    /// allow it (rule 18). An owner whose class prefers an orientation the
    /// deciding screen's policy leaves out (an app's legacy base class given
    /// a policy) gets it joined to the answer (`ORI-320`), so that UIKit
    /// never throws; its own mask must allow it.
    func joiningOwnerPreferred(
        _ mask: InterfaceOrientationMask, owner: ScreenTree.Node, context: ResolverContext,
        device: InterfaceOrientationMask,
        diagnostics: inout [OrientationDiagnostic]
    ) -> InterfaceOrientationMask {
        guard let preferred = owner.overrides?.preferredForPresentation, !mask.contains(preferred),
            device.contains(preferred), owner.overrides?.supported.contains(preferred) == true,
            context.ownerMask.map({ $0.contains(preferred) }) ?? true
        else { return mask }
        diagnostics.append(
            OrientationDiagnostic(
                .resolverOwnerPreferredJoined,
                "\(owner.id), which UIKit asks, prefers \(preferred) for presentation, which the answer \(mask) leaves out; UIKit would throw when it is presented or uncovered, so \(preferred) is allowed too. Remove its preferredInterfaceOrientationForPresentation override, or give the screen a policy that allows \(preferred)."
            ))
        return mask.union(preferred.mask)
    }
}
