/// The device outline's measurements, portrait, in SVG units.
struct StoryboardDeviceShape: Sendable, Hashable {
    /// The body.
    var bodyWidth: Double, bodyHeight: Double, bodyRadius: Double
    /// The screen, centred in the body.
    var screenWidth: Double, screenHeight: Double, screenRadius: Double

    /// The outline of a phone or an iPad, with or without a home button.
    static func of(idiom: Idiom, homeButton: Bool) -> StoryboardDeviceShape {
        switch (idiom, homeButton) {
        case (.phone, false):
            StoryboardDeviceShape(
                bodyWidth: 100, bodyHeight: 206, bodyRadius: 17,
                screenWidth: 90, screenHeight: 196, screenRadius: 12)
        case (.phone, true):
            StoryboardDeviceShape(
                bodyWidth: 100, bodyHeight: 200, bodyRadius: 14,
                screenWidth: 88, screenHeight: 150, screenRadius: 1)
        case (.pad, false):
            StoryboardDeviceShape(
                bodyWidth: 154, bodyHeight: 212, bodyRadius: 12,
                screenWidth: 142, screenHeight: 200, screenRadius: 7)
        case (.pad, true):
            StoryboardDeviceShape(
                bodyWidth: 154, bodyHeight: 212, bodyRadius: 12,
                screenWidth: 134, screenHeight: 176, screenRadius: 1)
        }
    }
}

extension StoryboardFrame {
    /// The device's outline and measurements.
    var shape: StoryboardDeviceShape { .of(idiom: idiom, homeButton: homeButton) }

    /// The device, turned as it is held, with the interface inside it.
    func device(center: Point) -> StoryboardMarkup {
        let body = StoryboardMarkup.rect(
            "device-body", center: center, width: shape.bodyWidth,
            height: shape.bodyHeight, radius: shape.bodyRadius)
        var children = [body, screen(center: center), interface(center: center)]
        children += hardware(center: center)
        if let flat = flatOverlay(center: center) { children.append(flat) }
        return .group(
            step.device.isFlat ? "device flat" : "device",
            [
                ("transform", "rotate(\(deviceTurn) \(StoryboardMarkup.n(center.x)) \(StoryboardMarkup.n(center.y)))"),
                ("data-device", step.device.name), ("data-turn", String(deviceTurn)),
            ], children)
    }

    /// The glass beneath the interface.
    func screen(center: Point) -> StoryboardMarkup {
        .rect(
            "device-screen", center: center, width: shape.screenWidth, height: shape.screenHeight,
            radius: shape.screenRadius)
    }

    /// What marks the device's top and bottom: the sensor housing, or the
    /// speaker and the home button; a camera on an iPad.
    func hardware(center: Point) -> [StoryboardMarkup] {
        let top = center.y - shape.bodyHeight / 2
        let bottom = center.y + shape.bodyHeight / 2
        var parts: [StoryboardMarkup] = []
        switch (idiom, homeButton) {
        case (.phone, false):
            let island = StoryboardMarkup.rect(
                "sensor-housing", center: Point(x: center.x, y: center.y - shape.screenHeight / 2 + 7),
                width: 26, height: 7, radius: 3.5)
            parts.append(island)
        case (.phone, true):
            parts.append(.rect("speaker", center: Point(x: center.x, y: top + 12), width: 20, height: 3, radius: 1.5))
        case (.pad, _):
            parts.append(
                StoryboardMarkup(
                    "circle",
                    [
                        ("class", "camera"), ("cx", StoryboardMarkup.n(center.x)),
                        ("cy", StoryboardMarkup.n(top + 6)), ("r", "2"),
                    ]))
        }
        if homeButton {
            let y = bottom - (idiom == .phone ? 12.5 : 9)
            parts.append(
                StoryboardMarkup(
                    "circle",
                    [
                        ("class", "home-button"), ("cx", StoryboardMarkup.n(center.x)),
                        ("cy", StoryboardMarkup.n(y)), ("r", idiom == .phone ? "8" : "6"),
                    ],
                    children: [.title("home button")]))
        }
        return parts
    }

    /// Lying flat: a dashed rim; face down, the back of the device over the glass.
    func flatOverlay(center: Point) -> StoryboardMarkup? {
        switch step.device {
        case .faceDown:
            return .rect(
                "face-down", center: center, width: shape.bodyWidth, height: shape.bodyHeight,
                radius: shape.bodyRadius)
        case .faceUp, .unknown:
            return .rect(
                "flat-rim", center: center, width: shape.bodyWidth + 8, height: shape.bodyHeight + 8,
                radius: shape.bodyRadius + 4)
        default:
            return nil
        }
    }
}
