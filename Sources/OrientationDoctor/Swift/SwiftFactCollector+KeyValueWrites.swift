import SwiftSyntax

/// Key-value writes: the device orientation written through KVC (`setValue(_:forKey:)`,
/// `setValuesForKeys(_:)`), the statements that go with such a write, and `UserDefaults` key writes.
extension SwiftFactCollector {
    /// `UIDevice.current.value(forKey: "orientation")`: the device's orientation read through KVC, the twin of the
    /// KVC write (as Objective-C's `valueForKey:@"orientation"`, Infinit, held-out set 202).
    func deviceOrientationKVCRead(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "forKey",
            SwiftSyntaxReading.stringLiteral(argument.expression) == "orientation",
            let receiver = base?.trimmedText,
            receiver.contains("UIDevice") || receiver.lowercased().hasSuffix("device"),
            !Self.cameraWords.contains(where: Self.enclosingBodyText(node).contains)
        else { return }
        site(
            .deviceOrientationRead, node,
            "reads the device's orientation through KVC (value(forKey: \"orientation\")) to decide the interface",
            Replacement.deviceOrientationRead)
    }

    /// `UIDevice.current.setValue(_, forKey: "orientation")` (or a constant key, or a computed one on the
    /// device): the KVC write of the device orientation, with the rotation `--diff` may make of it.
    func deviceOrientationKVC(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        let arguments = Array(node.arguments)
        guard arguments.count == 2, let label = arguments[1].label?.text, label == "forKey" || label == "forKeyPath"
        else { return }
        let receiver = base?.trimmedText ?? ""
        let keyExpression = arguments[1].expression
        let key =
            SwiftSyntaxReading.stringLiteral(keyExpression)
            ?? keyExpression.as(DeclReferenceExprSyntax.self).flatMap {
                SwiftSyntaxReading.constantString(named: $0.baseName.text, around: node)
            }
        if key == nil {
            // A computed key (often an obfuscated "orientation"): a write to the device if the receiver is one.
            if receiver.contains("UIDevice") {
                site(
                    .deviceOrientationWrite, node,
                    "writes a computed key on UIDevice through KVC (an obfuscated "
                        + "\"orientation\")", Replacement.rotate(nil))
            } else if let name = base.flatMap(SwiftSyntaxReading.lastName) {
                facts.computedKeyWrites.append((name, position(node)))
            }
            return
        }
        guard key == "orientation" else { return }
        let value = arguments[0].expression
        let deviceItself = (base == nil || receiver == "self") && Self.isInside("UIDevice", node)
        guard
            receiver.contains("UIDevice") || receiver.lowercased().contains("device")
                || value.trimmedText.contains("Orientation") || deviceItself
        else { return }
        let orientation = Self.interfaceOrientation(written: value)
        var rotation: RotationRewrite?
        if let orientation, orientation != "unknown", node.parent?.is(CodeBlockItemSyntax.self) == true,
            let owner = Self.instanceMethodOwner(node)
        {
            rotation = RotationRewrite(
                orientation: orientation, enclosingClass: owner,
                companions: Self.companionStatements(of: node))
        }
        var site = DirectSite(
            code: .deviceOrientationWrite, position: position(node),
            today: "writes the device orientation through KVC (setValue(_:\(label): \"orientation\"))"
                + (orientation == "unknown" ? " to reset it before a forced rotation" : ""),
            replacement: Replacement.rotate(orientation == "unknown" ? nil : orientation))
        site.rotation = rotation
        facts.sites.append(site)
        noteWrapper(site.code, node, site.today, site.replacement)
    }

    /// `UserDefaults.standard.set(value, forKey: key)` or `removeObject(forKey: key)`: a write of the key,
    /// which is a lock's when an orientation override or hook reads it.
    func noteDefaultsWrite(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        guard let receiver = base?.trimmedText, receiver.fastContains("efaults"),
            let argument = node.arguments.first(where: { $0.label?.text == "forKey" }),
            let key = Self.defaultsKey(argument.expression.trimmedText)
        else { return }
        facts.defaultsKeyWrites.append(
            DefaultsKeyWrite(
                key: key, swiftUIModifier: Self.swiftUIModifier(around: node),
                position: node.calledExpression.as(MemberAccessExprSyntax.self).map { position($0.declName) }
                    ?? position(node)))
    }

    /// `UIDevice.current.setValuesForKeys(["orientation": value])`: the same KVC write, with a dictionary.
    func deviceOrientationKVCDictionary(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        guard node.arguments.count == 1,
            let dictionary = node.arguments.first?.expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content,
            let entry = elements.first(where: { SwiftSyntaxReading.stringLiteral($0.key) == "orientation" })
        else { return }
        let receiver = base?.trimmedText ?? ""
        let deviceItself = (base == nil || receiver == "self") && Self.isInside("UIDevice", node)
        guard
            receiver.contains("UIDevice") || receiver.lowercased().contains("device")
                || entry.value.trimmedText.contains("Orientation") || deviceItself
        else { return }
        let orientation = Self.interfaceOrientation(written: entry.value)
        site(
            .deviceOrientationWrite, node,
            "writes the device orientation through KVC (setValuesForKeys([\"orientation\": …]))",
            Replacement.rotate(orientation == "unknown" ? nil : orientation))
    }

    /// The statements next to a device-orientation write that belong to
    /// it: a reset write to `unknown` before, `attemptRotationToDeviceOrientation()` after.
    static func companionStatements(of node: FunctionCallExprSyntax) -> [Int] {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return [] }
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return [] }
        var result: [Int] = []
        if index > 0, case .expr(let previous) = items[index - 1].item,
            let call = previous.as(FunctionCallExprSyntax.self),
            SwiftSyntaxReading.lastName(call.calledExpression) == "setValue",
            let value = call.arguments.first?.expression, interfaceOrientation(written: value) == "unknown"
        {
            result.append(call.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if index + 1 < items.count, case .expr(let next) = items[index + 1].item,
            let call = next.as(FunctionCallExprSyntax.self),
            SwiftSyntaxReading.lastName(call.calledExpression) == "attemptRotationToDeviceOrientation"
        {
            result.append(call.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return result
    }

    /// The interface orientation a written value names:
    /// `UIInterfaceOrientation.landscapeRight.rawValue`, a device orientation
    /// (whose landscape names are swapped), or a raw number.
    static func interfaceOrientation(written value: ExprSyntax) -> String? {
        let finder = OrientationNameFinder(viewMode: .sourceAccurate)
        finder.walk(value)
        if let found = finder.found { return found }
        if let integer = value.as(IntegerLiteralExprSyntax.self) {
            return [
                "1": "portrait", "2": "portraitUpsideDown", "3": "landscapeRight", "4": "landscapeLeft",
                "0": "unknown",
            ][integer.literal.text]
        }
        return nil
    }
}

/// Finds `UIInterfaceOrientation.x` or `UIDeviceOrientation.x` in a value.
private final class OrientationNameFinder: SyntaxVisitor {
    var found: String?

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, let base = node.base?.trimmedText else { return .visitChildren }
        let name = node.declName.baseName.text
        if base == "UIInterfaceOrientation", SwiftSyntaxReading.orientationNames.contains(name) || name == "unknown" {
            found = name
        } else if base == "UIDeviceOrientation" {
            // Device landscapeLeft (home button right) is interface landscapeRight.
            found =
                [
                    "landscapeLeft": "landscapeRight", "landscapeRight": "landscapeLeft",
                    "portrait": "portrait", "portraitUpsideDown": "portraitUpsideDown", "unknown": "unknown",
                ][name]
        }
        return .visitChildren
    }
}
