// Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
extension HelpSnapshot {
    static let lintHelp = #"""
        OVERVIEW: Check an Info.plist's interface orientation settings.

        Reads UISupportedInterfaceOrientations (and its ~iphone and ~ipad variants),
        UIRequiresFullScreen, UIRequiresFullScreenIgnoredStartingWithVersion, the
        launch screen and UIApplicationSceneManifest, and prints one diagnostic per
        line with its stable code and severity (error, warning or note): invalid
        values, a missing portrait launch orientation, upside-down on phones without a
        home button, iPad multitasking that ignores per-screen locks, Xcode's iPad
        check (all four orientations unless the app requires full screen).

        --sdk names the iOS SDK the app links. With 27 or later, lint says what the iOS
        27 SDK changes: UIRequiresFullScreen means discrete resizing that honours the
        orientations, a missing scene manifest stops the app from launching, iPadOS
        resizes every app, and Xcode's iPad check no longer applies.

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
          orientation lint App/Info.plist
          orientation lint App/Info.plist --idiom pad --sdk 27
          orientation lint App/Info.plist --format json

        USAGE: orientation lint <info-plist> [--idiom <idiom>] [--sdk <sdk>] [--format <format>]

        ARGUMENTS:
          <info-plist>            The Info.plist file (XML or binary), or - for
                                  standard input.

        OPTIONS:
          --idiom <idiom>         The device idiom to check for: phone or pad. (values:
                                  phone, pad; default: phone)
          --sdk <sdk>             The major version of the iOS SDK the app links (13 to
                                  27). (default: 26)
          --format <format>       Output format: text or json. (values: text, json;
                                  default: text)
          --version               Show the version.
          -h, --help              Show help information.


        """#
}
