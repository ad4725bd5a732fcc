import Foundation
import OrientationTesting
import Testing

/// The storyboard's visual elements, one scenario built in code per element.
@Suite("Storyboard: the elements of a frame")
struct StoryboardElementTests {
    static func svg(_ report: SimulationReport) throws -> XMLTree {
        let (tree, error) = XMLTree.parse(report.storyboardSVG())
        return try #require(tree, "\(error ?? "")")
    }

    static func frame(_ tree: XMLTree, step: Int) throws -> XMLTree {
        try #require(tree.elements(withClass: "frame").first { $0.attributes["data-step"] == String(step) })
    }

    static func run(
        device: DeviceSetup = DeviceSetup(), library: Bool = true, supported: InterfaceOrientationMask? = nil,
        screens: [ScreenDeclaration], root: String, _ actions: [ScenarioAction]
    ) -> SimulationReport {
        Simulation.run(
            Scenario(
                name: "test", device: device, app: AppSetup(supported: supported, library: library),
                screens: screens, root: root, steps: actions.map { ScenarioStep($0) }))
    }

    static let navList = [
        ScreenDeclaration(id: "nav", kind: .navigation, children: ["list"]),
        ScreenDeclaration(id: "list", policy: .portrait),
        ScreenDeclaration(id: "detail", policy: .portrait),
        ScreenDeclaration(id: "more", policy: .portrait),
    ]

    @Test("a refused rotation is red with its text; the library's diagnostic is a marker with its code")
    func refusedRotationAndDiagnostic() throws {
        let report = Self.run(screens: Self.navList, root: "nav", [.rotate(.landscapeLeft)])
        #expect(report.steps[1].orientation == .portrait)
        let frame = try Self.frame(try Self.svg(report), step: 1)
        let refused = try #require(frame.elements(withClass: "mark").first { $0.attributes["data-kind"] == "refused" })
        #expect(refused.child("title")?.text.contains("rotation to landscapeLeft refused") == true)
        let codes = frame.elements(withClass: "diagnostic").compactMap { $0.attributes["data-code"] }
        #expect(codes.contains("ORI-301"), "\(report.steps[1].diagnostics)")
        #expect(frame.elements(withClass: "diagnostic-code").map(\.text).contains("ORI-301"))
    }

    @Test("plain UIKit: a geometry request refused, with UIKit's error in the mark (rule 4: no upside down)")
    func plainRefusal() throws {
        let report = Self.run(library: false, screens: Self.navList, root: "nav", [.rotate(.portraitUpsideDown)])
        let frame = try Self.frame(try Self.svg(report), step: 1)
        let refused = frame.elements(withClass: "mark").filter { $0.attributes["data-kind"] == "refused" }
        #expect(refused.count == 1)
        #expect(frame.classes.contains("has-red"))
    }

    @Test("an exception is red with UIKit's reason; anticipated or not")
    func exception() throws {
        let file = ScenarioExamplesTests.folder.appendingPathComponent("portrait-plist-plain.yaml")
        let report = Simulation.run(try Scenario.load(contentsOf: file))
        let step = try #require(report.steps.first { $0.exception != nil })
        let frame = try Self.frame(try Self.svg(report), step: step.index)
        let mark = try #require(frame.elements(withClass: "mark").first { $0.attributes["data-kind"] == "exception" })
        #expect(mark.child("title")?.text.contains(step.exception ?? "?") == true)
        #expect(mark.elements(withClass: "mark-text").allSatisfy { !$0.text.isEmpty })
    }

