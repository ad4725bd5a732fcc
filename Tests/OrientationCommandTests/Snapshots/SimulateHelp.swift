// Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
extension HelpSnapshot {
    static let simulateHelp = #"""
        OVERVIEW: Run a scenario file through the UIKit orientation model.

        Prints one row per step: the event, the visible and deciding screens, the
        supported orientations, the interface and device orientations and any
        diagnostics; then the results of the file's `expect` steps.

        Exit status: 0 when every expectation held and UIKit raised nowhere unexpected,
        1 otherwise, 2 when the file is invalid (the message names the file, line and
        key). Without FILE, runs the built-in video app of ELOrientationControlDemo.

        Examples:
          orientation simulate
          orientation simulate Examples/Scenarios/jongwonwoo-player.yaml
          orientation simulate player.yaml --format json
          orientation simulate player.yaml --format html --compare > player.html

        `--format html` and `--format svg` draw a storyboard: one frame per step with
        the device as held and the interface as UIKit shows it. `--compare` runs the
        flow in plain UIKit and with the library and draws both, plain UIKit above
        (text and json: the file's own mode).

        USAGE: orientation simulate [<file>] [--format <format>] [--compare]

        ARGUMENTS:
          <file>                  A scenario file (YAML or JSON). Omit to run the
                                  built-in video app.

        OPTIONS:
          --format <format>       Output format: text, json, html or svg (a
                                  storyboard). (values: text, json, html, svg; default:
                                  text)
          --compare               Storyboards: draw the flow in plain UIKit and with
                                  the library, one above the other.
          -h, --help              Show help information.


        """#
}
