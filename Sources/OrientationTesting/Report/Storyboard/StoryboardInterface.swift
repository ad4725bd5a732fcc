/// A rectangle in SVG units.
struct Box: Sendable, Hashable {
    var x: Double, y: Double, width: Double, height: Double
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxY: Double { y + height }
}

extension StoryboardFrame {
    /// The interface, drawn in its own orientation and turned into the device.
    func interface(center: Point) -> StoryboardMarkup {
        let sideways = abs(interfaceTurn) == 90
        let width = sideways ? shape.screenHeight : shape.screenWidth
        let height = sideways ? shape.screenWidth : shape.screenHeight
        let box = Box(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        var children: [StoryboardMarkup] = []
        let layers =
            step.layers.isEmpty
            ? [StepLayer(screen: step.visible ?? "", visible: step.visible)] : step.layers
        for (position, layer) in layers.enumerated() {
            let covered = layers.dropFirst(position + 1).contains { above in
                above.style.map { ["full", "over"].contains(cardBox($0, in: box).kind) } ?? false
            }
            children += self.layer(layer, in: box, isTop: position == layers.count - 1, covered: covered)
        }
        if showsStatusBar { children.append(statusBar(in: box)) }
        if !homeButton { children.append(homeIndicator(in: box)) }
        if isUnsupported {
            children.append(
                .rect(
                    "unsupported-rim", x: box.x + 1, y: box.y + 1,
                    width: box.width - 2, height: box.height - 2))
        }
        return .group(
            "interface",
            [
                (
                    "transform",
                    "rotate(\(interfaceTurn) \(StoryboardMarkup.n(center.x)) \(StoryboardMarkup.n(center.y)))"
                ),
                ("data-orientation", step.orientation.name), ("data-turn", String(interfaceTurn)),
            ], children)
    }

    /// iPhones hide the status bar in landscape (a vertically compact
    /// interface); iPads show it in every orientation.
    var showsStatusBar: Bool { idiom == .pad || !step.orientation.isLandscape }

    /// The status bar's height.
    var statusBarHeight: Double { idiom == .phone && !homeButton ? 13 : 9 }

    /// The status bar at the interface's top edge: the time and the battery.
    func statusBar(in box: Box) -> StoryboardMarkup {
        let y = box.y + statusBarHeight / 2
        return .group(
            "status-bar", [],
            [
                .title("status bar"),
                .rect("status-time", center: Point(x: box.x + 16, y: y), width: 14, height: 4, radius: 2),
                .rect(
                    "status-battery", center: Point(x: box.x + box.width - 14, y: y), width: 10, height: 5, radius: 1.5),
            ])
    }

    /// The home indicator at the interface's bottom edge.
    func homeIndicator(in box: Box) -> StoryboardMarkup {
        let width = min(40, box.width * 0.36)
        return StoryboardMarkup(
            "rect",
            [
                ("class", "home-indicator"), ("x", StoryboardMarkup.n(box.midX - width / 2)),
                ("y", StoryboardMarkup.n(box.maxY - 6)), ("width", StoryboardMarkup.n(width)), ("height", "3"),
                ("rx", "1.5"),
            ], children: [.title("home indicator")])
    }

    /// One layer: the root fills the interface; a presented screen is a card
    /// over the layer beneath (dimmed under sheets, form sheets and popovers).
    /// A layer under a card that covers the interface keeps its bars but not
    /// its name, which would show through an `over` card.
    func layer(_ layer: StepLayer, in box: Box, isTop: Bool, covered: Bool = false) -> [StoryboardMarkup] {
        guard let style = layer.style else {
            return [.rect("layer root", x: box.x, y: box.y, width: box.width, height: box.height)]
                + layerContent(
                    layer, in: box, topInset: showsStatusBar ? statusBarHeight : 0, tag: nil, isTop: isTop,
                    named: !covered)
        }
        let card = cardBox(style, in: box)
        var parts: [StoryboardMarkup] = []
        if card.dims { parts.append(.rect("dim", x: box.x, y: box.y, width: box.width, height: box.height)) }
        let coversTop = card.box.y <= box.y
        parts.append(
            .rect(
                "card \(card.kind)", x: card.box.x, y: card.box.y, width: card.box.width,
                height: card.box.height, radius: coversTop ? 0 : 6))
        parts += layerContent(
            layer, in: card.box, topInset: coversTop && showsStatusBar ? statusBarHeight : 0,
            tag: style.storyboardLabel(idiom: idiom), isTop: isTop, named: !covered)
        return [.group("presented", [("data-style", style.name)], parts)]
    }

    /// Where a presented card goes: full screen styles cover the interface;
    /// sheets leave the layer beneath showing at the top; an iPad's form
    /// sheet and popover float.
    func cardBox(_ style: PresentationStyle, in box: Box) -> (box: Box, kind: String, dims: Bool) {
        let short = min(box.width, box.height)
        switch style {
        case .fullScreen, .currentContext, .custom:
            return (box, "full", false)
        case .overFullScreen, .overCurrentContext:
            return (box, "over", false)
        case .popover where idiom == .pad:
            let width = short * 0.5
            let height = short * 0.42
            return (Box(x: box.x + box.width - width - 8, y: box.y + 18, width: width, height: height), "popover", true)
        case .popover:
            return (box, "full", false)
        case .formSheet where idiom == .pad:
            let width = short * 0.68
            let height = short * 0.74
            return (Box(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height), "form", true)
        case .pageSheet, .formSheet, .automatic:
            let inset = (showsStatusBar ? statusBarHeight : 0) + box.height * 0.07
            let width = idiom == .pad ? min(box.width, short * 0.86) : box.width
            return (
                Box(x: box.midX - width / 2, y: box.y + inset, width: width, height: box.height - inset), "sheet", true
            )
        }
    }

    /// A layer's content: its navigation bar and stack edges, its tab bar,
    /// the visible screen's name (upright in the interface) and, on a card,
    /// how it was presented.
    func layerContent(
        _ layer: StepLayer, in box: Box, topInset: Double, tag: String?, isTop: Bool,
        named: Bool = true
    ) -> [StoryboardMarkup] {
        var parts: [StoryboardMarkup] = []
        var body = Box(x: box.x, y: box.y + topInset, width: box.width, height: box.height - topInset)
        if layer.navigationDepth > 0 {
            parts += navigation(depth: layer.navigationDepth, in: body)
            body = Box(x: body.x, y: body.y + 14, width: body.width, height: body.height - 14)
        }
        if layer.tabCount > 0 {
            parts.append(tabBar(count: layer.tabCount, selected: layer.selectedTab, in: body))
            body.height -= 15
        }
        guard named else { return parts }
        let name = layer.visible ?? layer.screen
        let nameClass = isTop ? "screen-name visible" : "screen-name"
        let nameY = body.midY + (tag == nil ? 5 : -2)
        var label = StoryboardMarkup.text(
            StoryboardText.fitted(name, width: body.width - 8, fontSize: 14, bold: true),
            nameClass, x: body.midX, y: nameY, anchor: "middle")
        label.attributes.append(("data-name", name))
        parts.append(label)
        if let tag {
            let lines = StoryboardText.wrapped(tag, width: body.width - 6, fontSize: 11, maxLines: 2)
            for (number, line) in lines.enumerated() {
                parts.append(
                    .text(line, "card-tag", x: body.midX, y: nameY + 15 + Double(number) * 13, anchor: "middle"))
            }
        }
        return parts
    }

    /// A navigation bar (with a back chevron above the stack's first screen)
    /// and one edge per screen beneath the top one.
    func navigation(depth: Int, in box: Box) -> [StoryboardMarkup] {
        var parts: [StoryboardMarkup] = [.rect("navbar", x: box.x, y: box.y, width: box.width, height: 14)]
        if depth > 1 {
            parts.append(.text("‹", "back-chevron", x: box.x + 4 + Double(min(depth - 1, 6)) * 3, y: box.y + 12))
        }
        var edges: [StoryboardMarkup] = [.title("navigation stack: \(depth) screen\(depth == 1 ? "" : "s")")]
        for k in 0..<min(depth - 1, 6) {
            edges.append(
                .rect("nav-edge", x: box.x + 1 + Double(k) * 3, y: box.y + 2, width: 1.5, height: box.height - 4))
        }
        parts.append(.group("nav-stack", [("data-depth", String(depth))], edges))
        return parts
    }

    /// A tab bar at the bottom of a layer, one dot per tab.
    func tabBar(count: Int, selected: Int, in box: Box) -> StoryboardMarkup {
        let y = box.maxY - 15
        var parts: [StoryboardMarkup] = [
            .title("tab bar: tab \(selected) of \(count) selected"),
            .rect("tabbar", x: box.x, y: y, width: box.width, height: 15),
        ]
        let shown = min(count, 6)
        for k in 0..<shown {
            let x = box.x + box.width * (Double(k) + 0.5) / Double(shown)
            parts.append(
                StoryboardMarkup(
                    "circle",
                    [
                        ("class", k == selected ? "tab selected" : "tab"),
                        ("cx", StoryboardMarkup.n(x)), ("cy", StoryboardMarkup.n(y + 6.5)),
                        ("r", "2.5"),
                    ]))
        }
        return .group("tabs", [("data-count", String(count)), ("data-selected", String(selected))], parts)
    }
}

extension PresentationStyle {
    /// How the storyboard labels a card.
    func storyboardLabel(idiom: Idiom) -> String {
        switch self {
        case .fullScreen: "full screen"
        case .overFullScreen: "over full screen"
        case .pageSheet, .automatic: "sheet"
        case .formSheet: idiom == .pad ? "form sheet" : "sheet"
        case .popover: idiom == .pad ? "popover" : "popover, full screen"
        case .currentContext: "current context"
        case .overCurrentContext: "over current context"
        case .custom: "custom"
        }
    }
}
