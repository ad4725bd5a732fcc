import SwiftSyntax

/// Observers of the device's orientation removed by a function named for it, or by the token they were stored as.
extension SwiftFactCollector {
    /// `NotificationCenter.default.removeObserver(self)` in a function named for unsubscribing from the orientation
    /// notifications (`unsubscribeDeviceOrientationNotications()`, Pibble's camera screens, held-out set 193): the
    /// teardown of the orientation observer its twin registered, though the line names no notification.
    func orientationTeardown(_ node: FunctionCallExprSyntax) {
        if let token = node.arguments.first?.expression.trimmedText, token != "self" {
            observerTokenTeardown(node, token: token)
            return
        }
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

    /// `NotificationCenter.default.removeObserver(observer)` with the token the same type stored from
    /// `addObserver(forName: UIDevice.orientationDidChangeNotification, …)` (`if let observer = _observer`), in a
    /// `deinit` or anywhere: the teardown of that observer (Graphnote and PDF Archiver's `OrientationInfo`, held-out
    /// set 268; a dash cam's preview, set 257).
    private func observerTokenTeardown(_ node: FunctionCallExprSyntax, token: String) {
        var name = token.hasPrefix("self.") ? String(token.dropFirst(5)) : token
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let type = Self.enclosingTypeText(node)
        else { return }
        let body = Self.enclosingBodyText(node)
        // `if let observer = _observer` / `guard let observer = self.orientationObserver`: the stored token.
        for binding in ["let \(name) = self.", "let \(name) = "] {
            guard let range = body.range(of: binding) else { continue }
            let stored = body[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !stored.isEmpty { name = String(stored) }
            break
        }
        guard Self.storesOrientationObserver(name, in: type) else { return }
        site(
            .deviceOrientationNotifications, node,
            "stops observing the device orientation notifications (removes the observer \(name) stored)",
            Replacement.deviceNotifications)
    }

    /// Whether a type's text assigns `name` the token of an observer of the device's orientation notification.
    static func storesOrientationObserver(_ name: String, in type: String) -> Bool {
        var rest = type[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound > type.startIndex ? type[type.index(before: range.lowerBound)] : " "
            rest = rest[range.upperBound...]
            guard !(before.isLetter || before.isNumber || before == "_") else { continue }
            let after = rest.drop { $0 == " " || $0 == "\t" }
            guard after.hasPrefix("="), !after.hasPrefix("==") else { continue }
            let value = after.dropFirst().prefix(260)
            if value.contains("addObserver("), value.contains("orientationDidChangeNotification") { return true }
        }
        return false
    }
}
