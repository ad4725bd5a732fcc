// Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
extension HelpSnapshot {
    static let simulateHelp = #"""
        OVERVIEW: Run a scenario file through the UIKit orientation model.

        Prints one row per step: the event, the visible and deciding screens, the
        supported orientations, the interface and device orientations and any
        diagnostics; then the results of the file's `expect` steps. Text wraps to the
        terminal's width and shows control characters as escapes.

        `--format html` and `--format svg` draw a storyboard: one frame per step with
        the device as held and the interface as UIKit shows it. `--compare` runs the
        flow in plain UIKit and with the library and draws both, plain UIKit above
        (text and json: the file's own mode).

        Every step UIKit would refuse is reported: a push of a screen already in the
        stack or a presentation of one already presented raises
        NSInvalidArgumentException (exit 1 unless an `expect` step anticipates it); a
        pop of a navigation stack's root, a dismiss with nothing presented or a tab
        that does not exist is ignored by UIKit, so the file is invalid (exit 2, naming
        the step's line).

        `present: screen` presents full screen (fullScreen), this format's default.
        UIKit's own default is `automatic`: from iOS 13 a page sheet (a card over the
        presenter on iPhone, a centred sheet on iPad), which leaves the presenter in
        charge of orientation; before iOS 13, full screen. Write `style: automatic` to
        match `present(_:animated:)` without a style.

        Exit status:
          0   success
          1   simulate: an expectation failed or UIKit raised an exception nothing
              anticipated; lint: a diagnostic is an error; doctor: a finding at
              or above --fail-on
          2   the input file is unreadable or invalid, or a step is one UIKit
              ignores (the message names the file, line and key)
          64  usage error (unknown option or value)
          74  the output could not be written

        Without FILE, runs the built-in video app of ELOrientationControlDemo.

        Examples:
          orientation simulate
          orientation simulate Examples/Scenarios/jongwonwoo-player.yaml
          orientation simulate player.yaml --format json
          orientation simulate - < player.json
          orientation simulate player.yaml --format html --compare > player.html

        USAGE: orientation simulate [<file>] [--format <format>] [--compare]

        ARGUMENTS:
          <file>                  A scenario file (YAML or JSON), or - for standard
                                  input. Omit to run the built-in video app.

        OPTIONS:
          --format <format>       Output format: text, json, html or svg (a
                                  storyboard). (values: text, json, html, svg; default:
                                  text)
          --compare               Storyboards: draw the flow in plain UIKit and with
                                  the library, one above the other.
          --version               Show the version.
          -h, --help              Show help information.


        """#
}
