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
        let receiver = Self.motionReceiver(node)
        // A method passed as the handler (`withHandler: handleAccelerometerUpdates`, MijickCamera, held-out set 165):
        // its body, and the methods of the file it calls, one level deep.
        if handler == nil, let argument = node.arguments.first(where: { $0.label?.text == "withHandler" }),
            argument.expression.is(DeclReferenceExprSyntax.self) || argument.expression.is(MemberAccessExprSyntax.self),
            let name = SwiftSyntaxReading.lastName(argument.expression)
        {
            let functions = FunctionDeclarationCollector.functions(in: node.root)
            if let method = functions.first(where: { $0.name.text == name && $0.body != nil }) {
                let tokens = Array(method.tokens(viewMode: .sourceAccurate))
                var words = tokens.map(\.text)
                let called = Self.calledNames(tokens)
                for function in functions where called.contains(function.name.text) {
                    words += function.tokens(viewMode: .sourceAccurate).map(\.text)
                }
                reportMotion(node, receiver: receiver, words: words)
                return
            }
        }
        guard let handler else {
            // `startAccelerometerUpdates()` without a handler: reported with the updates it feeds, if any.
            motionCalls.append((receiver, position(node.calledExpression), "starts"))
            return
        }
        let tokens = Array(handler.tokens(viewMode: .sourceAccurate))
        var words = tokens.map(\.text)
        // The methods the handler calls by name (`self?.process(data)`), one level deep.
        let called = Self.calledNames(tokens)
        for function in Self.siblingFunctions(of: node) where called.contains(function.name.text) {
            words += function.tokens(viewMode: .sourceAccurate).map(\.text)
        }
        reportMotion(node, receiver: receiver, words: words)
    }

    /// The start of motion updates, a site when the words of its handler work out a device orientation.
    private func reportMotion(_ node: FunctionCallExprSyntax, receiver: String, words: [String]) {
        guard Self.derivesOrientation(words) else { return }
        derivingMotionReceivers.insert(receiver)
        let name = SwiftSyntaxReading.lastName(node.calledExpression) ?? "startAccelerometerUpdates"
        site(
            .motionDerivedOrientation, node,
            "works out the device's orientation from CoreMotion (\(name)) to follow the device",
            Replacement.motionDerivedOrientation)
    }

    /// `stopAccelerometerUpdates()`, `stopDeviceMotionUpdates()`: reported with the updates they end.
    func motionStop(_ node: FunctionCallExprSyntax) {
        motionCalls.append((Self.motionReceiver(node), position(node.calledExpression), "stops"))
    }

    /// The starts without a handler and the stops of a motion manager whose updates work out the device's
    /// orientation in this file (held-out set 82): each is a site of the same kind. Run after the walk.
    func finishMotionCalls() {
        for (receiver, at, verb) in motionCalls where derivingMotionReceivers.contains(receiver) {
            facts.sites.append(
                DirectSite(
                    code: .motionDerivedOrientation, position: at,
                    today: "\(verb) the CoreMotion updates the device's orientation is worked out from",
                    replacement: Replacement.motionDerivedOrientation))
        }
        motionCalls = []
    }

    /// The motion manager a call is sent to, by its last name (`motionManager` for `self.motionManager`).
    private static func motionReceiver(_ node: FunctionCallExprSyntax) -> String {
        node.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(SwiftSyntaxReading.lastName) ?? ""
    }

    /// The tokens of a motion handler (and of the methods it calls), in order, turn the readings into an
    /// orientation: they name a device orientation, or they produce an interface orientation or a side
    /// (`next = .landscapeLeft`, `orientationNew = UIInterfaceOrientationLandscapeLeft`, `label.text =
    /// "Landscape right"`, after `=`, `?` or `return`) where they read no interface orientation. A handler
    /// that switches over the interface's orientation to turn its axes (an emulator's tilt, a star map)
    /// consumes one and produces none.
    static func derivesOrientation(_ words: [String]) -> Bool {
        if words.contains(where: { $0.fastContains("eviceOrientation") }) { return true }
        // The interface's orientation returned as it is (`return [[UIApplication sharedApplication]
        // statusBarOrientation]` when the device lies flat, react-native-camera, held-out set 153) is a fallback
        // the orientation worked out replaces, not one the handler consumes.
        let readsInterface = words.indices.contains { index in
            let word = words[index]
            guard
                word.fastContains("statusBarOrientation") || word == "interfaceOrientation"
                    || word.fastContains("effectiveGeometry")
            else { return false }
            let statement = words[max(0, index - 8)..<index].reversed().prefix { $0 != ";" && $0 != "{" }
            return !statement.contains("return")
        }
        guard !readsInterface else { return false }
        return words.indices.contains { index in
            let word = words[index]
            let namesSide =
                (word.hasPrefix("UIInterfaceOrientation") && !word.hasPrefix("UIInterfaceOrientationIs")
                    && word != "UIInterfaceOrientation")
                || word.fastContains("andscape") || word.fastContains("ortrait")
            guard namesSide else { return false }
            // The token before, past a member's dot and a string's opening quote.
            var before = index - 1
            while before >= 0, [".", "\""].contains(words[before]) { before -= 1 }
            return before >= 0 && ["=", "?", "return"].contains(words[before])
        }
    }

    /// The names a run of tokens calls (`process` in `self?.process(data)`).
    private static func calledNames(_ tokens: [TokenSyntax]) -> Set<String> {
        Set(
            tokens.indices.dropLast().compactMap { index in
                tokens[index + 1].tokenKind == .leftParen ? tokens[index].text : nil
            })
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

/// Every function declared in a file, at any depth.
final class FunctionDeclarationCollector: SyntaxVisitor {
    private var functions: [FunctionDeclSyntax] = []

    /// The functions declared under `root`.
    static func functions(in root: Syntax) -> [FunctionDeclSyntax] {
        let collector = FunctionDeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.functions
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }
}
