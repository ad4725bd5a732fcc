// Recorded by HelpSnapshotTests; regenerate with SNAPSHOT_RECORD=1 swift test --filter HelpSnapshotTests.
extension HelpSnapshot {
    static let lintHelp = #"""
        OVERVIEW: Check an Info.plist's interface orientation settings.

        Reads UISupportedInterfaceOrientations (and its ~iphone and ~ipad variants) and
        UIRequiresFullScreen, and prints one diagnostic per line with its stable code:
        invalid values, a missing portrait launch orientation, upside-down on phones
        without a home button, iPad multitasking that ignores per-screen locks.

        Exit status: 0 when no diagnostic is an error, 1 when one is, 2 when the file
        cannot be read or is not a property list dictionary.

        Examples:
          orientation lint App/Info.plist
          orientation lint App/Info.plist --idiom pad

        USAGE: orientation lint <info-plist> [--idiom <idiom>]

        ARGUMENTS:
          <info-plist>            The Info.plist file (XML or binary).

        OPTIONS:
          --idiom <idiom>         The device idiom to check for: phone or pad. (values:
                                  phone, pad; default: phone)
          -h, --help              Show help information.


        """#
}
