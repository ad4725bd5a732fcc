extension StoryboardFrame {
    /// The frame's elements (at the origin) and its height.
    func render() -> (element: StoryboardMarkup, height: Double) {
        var parts: [StoryboardMarkup] = [.title(title), StoryboardMarkup("desc", text: description)]
        let back = parts.count
        parts += header()
        parts.append(device(center: StoryboardMetrics.deviceCenter))
        var y = StoryboardMetrics.captionTop
        for section in [badges, event, deciding, mask, redMarks, diagnosticMarkers, noteLines] {
            let (elements, bottom) = section(y)
            parts += elements
            y = bottom
        }
        let height = y + 12
        parts.insert(
            .rect(
                "frame-back", x: 0.5, y: 0.5, width: StoryboardMetrics.frameWidth - 1, height: height - 1,
                radius: 10), at: back)
        var attributes: [(String, String)] = [
            ("role", "img"), ("data-mode", library ? "library" : "plain"), ("data-step", String(step.index)),
            ("data-device", step.device.name),
            ("data-orientation", step.orientation.name),
        ]
        if let visible = step.visible { attributes.append(("data-visible", visible)) }
        return (.group(marks.isEmpty ? "frame" : "frame has-red", attributes, parts), height)
    }

    /// The frame's accessible name.
    var title: String { "Step \(step.index)\(tag.map { " (\($0))" } ?? ""): \(step.event)" }

    /// The frame in words, for screen readers and tooltips.
    var description: String {
        var sentences: [String] = []
        let held =
            step.device.isFlat || step.device == .unknown
            ? "The device is \(step.device.name) (lying flat or unknown; the interface stays as it was)"
            : "The device is held \(step.device.name)"
        sentences.append(held + ".")
        let user: String
        switch turnForUser {
        case 0: user = "upright for the user"
        case 180: user = "upside down for the user"
        default: user = "turned sideways for the user"
        }
        sentences.append("The interface shows \(step.orientation.name), \(user).")
        if let visible = step.visible { sentences.append("Visible: \(visible).") }
        let presented = step.layers.dropFirst().compactMap { layer in
            layer.style.map { "\(layer.screen) (\($0.storyboardLabel(idiom: idiom)))" }
        }
        if !presented.isEmpty { sentences.append("Presented: \(presented.joined(separator: ", ")).") }
        sentences.append("Deciding: \(step.deciding ?? "none").")
        let supported = step.supported.isEmpty ? "none" : step.supported.names.joined(separator: ", ")
        sentences.append("Supported: \(supported).")
        if isUnsupported { sentences.append("The orientation shown is not supported.") }
        sentences += marks.map { $0.text + "." }
        sentences += step.diagnostics.map { $0 + "." }
        return sentences.joined(separator: " ")
    }
}
