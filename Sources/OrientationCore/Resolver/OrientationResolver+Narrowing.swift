extension OrientationResolver {
    /// Narrows the deciding screen's mask by the screens deciding alongside
    /// it (other visible children of a container showing several, UIKit
    /// rule 43), in view order; returns the mask and the screens that took
    /// part. A screen sharing nothing with what is left is set aside with
    /// `ORI-204`: the first in view order keeps deciding. A `matchPresenting`
    /// screen beside another has nothing to match and counts only once pinned.
    func narrowing(_ mask: InterfaceOrientationMask, by alongside: [Int], of nodes: [ScreenTree.Node], deciding: Int,
                   owner: Int?, context: ResolverContext, diagnostics: inout [OrientationDiagnostic],
                   tracing: Bool, trace: inout [String]) -> (mask: InterfaceOrientationMask, kept: [Int]) {
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
                diagnostics.append(OrientationDiagnostic(
                    .resolverVisibleChildrenConflict,
                    "\(nodes[deciding].id) and \(id) are shown at once but share no orientation (\(combined) and \(allowed)); \(nodes[deciding].id), the first in view order, decides. Give the container's children compatible policies, or say which children decide (OrientationChildProviding)."))
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
    func answeringDuringTransition(_ mask: InterfaceOrientationMask, currentOwner: InterfaceOrientationMask,
                                   device: InterfaceOrientationMask,
                                   diagnostics: inout [OrientationDiagnostic]) -> InterfaceOrientationMask {
        guard !currentOwner.isEmpty, mask.intersection(currentOwner).isEmpty else { return mask }
        let usable = currentOwner.intersection(device).isEmpty ? currentOwner : currentOwner.intersection(device)
        diagnostics.append(OrientationDiagnostic(
            .resolverTransitionOwnerConflict,
            "Until the transition ends UIKit still asks a view controller that allows only \(currentOwner), nothing of \(mask); answering both so that UIKit does not throw. It overrides supportedInterfaceOrientations: remove the override and give the screen a policy instead."))
        return mask.union(usable)
    }
}
