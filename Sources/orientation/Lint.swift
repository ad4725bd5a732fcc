import ArgumentParser
import OrientationTesting

/// `orientation lint INFO_PLIST [--idiom phone|pad]`.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check an Info.plist's interface orientation settings.",
        discussion: """
        Reads UISupportedInterfaceOrientations (and its ~iphone and ~ipad \
        variants) and UIRequiresFullScreen, and prints one diagnostic per \
        line with its stable code: invalid values, a missing portrait launch \
        orientation, upside-down on phones without a home button, iPad \
        multitasking that ignores per-screen locks.

        Exit status: 0 when no diagnostic is an error, 1 when one is, 2 when \
        the file cannot be read or is not a property list dictionary.

        Examples:
          orientation lint App/Info.plist
          orientation lint App/Info.plist --idiom pad
        """
    )

    @Argument(help: "The Info.plist file (XML or binary).")
    var infoPlist: String

    @Option(help: "The device idiom to check for: phone or pad.")
    var idiom: IdiomOption = .phone

    func run() throws {
        let diagnostics: [OrientationDiagnostic]
        do {
            diagnostics = try InfoPlist.lint(contentsOf: infoPlist, idiom: idiom.idiom)
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(2)
        }
        print(LintOutput(file: infoPlist, idiom: idiom.idiom, diagnostics: diagnostics).text, terminator: "")
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
