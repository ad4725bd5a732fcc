import Foundation
import Testing

/// `orientation simulate --format html|svg [--compare]`, and the README's
/// picture under `docs/images/`, which this suite regenerates.
@Suite struct StoryboardCommandTests {
    /// The README picture and the command that makes it.
    static let readmeImage = "docs/images/video-app-storyboard.svg"
    static let readmeArguments = ["simulate", "Examples/Scenarios/video-app.yaml", "--format", "svg", "--compare"]

    static func frameCount(_ text: String) -> Int {
        text.components(separatedBy: "<g class=\"frame").count - 1
    }

    @Test func svgHasOneFramePerStep() throws {
        let output = try CommandRunner.run(["simulate", "Examples/Scenarios/jongwonwoo-player.yaml", "--format", "svg"])
        let json = try CommandRunner.run(["simulate", "Examples/Scenarios/jongwonwoo-player.yaml", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let steps = json.stdout.components(separatedBy: "\"index\":").count - 1
        #expect(steps > 2 && Self.frameCount(output.stdout) == steps)
    }

    @Test func htmlComparesBothModesAndKeepsTheExitStatus() throws {
        let yaml = """
            name: Compare
            app: { library: false }
            screens:
              - { id: nav, kind: navigation, children: [list] }
              - { id: list, policy: portrait }
            root: nav
            steps:
              - rotateDevice: landscapeLeft
              - expect: { orientation: portrait }

            """
        let path = try CommandRunner.temporaryFile("compare.yaml", yaml)
        let alone = try CommandRunner.run(["simulate", path, "--format", "html"])
        let compared = try CommandRunner.run(["simulate", path, "--format", "html", "--compare"])
        #expect(alone.status == 1, "plain UIKit turns the portrait list")
        #expect(compared.status == 1, "the file's own mode decides the exit status")
        #expect(alone.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(Self.frameCount(alone.stdout) == 2)
        #expect(Self.frameCount(compared.stdout) == 4)
        #expect(compared.stdout.contains("data-mode=\"plain\"") && compared.stdout.contains("data-mode=\"library\""))
        #expect(!alone.stdout.contains("data-mode=\"library\""))
    }

    @Test("the README's picture is what the command draws today")
    func readmeImageIsFresh() throws {
        let output = try CommandRunner.run(Self.readmeArguments)
        #expect(output.status == 0, "\(output.stderr)")
        let url = CommandRunner.packageRoot.appendingPathComponent(Self.readmeImage)
        let committed = try? String(contentsOf: url, encoding: .utf8)
        let refresh =
            "refresh it: swift run orientation " + Self.readmeArguments.joined(separator: " ")
            + " > " + Self.readmeImage
        #expect(committed != nil, "\(Self.readmeImage) is missing; \(refresh)")
        #expect(committed == nil || committed == output.stdout, "\(Self.readmeImage) is stale; \(refresh)")
    }
}
