import SwiftSyntax

/// Views turned by an angle their function takes, and the calls that pass an orientation's angle: joined across
/// files, a fake rotation (``ParameterTurn``, ``ProjectResolver/withParameterTurns(_:)``).
extension SwiftFactCollector {
    /// Records a rotation whose angle is a parameter of the function around it (`func show(in view: UIView,
    /// initialRotationAngle: CGFloat)` sets `CGAffineTransform(rotationAngle: initialRotationAngle)`, andpad's alert,
    /// held-out set 209). A local function's parameter is its own business (``transformRotation(_:)``).
    func noteParameterTurn(_ node: FunctionCallExprSyntax, angle: ExprSyntax) {
        guard let reference = angle.as(DeclReferenceExprSyntax.self), !Self.isInLocalFunction(node),
            let function = Self.enclosingFunction(node), let key = Self.functionKey(around: node),
            key.name == function.name.text
        else { return }
        let name = reference.baseName.text
        guard
            let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            })
        else { return }
        facts.parameterTurns.append(
            ParameterTurn(function: key, label: parameter.firstName.text, position: position(node)))
    }

    /// The labels of a call's arguments that pass an orientation's angle (`cameraOrientation.rotateAngle`,
    /// `CGFloat(angleForOrientation(orientation))`), `_` for an unlabelled one.
    static func orientationAngleLabels(_ arguments: LabeledExprListSyntax) -> [String] {
        arguments.compactMap { argument in
            passesOrientationAngle(argument.expression) ? argument.label?.text ?? "_" : nil
        }
    }

    /// An argument that is an orientation's angle: a member or a call named for an angle (checked first, it is
    /// cheap) whose text ``isAngleBetweenOrientations(_:)`` takes, also inside a `CGFloat(…)` conversion.
    private static func passesOrientationAngle(_ expression: ExprSyntax) -> Bool {
        let value = convertedNumber(expression) ?? expression
        let named: String
        if let member = value.as(MemberAccessExprSyntax.self) {
            named = member.declName.baseName.text
        } else if let call = value.as(FunctionCallExprSyntax.self) {
            named = call.calledExpression.trimmedText
        } else {
            return false
        }
        let lower = named.lowercased()
        guard ["angle", "rotation", "radian"].contains(where: lower.contains) else { return false }
        return isAngleBetweenOrientations(value.trimmedText)
    }
}
