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

        USAGE: orientation simulate [<file>] [--format <format>]

        ARGUMENTS:
          <file>                  A scenario file (YAML or JSON). Omit to run the
                                  built-in video app.

        OPTIONS:
          --format <format>       Output format: text or json. (values: text, json;
                                  default: text)
          -h, --help              Show help information.


        """#
}
