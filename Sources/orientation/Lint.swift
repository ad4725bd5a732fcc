import ArgumentParser
import Foundation
import OrientationCommandSupport
import OrientationTesting

/// `orientation lint INFO_PLIST [--idiom phone|pad] [--sdk N] [--format text|json]`.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check an Info.plist's interface orientation settings.",
        discussion: """
            Reads UISupportedInterfaceOrientations (and its ~iphone and ~ipad \
            variants), UIRequiresFullScreen, UIRequiresFullScreenIgnoredStarting\
            WithVersion, the launch screen and UIApplicationSceneManifest, and \
            prints one diagnostic per line with its stable code and severity \
            (error, warning or note): invalid values, a missing portrait launch \
            orientation, upside-down on phones without a home button, iPad \
            multitasking that ignores per-screen locks, Xcode's iPad check (all \
            four orientations unless the app requires full screen).

            --sdk names the iOS SDK the app links. With 27 or later, lint says \
            what the iOS 27 SDK changes: UIRequiresFullScreen means discrete \
            resizing that honours the orientations, a missing scene manifest \
            stops the app from launching, iPadOS resizes every app, and Xcode's \
            iPad check no longer applies.

            \(ExitStatus.help)

            Examples:
              orientation lint App/Info.plist
              orientation lint App/Info.plist --idiom pad --sdk 27
              orientation lint App/Info.plist --format json
            """
    )

    @Argument(help: "The Info.plist file (XML or binary), or - for standard input.")
    var infoPlist: String

    @Option(help: "The device idiom to check for: phone or pad.")
    var idiom: IdiomOption = .phone

    @Option(help: "The major version of the iOS SDK the app links (13 to 27).")
    var sdk: Int = InfoPlist.defaultLintSDK

    @Option(help: "Output format: text or json.")
    var format: LintFormat = .text

    func validate() throws {
        guard (13...27).contains(sdk) else {
            throw ValidationError("--sdk must be an iOS major version from 13 to 27; got \(sdk)")
        }
    }

    func run() throws {
        let name = infoPlist == "-" ? "<stdin>" : infoPlist
        let diagnostics: [OrientationDiagnostic]
        do {
            if infoPlist == "-" {
                let data = try FileHandle.standardInput.read(upToCount: InfoPlist.maximumFileSize + 1) ?? Data()
                diagnostics = try InfoPlist.lint(data: data, file: name, idiom: idiom.idiom, sdk: sdk)
            } else {
                diagnostics = try InfoPlist.lint(contentsOf: infoPlist, idiom: idiom.idiom, sdk: sdk)
            }
        } catch {
            switch format {
            case .text: StandardError.write(TextLayout.escaped("\(error)") + "\n")
            case .json: try StandardOutput.write(LintJSONFormatter().format(error: error, file: name))
            }
            throw ExitCode(ExitStatus.invalidInput)
        }
        let output = LintOutput(file: name, idiom: idiom.idiom, sdk: sdk, diagnostics: diagnostics)
        switch format {
        case .text: try StandardOutput.write(output.text(width: StandardOutput.width))
        case .json:
            try StandardOutput.write(
                LintJSONFormatter().format(file: name, idiom: idiom.idiom, sdk: sdk, diagnostics: diagnostics))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(ExitStatus.failed) }
    }
}
