import SwiftSyntax

/// The device's orientation worked out from CoreMotion: an app that follows
/// the device with the rotation lock on reads the accelerometer or the
/// device motion and turns the readings into a `UIDeviceOrientation`.
extension SwiftFactCollector {
    /// `motionManager.startAccelerometerUpdates(to: .main) { data, _ in … }` whose handler, or a
    /// method of the same type that the handler calls, works out a device orientation from the
    /// readings. Motion read for a game's tilt, a star map or a sleep timer names no device
    /// orientation, and a handler that only turns its axes by the interface's orientation names
    /// the interface's.
    func motionDerivedOrientation(_ node: FunctionCallExprSyntax) {
        let handler =
            node.trailingClosure
            ?? node.arguments.first { $0.label?.text == "withHandler" }?.expression.as(ClosureExprSyntax.self)
        guard let handler else { return }
        let tokens = Array(handler.tokens(viewMode: .sourceAccurate))
        var words = tokens.map(\.text)
        // The methods the handler calls by name (`self?.process(data)`), one level deep.
        let called = Set(
            tokens.indices.dropLast().compactMap { index in
                tokens[index + 1].tokenKind == .leftParen ? tokens[index].text : nil
            })
        for function in Self.siblingFunctions(of: node) where called.contains(function.name.text) {
            words += function.tokens(viewMode: .sourceAccurate).map(\.text)
        }
        guard words.contains(where: { $0.fastContains("eviceOrientation") }) else { return }
        let name = SwiftSyntaxReading.lastName(node.calledExpression) ?? "startAccelerometerUpdates"
        site(
            .motionDerivedOrientation, node,
            "works out the device's orientation from CoreMotion (\(name)) to follow the device",
            Replacement.motionDerivedOrientation)
    }

    /// The functions of the type (or extension) around a node.
    private static func siblingFunctions(of node: some SyntaxProtocol) -> [FunctionDeclSyntax] {
        var current = node.parent
        while let scope = current {
            if let members = scope.as(MemberBlockSyntax.self) {
                return members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            }
            current = scope.parent
        }
        return []
    }
}