    @Test("face up (rule 1): the interface stays as it was, drawn upright, the rim dashed and a badge says so")
    func faceUp() throws {
        let screens = [
            ScreenDeclaration(id: "nav", kind: .navigation, children: ["player"]),
            ScreenDeclaration(id: "player", policy: .landscape),
        ]
        let report = Self.run(
            device: DeviceSetup(orientation: .landscapeLeft), screens: screens, root: "nav",
            [.rotateDevice(.faceUp)])
        #expect(report.steps[1].orientation == .landscapeRight)
        let frame = try Self.frame(try Self.svg(report), step: 1)
        #expect(frame.elements(withClass: "device").first?.rotation == -90)
        #expect(frame.elements(withClass: "interface").first?.rotation == 90)
        #expect(!frame.elements(withClass: "flat-rim").isEmpty)
        #expect(frame.elements(withClass: "badge").compactMap { $0.attributes["data-badge"] } == ["lying face up"])
    }

    @Test("upside down on a phone with a home button (rule 4 allows it): turned 180, a badge, the home button drawn")
    func upsideDown() throws {
        let screens = [ScreenDeclaration(id: "free", policy: OrientationPolicy(supported: .all))]
        let report = Self.run(
            device: DeviceSetup(homeButton: true), library: false, supported: .all, screens: screens, root: "free",
            [.rotateDevice(.portraitUpsideDown)])
        #expect(report.steps[1].orientation == .portraitUpsideDown)
        let frame = try Self.frame(try Self.svg(report), step: 1)
        #expect(frame.elements(withClass: "device").first?.rotation == 180)
        #expect(frame.elements(withClass: "interface").first?.rotation == 180)
        #expect(frame.elements(withClass: "badge").compactMap { $0.attributes["data-badge"] } == ["upside down"])
        #expect(frame.elements(withClass: "home-button").count == 1)
        #expect(frame.elements(withClass: "home-indicator").isEmpty)
        #expect(frame.elements(withClass: "sensor-housing").isEmpty)
    }

    @Test("an orientation outside the mask is marked at a glance")
    func unsupported() throws {
        let step = StepRecord(
            index: 0, event: "start", visible: "a", deciding: "a", owner: "a", supported: .portrait,
            orientation: .landscapeRight, device: .landscapeLeft)
        let report = SimulationReport(scenario: "x", os: 17, idiom: .phone, library: true, steps: [step])
        let frame = try Self.frame(try Self.svg(report), step: 0)
        #expect(frame.elements(withClass: "badge").compactMap { $0.attributes["data-badge"] } == ["not supported"])
        #expect(frame.elements(withClass: "unsupported-rim").count == 1)
    }

    @Test("sheets leave the screen beneath showing, full screen covers it; the navigation stack is a stack of edges")
    func cardsAndStack() throws {
        let screens = Self.navList + [ScreenDeclaration(id: "sheet"), ScreenDeclaration(id: "cover")]
        let report = Self.run(
            screens: screens, root: "nav",
            [
                .push("detail"), .push("more"), .present("sheet", style: .pageSheet),
                .present("cover", style: .fullScreen),
            ])
        let tree = try Self.svg(report)
        let stack = try #require(try Self.frame(tree, step: 2).elements(withClass: "nav-stack").first)
        #expect(stack.attributes["data-depth"] == "3")
        #expect(stack.elements(withClass: "nav-edge").count == 2)
        let sheet = try Self.frame(tree, step: 3)
        #expect(sheet.elements(withClass: "card").map { $0.classes.contains("sheet") } == [true])
        #expect(sheet.elements(withClass: "dim").count == 1)
        #expect(sheet.elements(withClass: "screen-name").count == 2)
        let cover = try Self.frame(tree, step: 4)
        #expect(cover.elements(withClass: "card").map { $0.classes.contains("full") } == [false, true])
        #expect(cover.elements(withClass: "card-tag").map(\.text) == ["full screen"], "the sheet beneath is covered")
        #expect(cover.elements(withClass: "screen-name").count == 1)
    }

