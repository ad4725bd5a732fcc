import ArgumentParser
import OrientationCommandSupport
import OrientationTesting

/// The `orientation` command: simulate scenario files and lint Info.plist files.
@main
struct Orientation: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orientation",
        abstract: "Simulate per-screen interface orientation and check Info.plist settings.",
        discussion: """
            Scenario files describe an app on a device and a sequence of events; \
            `simulate` runs them through a model of UIKit's orientation rules. \
            `lint` checks an Info.plist's orientation settings. `doctor` finds an \
            app's orientation workarounds and what replaces them. A FILE of - reads \
            standard input. `--format json` prints JSON, errors included.

            \(ExitStatus.help)

            Examples:
              orientation simulate                      # the built-in video app
              orientation simulate flows/player.yaml
              orientation simulate flows/player.yaml --format json
              cat flows/player.yaml | orientation simulate -
              orientation lint App/Info.plist --idiom pad --sdk 27
              orientation doctor MyApp
            """,
        version: OrientationPackage.version,
        subcommands: [Simulate.self, Lint.self, Doctor.self, Plan.self, Compare.self]
    )
}
