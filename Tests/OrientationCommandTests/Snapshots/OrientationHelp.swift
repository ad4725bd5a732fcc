// Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
extension HelpSnapshot {
    static let orientationHelp = #"""
        OVERVIEW: Simulate per-screen interface orientation and check Info.plist
        settings.

        Scenario files describe an app on a device and a sequence of events; `simulate`
        runs them through a model of UIKit's orientation rules. `lint` checks an
        Info.plist's orientation settings. `doctor` finds an app's orientation
        workarounds and what replaces them. A FILE of - reads standard input. `--format
        json` prints JSON, errors included.

        Exit status:
          0   success
          1   simulate: an expectation failed or UIKit raised an exception nothing
              anticipated; lint: a diagnostic is an error; doctor: a finding at
              or above --fail-on
          2   the input file is unreadable or invalid, or a step is one UIKit
              ignores (the message names the file, line and key)
          64  usage error (unknown option or value)
          74  the output could not be written

        Examples:
          orientation simulate                      # the built-in video app
          orientation simulate flows/player.yaml
          orientation simulate flows/player.yaml --format json
          cat flows/player.yaml | orientation simulate -
          orientation lint App/Info.plist --idiom pad --sdk 27
          orientation doctor MyApp

        USAGE: orientation <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          simulate                Run a scenario file through the UIKit orientation
                                  model.
          lint                    Check an Info.plist's interface orientation settings.
          doctor                  Find every orientation workaround in an app and say
                                  what replaces it.
          plan                    Write a replay plan for a real device: a scenario,
                                  the model's predictions and their rules.
          compare                 Compare what a device observed with a plan's
                                  predictions.

          See 'orientation help <subcommand>' for detailed help.

        """#
}