    @Test("an iPad: its own outline, form sheets float, the status bar shows in landscape")
    func pad() throws {
        let screens = [ScreenDeclaration(id: "root", policy: .landscape), ScreenDeclaration(id: "form")]
        let report = Self.run(
            device: DeviceSetup(idiom: .pad, orientation: .landscapeRight), supported: .landscape,
            screens: screens, root: "root", [.present("form", style: .formSheet)])
        let frame = try Self.frame(try Self.svg(report), step: 1)
        let body = try #require(frame.elements(withClass: "device-body").first)
        #expect(body.attributes["width"] == "154")
        #expect(frame.elements(withClass: "card").first?.classes.contains("form") == true)
        #expect(frame.elements(withClass: "status-bar").count == 1)
        #expect(frame.elements(withClass: "camera").count == 1)
    }

    @Test("an iPhone hides the status bar in landscape and keeps the home indicator at the interface's bottom")
    func phoneLandscapeChrome() throws {
        let screens = [ScreenDeclaration(id: "player", policy: .landscape)]
        let report = Self.run(device: DeviceSetup(orientation: .landscapeLeft), screens: screens, root: "player", [])
        let frame = try Self.frame(try Self.svg(report), step: 0)
        #expect(frame.elements(withClass: "status-bar").isEmpty)
        let interface = try #require(frame.elements(withClass: "interface").first)
        #expect(interface.elements(withClass: "home-indicator").count == 1)
        #expect(frame.elements(withClass: "sensor-housing").count == 1)
    }

    @Test("any name or message yields well-formed XML")
    func hostileText() throws {
        let name = "a<b>&\"c'\u{1}\u{FFFE}"
        let step = StepRecord(
            index: 0, event: "push \(name)", visible: name, deciding: name, owner: name,
            supported: [], orientation: .portrait, device: .portrait,
            diagnostics: ["ORI-999 error: \(name)", name], exception: name)
        let report = SimulationReport(scenario: name, os: 17, idiom: .phone, library: false, steps: [step])
        let frame = try Self.frame(try Self.svg(report), step: 0)
        #expect(frame.elements(withClass: "visible").first?.attributes["data-name"] == "a<b>&\"c'\u{FFFD}\u{FFFD}")
        #expect(frame.elements(withClass: "badge").compactMap { $0.attributes["data-badge"] } == ["no orientation"])
        let html = report.storyboardHTML()
        #expect(!html.contains("a<b>"))
    }

    @Test("the HTML is self-contained: no script, no network, light and dark, one titled frame per step")
    func htmlPage() throws {
        let file = ScenarioExamplesTests.folder.appendingPathComponent("video-app.yaml")
        let both = Simulation.runBothModes(try Scenario.load(contentsOf: file))
        let html = Storyboard(plain: both.plain, library: both.library).html()
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        let body = try #require(html.components(separatedBy: "<!DOCTYPE html>\n").last)
        let (tree, error) = XMLTree.parse(body)
        let page = try #require(tree, "\(error ?? "")")
        let svgs = page.all.filter { $0.name == "svg" }
        #expect(svgs.count == both.plain.steps.count * 2)
        #expect(svgs.allSatisfy { $0.attributes["aria-label"]?.hasPrefix("Step ") == true })
        let frames = page.elements(withClass: "frame")
        #expect(frames.allSatisfy { $0.child("title") != nil && $0.child("desc") != nil })
        #expect(frames.filter { $0.attributes["data-mode"] == "plain" }.count == both.plain.steps.count)
    }

    @Test("writeStoryboard picks SVG or HTML by the file's extension")
    func write() throws {
        let report = Self.run(screens: Self.navList, root: "nav", [.push("detail")])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try report.writeStoryboard(to: folder.appendingPathComponent("a.svg"))
        try report.writeStoryboard(to: folder.appendingPathComponent("a.html"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8) == report.storyboardSVG())
        #expect(
            try String(contentsOf: folder.appendingPathComponent("a.html"), encoding: .utf8) == report.storyboardHTML())
    }

    @Test("the call docs/Storyboard.md shows: attach the storyboard to a test")
    func attach() {
        let report = Self.run(screens: Self.navList, root: "nav", [.push("detail")])
        Attachment.record(report.storyboardHTML(), named: "flow.html")
        #expect(report.storyboardHTML().contains("detail"))
    }
}
