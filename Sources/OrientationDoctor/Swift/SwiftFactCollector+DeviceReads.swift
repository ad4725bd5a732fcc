import SwiftSyntax

/// Reads of the device's orientation that decide the interface (`UIDevice.current.orientation`, a
/// `UIDeviceOrientation` tested for a side), and the reads left out: code about a camera or a photo's
/// metadata, a debug text, a choice between two words.
extension SwiftFactCollector {
    /// `UIDevice.current.orientation`, `current.orientation` in `extension UIDevice`,
    /// `device.orientation`, `(object as? UIDevice)?.orientation`.
    func deviceOrientationRead(_ node: MemberAccessExprSyntax, base: ExprSyntax) {
        guard !Self.isAssignmentTarget(node), Self.isDevice(base, around: node) else { return }
        // For a camera or a photo's metadata the device was right: a note that names iOS 17's replacement.
        if Self.cameraWords.contains(where: Self.enclosingBodyText(node).contains) {
            site(
                .cameraDeviceOrientation, node,
                "reads the device's orientation (UIDevice.orientation) for a camera's connection or a photo's metadata",
                Replacement.cameraDeviceOrientation)
            return
        }
        reportDeviceRead(node, "reads the device's orientation (UIDevice.orientation) to decide the interface")
    }

    /// `x.isLandscape` / `x.isPortrait` on a `UIDeviceOrientation` value that is not read from the device here.
    func deviceOrientationProperty(_ node: MemberAccessExprSyntax, base: ExprSyntax) {
        let text = base.trimmedText
        let last = (SwiftSyntaxReading.lastName(base) ?? "").lowercased()
        guard text.hasPrefix("UIDeviceOrientation") || last.contains("deviceorientation") else { return }
        // A value the same function read from the device (`let deviceOrientation = UIDevice.current.orientation`):
        // the read is the site, reported once.
        guard !Self.enclosingBodyText(node).contains("UIDevice.current.orientation") else { return }
        reportDeviceRead(node, "tests a UIDeviceOrientation (\(node.declName.baseName.text)) to decide the interface")
    }

    /// `orientation` read bare inside `extension UIDevice` (`var isLandscape: Bool { switch orientation { … } }`,
    /// Scroggle, held-out set 265): the device's own property, unless a parameter or a local of the same name hides
    /// it.
    func recordOwnDeviceRead(_ node: DeclReferenceExprSyntax) {
        guard node.baseName.text == "orientation", node.argumentNames == nil,
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName == node } ?? false),
            Self.isInside("UIDevice", node), !Self.isAssignmentTarget(node)
        else { return }
        let body = Self.enclosingBodyText(node)
        let hidden = [
            "let orientation", "var orientation", "orientation:", "orientation in", "case .some(let orientation",
        ]
        guard !hidden.contains(where: body.contains),
            !(Self.enclosingFunction(node)?.signature.parameterClause.parameters.contains {
                ($0.secondName ?? $0.firstName).text == "orientation"
            } ?? false)
        else { return }
        reportDeviceRead(node, "reads the device's orientation (UIDevice.orientation) to decide the interface")
    }

    private func reportDeviceRead(_ node: some SyntaxProtocol, _ today: String) {
        let body = Self.enclosingBodyText(node)
        guard !Self.cameraWords.contains(where: body.contains),
            !Self.isDiagnosticOutput(Self.enclosingFunction(node)?.name.text ?? ""), !Self.picksAWord(node),
            !Self.isOnlyLogged(node)
        else { return }
        site(.deviceOrientationRead, node, today, Replacement.deviceOrientationRead)
    }

    /// A function that writes a debug text (`updateDebugInfo()`, `debugDescription`): the device's
    /// orientation it reads becomes text in an overlay (Provenance's skin debug overlay, held-out set 35), not
    /// a layout. A debug feature that reacts to the device (Loop's `maybeOpenDebugMenu()`, opened by turning
    /// the phone, held-out set 17) reads it for real, and so does a function that logs a change
    /// (`logOrientationChange()`): what it prints may be all it does today, but it runs on each turn.
    static func isDiagnosticOutput(_ functionName: String) -> Bool {
        let lower = functionName.lowercased()
        let debugText = ["debuginfo", "debugtext", "debuglabel", "debugoverlay", "debugdescription", "debugstring"]
        return debugText.contains(where: lower.contains)
    }

    /// True when the read is the condition of a choice between two words (`orientation.isLandscape ?
    /// "landscape" : "portrait"`, `String(localized:)` or `NSLocalizedString` too): the orientation becomes
    /// text in a message or a label, not a layout (held-out set 76).
    static func picksAWord(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let ternary = parent.as(TernaryExprSyntax.self) {
                return isWord(ternary.thenExpression) && isWord(ternary.elseExpression)
            }
            // Unfolded: `condition ? then : else` is a sequence with the `? then :` part between.
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                    let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count
                {
                    return isWord(ternary.thenExpression) && isWord(elements[index + 1])
                }
            }
            current = parent.parent
        }
        return false
    }

    /// A string literal or a localized string.
    private static func isWord(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let name = call.calledExpression.trimmedText
        return name == "NSLocalizedString" || (name == "String" && call.arguments.first?.label?.text == "localized")
    }

    /// True when an expression is the device: `UIDevice.current`, `current`/`self` in `extension UIDevice`,
    /// a name ending in `device` (not a capture device), a cast to `UIDevice`.
    static func isDevice(_ base: ExprSyntax, around node: some SyntaxProtocol) -> Bool {
        let text = base.trimmedText
        if text.hasPrefix("UIDevice.current") || text.contains("as? UIDevice") || text.contains("as! UIDevice") {
            return true
        }
        if ["current", "self", "Self.current", "UIDevice.current"].contains(text), isInside("UIDevice", node) {
            return true
        }
        let last = (lastName(ofDevice: base) ?? "").lowercased()
        return last.hasSuffix("device") && !last.contains("capture") && !text.lowercased().contains("capture")
    }

    private static func lastName(ofDevice base: ExprSyntax) -> String? {
        if let call = base.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            return SwiftSyntaxReading.lastName(call.calledExpression)
        }
        return SwiftSyntaxReading.lastName(base)
    }
}
