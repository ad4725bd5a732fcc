import SwiftSyntax

/// A view turned against the interface's rotation while the interface rotates: its transform given the
/// inverse of the transition coordinator's `targetTransform`, so that it keeps pointing at the device's top
/// (a camera preview, an arrow; Threema's QR scanner, held-out set 15; the book examples, held-out set 135).
extension SwiftFactCollector {
    /// `view.transform = coordinator.targetTransform.inverted().concatenating(view.transform)`, or through
    /// locals (`let inverse = CGAffineTransformInvert(coordinator.targetTransform)`); a `targetTransform`
    /// only tested (`rot.b == 0`) turns nothing.
    func counterRotation(_ node: SequenceExprSyntax, value: String) {
        let body = Self.enclosingBodyText(node)
        guard body.contains("targetTransform") else { return }
        let lowered = value.lowercased()
        let invertsTheTarget =
            lowered.contains("targettransform") && (lowered.contains("invert") || lowered.contains("inverse"))
            || (lowered.contains("invert") || lowered.contains("inverse"))
                && (body.contains("Invert(") || body.contains(".inverted()"))
        guard invertsTheTarget else { return }
        site(
            .transformRotation, node,
            "turns a view against the interface's rotation with the inverse of the coordinator's targetTransform",
            Replacement.transformRotation)
    }
}
