/// Resolves a ``ScreenTree`` into the deciding screen, the mask for the app
/// delegate and the preferred orientation (Architecture.md, "Policies").
///
/// The visible path is walked in z-order: a screen, then its visible child's
/// path, then the path of what it presents (of any style). A presented screen
/// being dismissed is skipped, one being presented counts: the screen that is
/// visible when the transition ends decides. The last screen on the path that
/// states a policy decides. The walk is a loop over an explicit stack, so it
/// is linear in the length of the visible path and cannot overflow.
///
/// Two refinements (UIKit rules 38-45):
/// - A screen the app does not own (``ScreenTree/Node/overrides`` without a
///   policy) decides with its own orientations when it is the owner UIKit
///   asks, or will ask once its presentation ends; elsewhere it is
///   transparent.
/// - A container showing several children at once
///   (``ScreenTree/Node/visibleChildren``): each child's branch decides as a
///   path of its own; a branch stating nothing is transparent; the branches
///   that decide do so together: the intersection of their masks, the first
///   in view order leading. When they share nothing, the first decides alone
///   (`ORI-204`).
public struct OrientationResolver: Sendable {
    /// Creates a resolver.
    public init() {}

    /// Resolves a tree. Invariants: the mask is never empty and the preferred
    /// orientation, if any, is inside it.
    public func resolve(
        _ tree: ScreenTree, context: ResolverContext = ResolverContext(),
        tracing: Bool = false
    ) -> Resolution {
        var trace: [String] = []
        var found = Walk()
        var owner: Int?
        if let root = tree.root, tree.nodes.indices.contains(root) {
            owner = tree.owner ?? derivedOwner(tree.nodes, root: root)
            var unused = ResolverMemo()
            found = walk(
                tree.nodes, root: root, owner: owner, tracing: tracing, trace: &trace, from: nil, memo: &unused,
                recording: false)
        }
        return resolution(of: tree, found: found, owner: owner, context: context, tracing: tracing, trace: trace)
    }

    /// The resolution of what the walk of `tree`'s visible path found.
    func resolution(
        of tree: ScreenTree, found: Walk, owner: Int?, context: ResolverContext, tracing: Bool,
        trace: [String]
    ) -> Resolution {
        var trace = trace
        var diagnostics: [OrientationDiagnostic] = []
        let nodes = tree.nodes
        let deciding = found.deciding
        let beneath = found.beneath
        var alongside: [Int] = []

        let device = context.deviceMask.isEmpty ? InterfaceOrientationMask.all : context.deviceMask
        var fallback = context.defaultMask.intersection(device)
        if fallback.isEmpty { fallback = device.contains(.portrait) ? .portrait : device }

        var mask: InterfaceOrientationMask
        var preferred: InterfaceOrientation?
        var policy: OrientationPolicy?
        if let d = deciding, let p = Self.decidingPolicy(nodes[d], index: d, owner: owner) {
            policy = p
            let id = nodes[d].id
            if p.matchesPresenting {
                if let pin = context.pinned[id] {
                    mask = pin.mask
                    preferred = pin
                    if tracing { trace.append("\(id): matches the screen beneath, pinned to \(pin)") }
                } else if let b = beneath, let bp = Self.decidingPolicy(nodes[b], index: b, owner: owner) {
                    mask = bp.supported
                    preferred = bp.preferred
                    if tracing { trace.append("\(id): matches \(nodes[b].id), allows \(bp.supported)") }
                } else {
                    mask = fallback
                    diagnostics.append(
                        OrientationDiagnostic(
                            .resolverNothingToMatch,
                            "\(id) uses matchPresenting but no screen beneath states a policy; the app's default orientations \(fallback) apply."
                        ))
                }
            } else {
                mask = p.supported
                preferred = p.locked ?? p.preferred
            }
            let narrowed = mask.intersection(device)
            if narrowed.isEmpty {
                diagnostics.append(
                    OrientationDiagnostic(
                        .resolverNoDeviceOrientation,
                        "\(id) allows only \(mask), which this device cannot show (no home button: no portraitUpsideDown); the app's default orientations \(fallback) apply."
                    ))
                mask = fallback
            } else {
                mask = narrowed
            }
            if !found.alongside.isEmpty {
                (mask, alongside) = narrowing(
                    mask, by: found.alongside, of: nodes, deciding: d, owner: owner,
                    context: context, diagnostics: &diagnostics, tracing: tracing,
                    trace: &trace)
            }
            if tracing { trace.append("\(id) decides: \(mask)") }
        } else {
            mask = fallback
            if tracing { trace.append("no visible screen states a policy: the app's default \(mask)") }
        }

        if let owner = context.ownerMask, !owner.isEmpty {
            // UIKit intersects the app delegate's answer with the owner's
            // (rule 16): answer what will really be allowed, never nothing.
            let narrowed = mask.intersection(owner)
            if narrowed.isEmpty {
                let safe = owner.intersection(device).isEmpty ? owner : owner.intersection(device)
                diagnostics.append(
                    OrientationDiagnostic(
                        .resolverOwnerConflict,
                        "The view controller UIKit asks allows only \(owner), nothing of \(mask); answering \(safe) so that UIKit does not throw. On iPhone, view controllers allow no portraitUpsideDown unless the window's root overrides supportedInterfaceOrientations; otherwise remove the override and give the screen a policy instead."
                    ))
                mask = safe
            } else {
                mask = narrowed
            }
        }
        if let candidate = context.uncertainOwnerMask {
            mask = answeringUncertainOwner(
                mask, candidate: candidate, expected: context.ownerMask, device: device, diagnostics: &diagnostics)
        }
        if let current = context.transitionOwnerMask {
            mask = answeringDuringTransition(mask, currentOwner: current, device: device, diagnostics: &diagnostics)
        }
        if let owner, nodes.indices.contains(owner) {
            mask = joiningOwnerPreferred(
                mask, owner: nodes[owner], context: context, device: device,
                diagnostics: &diagnostics)
        }
        if let p = preferred, !mask.contains(p) { preferred = nil }

        return Resolution(
            decidingIndex: deciding,
            deciding: deciding.map { nodes[$0].id },
            alsoDeciding: alongside.map { nodes[$0].id },
            visibleIndex: found.visibleIndex,
            visible: found.visibleIndex.map { nodes[$0].id },
            ownerIndex: owner,
            policy: policy,
            mask: mask,
            preferred: preferred,
            beneathIndex: beneath,
            diagnostics: diagnostics,
            trace: trace)
    }
}
