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

extension SwiftFactCollector {
    /// SwiftUI's `.rotationEffect(orientationModel.rotationAngle)`: a control turned by an angle a model works out
    /// from the device's orientation, so that it stays upright while the screen is held in portrait (a camera's
    /// buttons; SpencersCamera, held-out set 243). An angle that names no orientation (a spinner's, a chevron's)
    /// and an image's or a capture connection's orientation turn nothing for the interface, nor does an app's own
    /// orientation in a type that never names the device's (a life counter's panels turned toward each player's
    /// seat by `orientation.toAngle()`, MTG Life Counter, held-out set 276).
    func deviceFollowingRotationEffect(_ node: FunctionCallExprSyntax) {
        guard let angle = node.arguments.first?.expression.trimmedDescription,
            angle.lowercased().contains("orientation"),
            !Self.cameraWords.contains(where: angle.contains),
            !Self.namesOnlyImageOrientations([angle]),
            Self.isAboutTheDevice(Self.enclosingTypeText(node) ?? Self.enclosingBodyText(node))
        else { return }
        // Reported on the modifier's line, not where the view's chain starts.
        let modifier = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
        site(
            .transformRotation, modifier ?? Syntax(node),
            "turns a view by an angle worked out from the device's orientation (rotationEffect) to fake a rotation",
            Replacement.transformRotation)
    }

    /// Whether a type's text names the device's orientation: its type, the device, or its notification.
    static func isAboutTheDevice(_ text: String) -> Bool {
        ["DeviceOrientation", "deviceOrientation", "UIDevice", "orientationDidChange"].contains(where: text.contains)
    }
}
