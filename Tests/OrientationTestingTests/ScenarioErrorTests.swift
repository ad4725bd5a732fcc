import Foundation
import OrientationTesting
import Testing

/// Every invalid file is a ScenarioError naming the file, line and key.
@Suite struct ScenarioErrorTests {
    /// One invalid file and where its error must point.
    struct Case: Sendable, CustomTestStringConvertible {
        let yaml: String
        let line: Int
        let key: String
        let says: String
        var testDescription: String { "\(key) @\(line)" }
    }

    static let header = ScenarioTestSupport.header // 9 lines, then line 10 is free

    static let cases: [Case] = [
        Case(yaml: "screens: [{ id: a }]\nroot: a\ncolour: red\n", line: 3, key: "colour", says: "unknown key"),
        Case(
            yaml: "device: { idoim: pad }\nscreens: [{ id: a }]\nroot: a\n", line: 1, key: "device.idoim",
            says: "expected one of idiom, os"),
        Case(
            yaml: "device: { idiom: watch }\nscreens: [{ id: a }]\nroot: a\n", line: 1, key: "device.idiom",
            says: "expected one of phone, pad; got 'watch'"),
        Case(
            yaml: "device:\n  os: 12\nscreens: [{ id: a }]\nroot: a\n", line: 2, key: "device.os",
            says: "13 to 27; got '12'"),
        Case(yaml: "device:\n  os: 28\nscreens: [{ id: a }]\nroot: a\n", line: 2, key: "device.os", says: "got '28'"),
        Case(
            yaml: "device:\n  os: 99999999999999999999999999\nscreens: [{ id: a }]\nroot: a\n", line: 2,
            key: "device.os", says: "expected an iOS major version"),
        Case(
            yaml: "device:\n  os: seventeen\nscreens: [{ id: a }]\nroot: a\n", line: 2, key: "device.os",
            says: "got 'seventeen'"),
        Case(
            yaml: "device: { homeButton: maybe }\nscreens: [{ id: a }]\nroot: a\n", line: 1, key: "device.homeButton",
            says: "true or false"),
        Case(
            yaml: "device:\n  orientation: landscape\nscreens: [{ id: a }]\nroot: a\n", line: 2,
            key: "device.orientation", says: "faceUp, faceDown; got 'landscape'"),
        Case(yaml: "device: [phone]\nscreens: [{ id: a }]\nroot: a\n", line: 1, key: "device", says: "got a list"),
        Case(
            yaml: "app:\n  supported: [portrait, sideways]\nscreens: [{ id: a }]\nroot: a\n", line: 2,
            key: "app.supported[1]", says: "got 'sideways'"),
        Case(
            yaml: "app:\n  supported: []\nscreens: [{ id: a }]\nroot: a\n", line: 2, key: "app.supported",
            says: "at least one"),
        Case(
            yaml: "app: { library: 1 }\nscreens: [{ id: a }]\nroot: a\n", line: 1, key: "app.library",
            says: "true or false"),
        Case(
            yaml: "screens:\n  - id: a\n    policy:\n      supported: []\nroot: a\n", line: 4,
            key: "screens[0].policy.supported", says: "at least one orientation; got an empty list"),
        Case(
            yaml: header + "steps:\n  - expect: { supported: [] }\n", line: 11, key: "steps[0].expect.supported",
            says: "at least one"),
        Case(yaml: "root: a\n", line: 1, key: "screens", says: "missing"),
        Case(yaml: "screens: [{ id: a }]\n", line: 1, key: "root", says: "missing"),
        Case(yaml: "screens: []\nroot: a\n", line: 1, key: "screens", says: "at least one screen"),
        Case(yaml: "screens: a\nroot: a\n", line: 1, key: "screens", says: "a list of screens; got 'a'"),
        Case(yaml: "screens:\n  - id: a\n  - kind: plain\nroot: a\n", line: 3, key: "screens[1].id", says: "missing"),
        Case(
            yaml: "screens:\n  - id: a\n  - id: a\nroot: a\n", line: 3, key: "screens[1].id",
            says: "already declared on line 2"),
        Case(
            yaml: "screens:\n  - id: a\n    kind: drawer\nroot: a\n", line: 3, key: "screens[0].kind",
            says: "plain, navigation, tabBar, split, container"),
        Case(
            yaml: "screens:\n  - id: a\n    kind: navigation\n    children: [b]\nroot: a\n", line: 4,
            key: "screens[0].children[0]", says: "declared screen (a); got 'b'"),
        Case(
            yaml: "screens:\n  - id: a\n    children: [a]\nroot: a\n", line: 3, key: "screens[0].children",
            says: "no children on a plain screen"),
        Case(
            yaml:
                "screens:\n  - { id: n, kind: navigation, children: [a] }\n  - { id: m, kind: navigation, children: [a] }\n  - id: a\nroot: n\n",
            line: 3, key: "screens[1].children[0]", says: "already a child of 'n'"),
        Case(
            yaml: "screens:\n  - { id: n, kind: navigation, children: [a] }\n  - id: a\nroot: a\n", line: 4,
            key: "root", says: "child of 'n'"),
        Case(
            yaml:
                "screens:\n  - { id: n, kind: navigation, children: [m] }\n  - { id: m, kind: navigation, children: [n] }\n  - id: r\nroot: r\n",
            line: 2, key: "screens[0]", says: "cycles"),
        Case(yaml: "screens: [{ id: a }]\nroot: b\n", line: 2, key: "root", says: "got 'b'"),
        Case(
            yaml: "screens:\n  - id: a\n    policy: sideways\nroot: a\n", line: 3, key: "screens[0].policy",
            says: "matchPresenting; got 'sideways'"),
        Case(
            yaml: "screens:\n  - id: a\n    policy: { supported: [up] }\nroot: a\n", line: 3,
            key: "screens[0].policy.supported[0]", says: "got 'up'"),
        Case(
            yaml: "screens:\n  - id: a\n    policy: { preferred: faceUp }\nroot: a\n", line: 3,
            key: "screens[0].policy.preferred", says: "got 'faceUp'"),
        Case(
            yaml: "screens:\n  - id: a\n    policy: { locked: [portrait] }\nroot: a\n", line: 3,
            key: "screens[0].policy.locked", says: "got a list"),
        Case(
            yaml: "screens:\n  - id: a\n    policy: { remember: [x] }\nroot: a\n", line: 3,
            key: "screens[0].policy.remember", says: "a remember key"),
        Case(
            yaml: "screens:\n  - id: a\n    policy: { forced: portrait }\nroot: a\n", line: 3,
            key: "screens[0].policy.forced", says: "unknown key"),
        Case(yaml: header + "steps:\n  - jump: player\n", line: 11, key: "steps[0].jump", says: "unknown key"),
        Case(yaml: header + "steps:\n  - hop\n", line: 11, key: "steps[0]", says: "got 'hop'"),
        Case(
            yaml: header + "steps:\n  - { push: player, pop: }\n", line: 11, key: "steps[0]", says: "exactly one action"
        ),
        Case(yaml: header + "steps:\n  - push: ghost\n", line: 11, key: "steps[0].push", says: "got 'ghost'"),
        Case(
            yaml: header + "steps:\n  - pop\n  - present: { screen: player, style: sideways }\n", line: 12,
            key: "steps[1].present.style",
            says:
                "expected one of fullScreen, overFullScreen, pageSheet, formSheet, automatic, popover, currentContext, overCurrentContext, custom; got 'sideways'"
        ),
        Case(
            yaml: header + "steps:\n  - present: { style: fullScreen }\n", line: 11, key: "steps[0].present.screen",
            says: "missing"),
        Case(
            yaml: header + "steps:\n  - rotateDevice: landscape\n", line: 11, key: "steps[0].rotateDevice",
            says: "got 'landscape'"),
        Case(yaml: header + "steps:\n  - rotate: faceDown\n", line: 11, key: "steps[0].rotate", says: "got 'faceDown'"),
        Case(yaml: header + "steps:\n  - selectTab: -1\n", line: 11, key: "steps[0].selectTab", says: "tab index"),
        Case(yaml: header + "steps:\n  - dismiss: now\n", line: 11, key: "steps[0].dismiss", says: "no value"),
        Case(
            yaml: header + "steps:\n  - setPolicy: { screen: ghost, policy: all }\n", line: 11,
            key: "steps[0].setPolicy.screen", says: "got 'ghost'"),
        Case(
            yaml: header + "steps:\n  - setPolicy: { screen: player }\n", line: 11, key: "steps[0].setPolicy.policy",
            says: "missing"),
        Case(yaml: header + "steps:\n  - expect: {}\n", line: 11, key: "steps[0].expect", says: "at least one of"),
        Case(
            yaml: header + "steps:\n  - expect: { orientaton: portrait }\n", line: 11,
            key: "steps[0].expect.orientaton", says: "unknown key"),
        Case(
            yaml: header + "steps:\n  - expect:\n      visible: ghost\n", line: 12, key: "steps[0].expect.visible",
            says: "got 'ghost'"),
        Case(
            yaml: header + "steps:\n  - expect: { deciding: ghost }\n", line: 11, key: "steps[0].expect.deciding",
            says: "got 'ghost'"),
        Case(
            yaml: header + "steps:\n  - expect: { supported: [faceUp] }\n", line: 11,
            key: "steps[0].expect.supported[0]", says: "got 'faceUp'"),
        Case(
            yaml: header + "steps:\n  - expect: { exception: [x] }\n", line: 11, key: "steps[0].expect.exception",
            says: "none or text"),
        Case(yaml: header + "steps: {}\n", line: 10, key: "steps", says: "a list of steps; got a mapping"),
        Case(yaml: "screens: [{ id: a }]\nroot: a\nroot: b\n", line: 2, key: "(yaml)", says: "more than once"),
        Case(yaml: "screens: [{ id: a }\nroot: a\n", line: 2, key: "(yaml)", says: "expected valid YAML"),
        Case(yaml: "17\n", line: 1, key: "(document)", says: "got '17'"),
        Case(yaml: "", line: 1, key: "(document)", says: "empty file"),
        Case(yaml: "- a\n- b\n", line: 1, key: "(document)", says: "got a list"),
    ]

    @Test(arguments: cases)
    func errorNamesFileLineAndKey(_ item: Case) throws {
        let error = try #require(ScenarioTestSupport.error(item.yaml, file: "bad.yaml"))
        #expect(error.file == "bad.yaml")
        #expect(error.line == item.line)
        #expect(error.key == item.key)
        #expect(error.message.contains(item.says), "\(error)")
        #expect(error.description == "bad.yaml:\(item.line): \(item.key): \(error.message)")
    }

    @Test func unreadableFileHasNoLine() throws {
        do {
            _ = try Scenario.load(contentsOf: URL(fileURLWithPath: "/nonexistent/missing.yaml"))
            Issue.record("expected an error")
        } catch let error as ScenarioError {
            #expect(error.line == 0)
            #expect(error.description.hasPrefix("missing.yaml: (file): "))
        }
    }
}
