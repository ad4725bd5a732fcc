/// The frame's fixed measurements.
enum StoryboardMetrics {
    /// A frame's width.
    static let frameWidth: Double = 240
    /// The centre of the device area.
    static let deviceCenter = Point(x: 120, y: 132)
    /// Where the caption starts.
    static let captionTop: Double = 250
    /// The left margin of the caption.
    static let margin: Double = 10
    /// The caption's text width.
    static var textWidth: Double { frameWidth - 2 * margin }
}

extension StoryboardFrame {
    /// The step number and, in a comparison, the row's label.
    func header() -> [StoryboardMarkup] {
        var parts: [StoryboardMarkup] = [.text(String(step.index), "step-number", x: 10, y: 20)]
        if let tag { parts.append(.text(tag, "row-tag", x: StoryboardMetrics.frameWidth - 10, y: 19, anchor: "end")) }
        return parts
    }

    /// The event, wrapped over at most three lines; returns the elements and the next line's top.
    func event(top: Double) -> ([StoryboardMarkup], Double) {
        let lines = StoryboardText.wrapped(
            step.event, width: StoryboardMetrics.textWidth, fontSize: 13, bold: true,
            maxLines: 3)
        var y = top
        var parts: [StoryboardMarkup] = []
        for line in lines {
            y += 16
            parts.append(.text(line, "event", x: StoryboardMetrics.margin, y: y))
        }
        return ([.group("event-lines", [("data-event", step.event)], parts)], y)
    }

    /// The deciding screen.
    func deciding(top: Double) -> ([StoryboardMarkup], Double) {
        let name = step.deciding ?? "none, UIKit's defaults"
        let text = StoryboardText.fitted("decides: \(name)", width: StoryboardMetrics.textWidth, fontSize: 12)
        return ([.text(text, "deciding", x: StoryboardMetrics.margin, y: top + 16)], top + 16)
    }

    /// The supported mask as four arrows around a small device, each
    /// pointing where the device's top goes when that interface orientation
    /// is upright (lit: supported; ringed: shown), then the orientations in words.
    func mask(top: Double) -> ([StoryboardMarkup], Double) {
        let center = Point(x: StoryboardMetrics.margin + 16, y: top + 22)
        var arrows: [StoryboardMarkup] = [
            .title("supported: " + (step.supported.isEmpty ? "none" : step.supported.names.joined(separator: ", "))),
            .rect("mask-device", center: center, width: 6, height: 10, radius: 1.5),
        ]
        let order: [InterfaceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        for orientation in order {
            arrows.append(arrow(orientation, center: center))
        }
        let words = [
            StoryboardMarkup.text(
                "interface \(step.orientation.name)", "orientation-name", x: center.x + 24, y: top + 18),
            StoryboardMarkup.text("device \(step.device.name)", "device-name", x: center.x + 24, y: top + 33),
        ]
        return (
            [.group("mask", [("data-supported", step.supported.names.joined(separator: " "))], arrows)] + words,
            top + 40
        )
    }

    /// One arrow of the mask.
    func arrow(_ orientation: InterfaceOrientation, center: Point) -> StoryboardMarkup {
        let lit = step.supported.contains(orientation.mask)
        let shown = step.orientation == orientation
        let x = center.x
        let y = center.y
        let path = "M\(n(x - 2)) \(n(y - 8))h4v-4h3.5l-5.5-6l-5.5 6h3.5z"
        var classes = lit ? "arrow lit" : "arrow unlit"
        if shown { classes += " shown" }
        let state = lit ? "supported" : "not supported"
        return StoryboardMarkup(
            "path",
            [
                ("class", classes), ("d", path),
                ("transform", "rotate(\(orientation.deviceOrientation.storyboardTurn) \(n(x)) \(n(y)))"),
                ("data-orientation", orientation.name),
            ], children: [.title("\(orientation.name): \(state)\(shown ? ", shown" : "")")])
    }

    private func n(_ value: Double) -> String { StoryboardMarkup.n(value) }
}
