/// Reads of the device's orientation in Objective-C (`[UIDevice currentDevice].orientation`,
/// `UIDeviceOrientationIsLandscape(…)`), and the reads left out: code about a camera or a photo's metadata,
/// a debug text, a choice between two words.
extension ObjCSiteScanner {
    /// `[UIDevice currentDevice].orientation`, `[[UIDevice currentDevice] orientation]`, `device.orientation`.
    func deviceRead(_ index: Int, facts: inout FileFacts) {
        guard let previous = token(index - 1), token(index + 1)?.is("=") != true else { return }
        let receiverEnd = previous.is(".") ? index - 2 : index - 1
        guard let receiver = token(receiverEnd) else { return }
        let isDevice: Bool
        if receiver.is("]") {
            let start = max(0, receiverEnd - 4)
            isDevice = tokens[start..<receiverEnd].contains { $0.is("currentDevice") }
        } else if receiver.kind == .identifier {
            let lower = receiver.text.lowercased()
            isDevice = lower.hasSuffix("device") && !lower.contains("capture")
        } else {
            isDevice = false
        }
        guard isDevice, previous.is(".") || token(index + 1)?.is("]") == true else { return }
        // For a camera or a photo's metadata the device was right: a note that names iOS 17's replacement.
        if mentions(SwiftFactCollector.cameraWords, near: index) {
            let line = tokens[index].line
            guard !facts.sites.contains(where: { $0.code == .cameraDeviceOrientation && $0.position.line == line })
            else { return }
            site(
                .cameraDeviceOrientation, index,
                "reads the device's orientation (UIDevice.orientation) for a camera's connection or a photo's metadata",
                Replacement.cameraDeviceOrientation, into: &facts)
            return
        }
        reportDeviceRead(index, "reads the device's orientation (UIDevice.orientation) to decide the interface", &facts)
    }

    /// `[[[UIDevice currentDevice] valueForKey:@"orientation"] integerValue]`: the device's orientation read through
    /// KVC, the twin of the KVC write that forces a rotation (Infinit's portrait navigation controller, held-out set
    /// 202).
    func deviceReadThroughKVC(_ index: Int, facts: inout FileFacts) {
        guard let key = token(index + 2), key.kind == .string, key.text == "orientation" else { return }
        // The receiver, back to the bracket that opens the message.
        var start = index - 1
        var depth = 0
        while start > max(0, index - 12) {
            if tokens[start].is("]") { depth += 1 }
            if tokens[start].is("[") {
                if depth == 0 { break }
                depth -= 1
            }
            start -= 1
        }
        let receiver = tokens[start..<index]
        guard
            receiver.contains(where: { $0.is("currentDevice") })
                || receiver.last.map({ $0.kind == .identifier && $0.text.lowercased().hasSuffix("device") }) == true
        else { return }
        reportDeviceRead(
            index, "reads the device's orientation through KVC (valueForKey:@\"orientation\") to decide the interface",
            &facts)
    }

    func reportDeviceRead(_ index: Int, _ today: String, _ facts: inout FileFacts) {
        guard !mentions(SwiftFactCollector.cameraWords, near: index),
            !SwiftFactCollector.isDiagnosticOutput(method(around: index)?.selector ?? ""),
            !picksAWord(around: index), !declaresLocalOnlyLogged(around: index)
        else { return }
        let line = tokens[index].line
        guard !facts.sites.contains(where: { $0.code == .deviceOrientationRead && $0.position.line == line }) else {
            return
        }
        site(.deviceOrientationRead, index, today, Replacement.deviceOrientationRead, into: &facts)
    }

    /// Whether the test at `index` (`UIDeviceOrientationIsLandscape(…)`) is given the device's orientation
    /// itself (`[UIDevice currentDevice].orientation`, `device.orientation`), not a value read before: a
    /// local, a parameter or a property holding one is tested where it was read, and a stored or passed
    /// orientation is the app's own state (GKPhotoBrowser, YBImageBrowser, held-out sets 99 and 100; Ovatemp).
    func testsTheDevice(_ index: Int) -> Bool {
        guard token(index + 1)?.is("(") == true else { return false }
        var at = index + 2
        var depth = 0
        while at < min(tokens.count, index + 40) {
            let current = tokens[at]
            if current.is("(") || current.is("[") { depth += 1 }
            if current.is(")") || current.is("]") {
                if depth == 0 { return false }
                depth -= 1
            }
            if current.is("currentDevice") || current.is("UIDevice") { return true }
            if current.is("orientation"), let receiver = token(at - 1)?.is(".") == true ? token(at - 2) : token(at - 1),
                receiver.kind == .identifier, receiver.text.lowercased().hasSuffix("device")
            {
                return true
            }
            at += 1
        }
        return false
    }

    /// True when the statement around `index` only picks a word (`UIDeviceOrientationIsLandscape(…) ?
    /// NSLocalizedString(@"landscape", …) : NSLocalizedString(@"portrait", …)`, `? @"Landscape" : …`): the
    /// orientation becomes text in a message (Colloquy's `/sysinfo`, held-out set 76), not a layout.
    func picksAWord(around index: Int) -> Bool {
        var at = index
        while at + 1 < tokens.count, !tokens[at].is(";"), at - index < 64 {
            at += 1
            guard tokens[at - 1].is("?") else { continue }
            return tokens[at].kind == .string || tokens[at].is("NSLocalizedString")
        }
        return false
    }
}
