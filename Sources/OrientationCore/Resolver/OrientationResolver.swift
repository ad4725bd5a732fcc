/// Resolves a ``ScreenTree`` into the deciding screen, the mask for the app
/// delegate and the preferred orientation (DESIGN.md, "Policies").
///
/// The visible path is walked in z-order: a screen, then its visible child's
/// path, then the path of what it presents (of any style). A presented screen
/// being dismissed is skipped, one being presented counts: the screen that is
/// visible when the transition ends decides. The last screen on the path that
/// states a policy decides. The walk is a loop over an explicit stack, so it
/// is linear in the length of the visible path and cannot overflow.
public struct OrientationResolver: Sendable {
    /// Creates a resolver.
    public init() {}

    /// Resolves a tree. Invariants: the mask is never empty and the preferred
    /// orientation, if any, is inside it.
    public func resolve(_ tree: ScreenTree, context: ResolverContext = ResolverContext(),
                        tracing: Bool = false) -> Resolution {
        var trace: [String] = []
        var diagnostics: [OrientationDiagnostic] = []
        var visibleIndex: Int?
        var deciding: Int?
        var beneath: Int?
        let nodes = tree.nodes

        if let root = tree.root {
            // The pending nodes live in a temporary buffer (on the stack for
            // ordinary trees): each node is pushed at most once.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: nodes.count + 1) { stack in
                var top = 0
                stack[0] = root
                top = 1
                var steps = 0
                while top > 0 {
                    top -= 1
                    let index = stack[top]
                    steps += 1
                    if steps > nodes.count { break }  // a malformed tree with a cycle
                    let node = nodes[index]
                    visibleIndex = index
                    if let policy = node.policy {
                        if let d = deciding, let p = nodes[d].policy, !p.matchesPresenting { beneath = d }
                        deciding = index
                        if tracing { trace.append("\(node.id): states \(policy)") }
                    } else if tracing {
                        trace.append("\(node.id): no policy")
                    }
                    if let presented = node.presented, nodes.indices.contains(presented), top < stack.count {
                        if nodes[presented].phase == .dismissing {
                            if tracing { trace.append("\(nodes[presented].id): being dismissed, skipped") }
                        } else {
                            stack[top] = presented
                            top += 1
                        }
                    }
                    if let child = node.visibleChildIndex, top < stack.count {
                        stack[top] = child
                        top += 1
                    }
                }
            }
        }

        let device = context.deviceMask.isEmpty ? InterfaceOrientationMask.all : context.deviceMask
        var fallback = context.defaultMask.intersection(device)
        if fallback.isEmpty { fallback = device.contains(.portrait) ? .portrait : device }

        var mask: InterfaceOrientationMask
        var preferred: InterfaceOrientation?
        var policy: OrientationPolicy?
        if let d = deciding, let p = nodes[d].policy {
            policy = p
            let id = nodes[d].id
            if p.matchesPresenting {
                if let pin = context.pinned[id] {
                    mask = pin.mask
                    preferred = pin
                    if tracing { trace.append("\(id): matches the screen beneath, pinned to \(pin)") }
                } else if let b = beneath, let bp = nodes[b].policy {
                    mask = bp.supported
                    preferred = bp.preferred
                    if tracing { trace.append("\(id): matches \(nodes[b].id), allows \(bp.supported)") }
                } else {
                    mask = fallback
                    diagnostics.append(OrientationDiagnostic(
                        .resolverNothingToMatch,
                        "\(id) uses matchPresenting but no screen beneath states a policy; the app's default orientations \(fallback) apply."))
                }
            } else {
                mask = p.supported
                preferred = p.locked ?? p.preferred
            }
            let narrowed = mask.intersection(device)
            if narrowed.isEmpty {
                diagnostics.append(OrientationDiagnostic(
                    .resolverNoDeviceOrientation,
                    "\(id) allows only \(mask), which this device cannot show (no home button: no portraitUpsideDown); the app's default orientations \(fallback) apply."))
                mask = fallback
            } else {
                mask = narrowed
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
                diagnostics.append(OrientationDiagnostic(
                    .resolverOwnerConflict,
                    "The view controller UIKit asks allows only \(owner), nothing of \(mask); answering \(safe) so that UIKit does not throw. On iPhone, view controllers allow no portraitUpsideDown unless the window's root overrides supportedInterfaceOrientations; otherwise remove the override and give the screen a policy instead."))
                mask = safe
            } else {
                mask = narrowed
            }
        }
        if let p = preferred, !mask.contains(p) { preferred = nil }

        return Resolution(
            decidingIndex: deciding,
            deciding: deciding.map { nodes[$0].id },
            visibleIndex: visibleIndex,
            visible: visibleIndex.map { nodes[$0].id },
            policy: policy,
            mask: mask,
            preferred: preferred,
            beneathIndex: beneath,
            diagnostics: diagnostics,
            trace: trace)
    }
}
