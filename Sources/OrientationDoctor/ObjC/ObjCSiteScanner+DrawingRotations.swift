/// Drawings turned a quarter or half turn about the screen's axis to fake an orientation: OpenGL games that draw
/// landscape into a portrait-shaped view (`glRotatef(-90, 0, 0, 1)` under `#if LANDSCAPE_MODE`, an engine's
/// `-applyOrientation`; held-out sets 74, 91, 94, 228 and 230).
extension ObjCSiteScanner {
    /// True when the C call at `index` (a name with "Rotat" in it: `glRotatef`, `kmGLRotatef`, an app's
    /// `GenerateRotationMatrix`) turns by a quarter or half turn about the z axis, in code about orientation: inside
    /// a conditional about one, in a method or function named for one, in a switch arm over orientations, or into a
    /// matrix named for the screen's rotation. A spinner's variable angle, a yaw about the y axis, or a level meter
    /// laid on its side (`if (!_vertical)`) is none.
    func isDrawingTurn(_ index: Int) -> Bool {
        let name = tokens[index].text
        guard !name.hasPrefix("CGAffineTransform"), !name.hasPrefix("CATransform3D"),
            turnsAboutScreenAxis(arguments(ofCallAt: index))
        else { return false }
        return isAboutOrientation(index)
    }

    /// Reports the first such turn of a method or function (an engine's switch over the orientations turns in
    /// each arm; one site says it).
    func drawingRotation(_ index: Int, facts: inout FileFacts) {
        let body = bodyRange(around: index)
        if let body {
            let earlier = body.lowerBound..<index
            let turnedBefore = earlier.contains { at in
                tokens[at].text.fastContains("Rotat") && token(at + 1)?.is("(") == true
                    && !tokens[at].text.hasPrefix("CGAffineTransform") && !tokens[at].text.hasPrefix("CATransform3D")
                    && turnsAboutScreenAxis(arguments(ofCallAt: at))
            }
            if turnedBefore { return }
        }
        site(
            .drawingRotation, index,
            "turns the drawing by a fixed quarter or half turn (\(tokens[index].text)) to fake an orientation on a view "
                + "UIKit does not rotate", Replacement.drawingRotation, into: &facts)
    }

    /// The token ranges of a call's arguments, split at top-level commas; empty when the call does not close
    /// within 80 tokens.
    private func arguments(ofCallAt index: Int) -> [Range<Int>] {
        var depth = 0
        var start = index + 2
        var arguments: [Range<Int>] = []
        var at = index + 1
        while at < min(tokens.count, index + 80) {
            let text = tokens[at].text
            if text == "(" || text == "[" {
                depth += 1
            } else if text == ")" || text == "]" {
                depth -= 1
                if depth == 0 {
                    arguments.append(start..<at)
                    return arguments
                }
            } else if text == ",", depth == 1 {
                arguments.append(start..<at)
                start = at + 1
            } else if text == ";" || text == "{" {
                return []
            }
            at += 1
        }
        return []
    }

    /// An angle of a quarter or half turn followed by the z axis (`-90, 0.0f, 0.0f, 1.0f`).
    private func turnsAboutScreenAxis(_ arguments: [Range<Int>]) -> Bool {
        guard arguments.count >= 4 else { return false }
        for first in 0...(arguments.count - 4) where isTurnAngle(text(arguments[first])) {
            let axis = arguments[(first + 1)...(first + 3)].map { Self.number(text($0)) }
            if axis[0] == 0, axis[1] == 0, axis[2] == 1 || axis[2] == -1 { return true }
        }
        return false
    }

    private func text(_ range: Range<Int>) -> String {
        tokens[range].map(\.text).joined()
    }

    /// A literal number, its `f` suffix and a `(float)` cast dropped.
    private static func number(_ text: String) -> Double? {
        var text = text.replacingOccurrences(of: "(float)", with: "").replacingOccurrences(of: "(GLfloat)", with: "")
        if text.hasSuffix("f") || text.hasSuffix("F") { text.removeLast() }
        return Double(text)
    }

    /// 90, 180 or 270 degrees (either sign), or pi over two or pi, also through a degrees-to-radians function, or
    /// such a turn plus an easing angle (`90+actualAngle`, Flixel's animated turn between the landscapes, held-out
    /// set 239).
    private func isTurnAngle(_ text: String) -> Bool {
        if let degrees = Self.number(text) { return [90, 180, 270].contains(abs(degrees)) }
        if let plus = text.dropFirst().firstIndex(where: { $0 == "+" || $0 == "-" }) {
            let first = String(text[..<plus])
            let second = String(text[text.index(after: plus)...])
            let isName = { (part: String) in
                part.first?.isLetter == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            if let degrees = Self.number(first), isName(second) { return [90, 180, 270].contains(abs(degrees)) }
            if let degrees = Self.number(second), isName(first) { return [90, 180, 270].contains(abs(degrees)) }
        }
        let unsigned = text.hasPrefix("-") ? String(text.dropFirst()) : text
        if ["M_PI_2", "M_PI", "M_PI/2", "M_PI/2.0", "(float)M_PI_2", "(float)M_PI"].contains(unsigned) { return true }
        // `GLKMathDegreesToRadians(-90)`, `CC_DEGREES_TO_RADIANS(90)`.
        guard let open = unsigned.firstIndex(of: "("), unsigned.hasSuffix(")"),
            unsigned[..<open].lowercased().contains("rad")
        else { return false }
        let inner = unsigned[unsigned.index(after: open)..<unsigned.index(before: unsigned.endIndex)]
        return Self.number(String(inner)).map { [90, 180, 270].contains(abs($0)) } ?? false
    }

    /// Code about orientation: a conditional about one, a method or function named for one, a switch arm over
    /// orientations before the call in its body, or a call into a matrix named for the screen's rotation.
    private func isAboutOrientation(_ index: Int) -> Bool {
        let line = tokens[index].line
        if orientationConditions.contains(where: { $0.contains(line) }) { return true }
        let owner =
            method(around: index)?.selector
            ?? structure.cFunctions.first(where: { $0.body.contains(index) })?.name ?? ""
        let lowerOwner = owner.lowercased()
        if ["orientation", "landscape", "portrait"].contains(where: lowerOwner.contains) { return true }
        if arguments(ofCallAt: index).contains(where: { text($0).lowercased().contains("screenrotation") }) {
            return true
        }
        guard let body = bodyRange(around: index) else { return false }
        return (body.lowerBound..<index).contains { at in
            tokens[at].is("case")
                && token(at + 1).map { next in
                    next.text.contains("Landscape") || next.text.contains("LANDSCAPE") || next.text.contains("Portrait")
                        || next.text.contains("PORTRAIT")
                } == true
        }
    }

    /// The token range of the method's or C function's body around `index`, if any.
    private func bodyRange(around index: Int) -> Range<Int>? {
        method(around: index)?.body ?? structure.cFunctions.first(where: { $0.body.contains(index) })?.body
    }
}
