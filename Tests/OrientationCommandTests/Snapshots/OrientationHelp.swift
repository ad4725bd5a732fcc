// Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
extension HelpSnapshot {
    static let orientationHelp = #"""
        OVERVIEW: Simulate per-screen interface orientation and check Info.plist
        settings.

        Scenario files describe an app on a device and a sequence of events; `simulate`
        runs them through a model of UIKit's orientation rules. `lint` checks an
        Info.plist's orientation settings. `doctor` finds an app's orientation
        workarounds and what replaces them.

        Examples:
          orientation simulate                      # the built-in video app
          orientation simulate flows/player.yaml
          orientation simulate flows/player.yaml --format json
          orientation lint App/Info.plist --idiom pad
          orientation doctor MyApp

        USAGE: orientation <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          simulate                Run a scenario file through the UIKit orientation
                                  model.
          lint                    Check an Info.plist's interface orientation settings.
          doctor                  Find every orientation workaround in an app and say
                                  what replaces it.

          See 'orientation help <subcommand>' for detailed help.

        """#
}
