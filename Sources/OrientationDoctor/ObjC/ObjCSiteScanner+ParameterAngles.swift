/// A rotation whose angle its method takes as a parameter, turned by the callers that work the angle out.
extension ObjCSiteScanner {
    /// The rotation's angle is a parameter of its method (`-moveToPoint:rotateAngle:` sets
    /// `hudView.transform = CGAffineTransformMakeRotation(angle)`), and a call of that method in the file passes a
    /// quarter turn its caller works out for an orientation (SVProgressHUD 1.x's `-positionHUD:`, which sets
    /// `rotateAngle = M_PI/2.0f` in a switch over `statusBarOrientation`, held-out sets 58 and 191). Callers that
    /// pass only `0.0` (SVProgressHUD 2.x, sets 47 and 117, a leftover) turn nothing.
    func angleParameterTurnedByCallers(_ argument: ArraySlice<ObjCToken>, at rotation: Int) -> Bool {
        guard argument.count == 1, let name = argument.first, name.kind == .identifier,
            let method = method(around: rotation),
            let position = method.parameters.firstIndex(of: String(name.text)),
            // A rotation that draws (an image turned into a bitmap context, OnePass's `-rotateImageWithRadians:`,
            // held-out set 62) turns pixels, not a view.
            !tokens[method.body].contains(where: { token in
                ["CGContext", "CGBitmapContext", "UIGraphics"].contains { token.text.hasPrefix($0) }
            })
        else { return false }
        let keywords = method.selector.split(separator: ":")
        guard position < keywords.count else { return false }
        let keyword = String(keywords[position])
        for at in tokens.indices where tokens[at].is(keyword) && token(at + 1)?.is(":") == true {
            // A call inside a method's body (the method's own header is in none), passing a variable.
            guard let caller = self.method(around: at), let passed = token(at + 2), passed.kind == .identifier,
                token(at + 3).map({ $0.is("]") || $0.kind == .identifier }) == true
            else { continue }
            let body = tokens[caller.body]
            guard body.contains(where: { $0.text.fastContains("rientation") }) else { continue }
            if setsQuarterTurn(passed.text, in: body) { return true }
        }
        return false
    }

    /// Whether the method body sets the variable to a quarter turn somewhere (`rotateAngle = -M_PI/2.0f;`).
    private func setsQuarterTurn(_ name: String, in body: ArraySlice<ObjCToken>) -> Bool {
        for at in body.indices where tokens[at].is(name) && token(at + 1)?.is("=") == true {
            var end = at + 2
            var text = ""
            while end < body.endIndex, !tokens[end].is(";") {
                text += tokens[end].text
                end += 1
            }
            if SwiftFactCollector.isQuarterTurn(text) { return true }
        }
        return false
    }
}
