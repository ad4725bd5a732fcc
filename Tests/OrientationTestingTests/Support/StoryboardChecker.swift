import Foundation
import OrientationTesting
import Testing

/// Checks a storyboard's SVG against the JSON report of the same run, frame
/// by frame, with expectations written here from UIKit's rules, not from
/// the renderer: rules 1-2 (device and interface names, the swapped
/// landscape names) decide every rotation.
enum StoryboardChecker {
    /// Clockwise turn of a device held in each upright orientation (rule 1:
    /// landscapeLeft has the home button on the right, so its top points left).
    static let deviceTurn = ["portrait": 0, "landscapeRight": 90, "portraitUpsideDown": 180, "landscapeLeft": -90]
    /// The device orientation that shows each interface orientation upright (rule 2).
    static let uprightDevice = [
        "portrait": "portrait", "portraitUpsideDown": "portraitUpsideDown",
        "landscapeRight": "landscapeLeft", "landscapeLeft": "landscapeRight",
    ]

    static func normalized(_ degrees: Int) -> Int {
        var value = degrees % 360
        if value <= -180 { value += 360 }
        if value > 180 { value -= 360 }
        return value
    }

    /// The frames of one mode (`library` or `plain`), by step index.
    static func frames(_ svg: XMLTree, mode: String) -> [XMLTree] {
        svg.elements(withClass: "frame").filter { $0.attributes["data-mode"] == mode }
            .sorted { Int($0.attributes["data-step"] ?? "") ?? 0 < Int($1.attributes["data-step"] ?? "") ?? 0 }
    }

    /// Every check, recorded as issues; returns the number of frames checked.
    @discardableResult
    static func check(
        svgText: String, against report: SimulationReport,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        let (parsed, error) = XMLTree.parse(svgText)
        let svg = try #require(parsed, "not well-formed: \(error ?? "")", sourceLocation: sourceLocation)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReportJSONFormatter().format(report).utf8))
                as? [String: Any])
        let steps = try #require(json["steps"] as? [[String: Any]])
        let frames = frames(svg, mode: report.library ? "library" : "plain")
        #expect(frames.count == steps.count, "one frame per step", sourceLocation: sourceLocation)
        let failureLines = ((json["failures"] as? [[String: Any]]) ?? []).compactMap { $0["line"] as? Int }
        for (frame, step) in zip(frames, steps) {
            try checkFrame(frame, step: step, steps: steps, failureLines: failureLines, sourceLocation: sourceLocation)
        }
        return frames.count
    }

    static func checkFrame(
        _ frame: XMLTree, step: [String: Any], steps: [[String: Any]], failureLines: [Int],
        sourceLocation: SourceLocation
    ) throws {
        let index = step["index"] as? Int ?? -1
        let device = step["device"] as? String ?? ""
        let orientation = step["orientation"] as? String ?? ""
        let label = "step \(index) (\(step["event"] as? String ?? ""))"
        #expect(frame.attributes["data-step"] == String(index), "\(label)", sourceLocation: sourceLocation)
        // Rotation: the device as held; lying flat or unknown, as it shows the interface upright.
        let pose = deviceTurn[device] ?? deviceTurn[uprightDevice[orientation] ?? "portrait"] ?? 0
        let inside = normalized(-(deviceTurn[uprightDevice[orientation] ?? "portrait"] ?? 0))
        let deviceGroup = try #require(frame.elements(withClass: "device").first, sourceLocation: sourceLocation)
        let interfaceGroup = try #require(frame.elements(withClass: "interface").first, sourceLocation: sourceLocation)
        #expect(deviceGroup.rotation == pose, "\(label): device \(device)", sourceLocation: sourceLocation)
        #expect(interfaceGroup.rotation == inside, "\(label): interface \(orientation)", sourceLocation: sourceLocation)
        if uprightDevice[orientation] == device {
            #expect(normalized(pose + inside) == 0, "\(label): upright for the user", sourceLocation: sourceLocation)
        }
        // The visible screen's name, inside the interface, on the top layer.
        let names = interfaceGroup.all.filter { $0.classes.contains("screen-name") && $0.classes.contains("visible") }
        if let visible = step["visible"] as? String {
            #expect(names.map { $0.attributes["data-name"] } == [visible], "\(label)", sourceLocation: sourceLocation)
        }
        // The mask: lit arrows are exactly the supported orientations.
        let arrows = frame.elements(withClass: "arrow")
        #expect(arrows.count == 4, sourceLocation: sourceLocation)
        let lit = Set(arrows.filter { $0.classes.contains("lit") }.compactMap { $0.attributes["data-orientation"] })
        #expect(lit == Set(step["supported"] as? [String] ?? []), "\(label): mask", sourceLocation: sourceLocation)
        // Red marks: the exception, the failed expectations of this step, a refused rotation.
        let marks = frame.elements(withClass: "mark").filter { $0.classes.contains("red") }
        func count(_ kind: String) -> Int { marks.filter { $0.attributes["data-kind"] == kind }.count }
        let exception = step["exception"] as? String
        #expect(count("exception") == (exception == nil ? 0 : 1), "\(label): exception", sourceLocation: sourceLocation)
        let line = step["line"] as? Int ?? 0
        let nextLine = steps.first { ($0["index"] as? Int ?? 0) == index + 1 }?["line"] as? Int ?? Int.max
        let failures = failureLines.filter { $0 > line && $0 < nextLine }.count
        #expect(count("failure") == failures, "\(label): failures", sourceLocation: sourceLocation)
        let event = step["event"] as? String ?? ""
        let refused = event.hasPrefix("rotate ") && event.dropFirst("rotate ".count) != Substring(orientation)
        #expect(count("refused") == (refused ? 1 : 0), "\(label): refused", sourceLocation: sourceLocation)
        #expect(frame.classes.contains("has-red") == !marks.isEmpty, "\(label)", sourceLocation: sourceLocation)
        // Accessible: a title and a description per frame, text as text.
        #expect(frame.child("title")?.text.contains(event) == true, sourceLocation: sourceLocation)
        #expect(frame.child("desc")?.text.isEmpty == false, sourceLocation: sourceLocation)
        let eventLines = frame.elements(withClass: "event").map(\.text).joined(separator: " ")
        let whole = eventLines == event || (eventLines.hasSuffix("…") && event.hasPrefix(eventLines.dropLast()))
        #expect(whole, "\(label): the event as text", sourceLocation: sourceLocation)
    }
}
