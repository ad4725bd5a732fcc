import SwiftSyntax

/// The angles a rotation is turned by that stand for an orientation, whatever their number.
extension SwiftFactCollector {
    /// What a numeric conversion converts (`angle` in `CGFloat(angle)`, `Double(…)`, `Float(…)`), or `nil` for
    /// anything else: the angle is the value converted.
    static func convertedNumber(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let conversion = expression.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1,
            let callee = conversion.calledExpression.as(DeclReferenceExprSyntax.self),
            ["CGFloat", "Double", "Float"].contains(callee.baseName.text)
        else { return nil }
        return conversion.arguments.first?.expression
    }

    /// An angle worked out from interface or device orientations (`radians(currentRotation(lastInterfaceOrientation,
    /// newOrientation: actualInterfaceOrientation))`, ALCameraViewController, held-out set 105): the turn between
    /// two orientations, a quarter or a half, whatever its number. An image's, a video's or a heading's is not one.
    static func isAngleBetweenOrientations(_ angle: String) -> Bool {
        // A vehicle's or a sensor's `orientation` (OneBusAway's heading arrow) is no interface's.
        ["nterfaceOrientation", "eviceOrientation", "tatusBarOrientation"].contains(where: angle.fastContains)
            || isAngleForOrientation(angle) || isAngleOfOrientation(angle)
    }

    /// The angle an app's orientation value carries (`cameraOrientation.rotateAngle`, andpad's camera, which turns its
    /// controls to the device's orientation, held-out set 209): a member named for an angle of a value named for an
    /// orientation, not an image's, a video's or a photo's.
    static func isAngleOfOrientation(_ angle: String) -> Bool {
        let parts = angle.split(separator: ".")
        guard parts.count >= 2, let member = parts.last?.lowercased(), let value = parts.dropLast().last?.lowercased(),
            value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        return value.contains("orientation") && ["angle", "rotation", "radian"].contains(where: member.contains)
            && !["image", "video", "exif", "photo"].contains(where: { value.contains($0) || member.contains($0) })
    }

    /// A call of the app's function that turns an orientation into an angle (`UIOrientationToAngle(o)`,
    /// `angleForOrientation(orientation)`, Viewfinder's `RotatingView`, held-out set 187): named for both, or named
    /// for an angle and given an orientation, and not for an image's or a video's orientation, whose pixels or
    /// frames turn.
    static func isAngleForOrientation(_ angle: String) -> Bool {
        guard let open = angle.firstIndex(of: "(") else { return false }
        let callee = angle[..<open].lowercased()
        let turns = ["angle", "rotation", "radian"].contains(where: callee.contains)
        let notOfMedia = { (text: String) in !["image", "video", "exif", "photo"].contains(where: text.contains) }
        // Or named for the angle and given the orientation (`rotationAngle(orientation)`, andpad's brightness slider,
        // held-out set 209).
        let arguments = angle[open...].lowercased()
        return turns && notOfMedia(callee)
            && (callee.contains("orientation") || arguments.contains("orientation") && notOfMedia(arguments))
    }
}
