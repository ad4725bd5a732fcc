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
        reportDeviceRead(index, "reads the device's orientation (UIDevice.orientation) to decide the interface", &facts)
    }

    func reportDeviceRead(_ index: Int, _ today: String, _ facts: inout FileFacts) {
        guard !mentions(SwiftFactCollector.cameraWords, near: index),
            !SwiftFactCollector.isDiagnosticOutput(method(around: index)?.selector ?? ""),
            !picksAWord(around: index)
        else { return }
        let line = tokens[index].line
        guard !facts.sites.contains(where: { $0.code == .deviceOrientationRead && $0.position.line == line }) else {
            return
        }
        site(.deviceOrientationRead, index, today, Replacement.deviceOrientationRead, into: &facts)
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
