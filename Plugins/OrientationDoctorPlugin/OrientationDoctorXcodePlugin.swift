#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// In Xcode, on an app project: File > Packages... or the project's context
/// menu > OrientationDoctorPlugin runs `orientation-doctor` on the whole
/// project folder (sources, Info.plist files, `project.pbxproj`), or on the
/// targets ticked in Xcode's dialog, and shows each finding as an issue on
/// its line. Not compiled on Linux, where XcodeProjectPlugin does not exist.
extension OrientationDoctorPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let project = context.xcodeProject
        let readable: Set<String> = ["swift", "m", "mm", "h", "plist"]
        let targets = project.targets.map { target in
            DoctorInvocation.Target(
                name: target.displayName,
                paths: target.inputFiles.map(\.url).filter { readable.contains($0.pathExtension) }.map(\.path))
        }
        let invocation: DoctorInvocation
        do {
            invocation = try DoctorInvocation(
                arguments: arguments, targets: targets, whole: [project.directoryURL.path])
        } catch {
            Diagnostics.error(error.description)
            return
        }
        guard let doctor = Self.doctor(try? context.tool(named: "orientation-doctor").url) else {
            Diagnostics.error(DoctorInvocation.installHint)
            return
        }
        guard !invocation.choosesFormat else {
            let status = try DoctorProcess.run(doctor, invocation.arguments, in: project.directoryURL)
            if case .failure(let message) = DoctorInvocation.outcome(ofStatus: status) { Diagnostics.error(message) }
            return
        }
        let (status, output) = try DoctorProcess.capture(doctor, invocation.arguments, in: project.directoryURL)
        for text in output.split(separator: "\n") {
            guard let finding = DoctorFindingLine(text) else {
                print(text)
                continue
            }
            let file =
                finding.file.hasPrefix("/")
                ? finding.file : project.directoryURL.appendingPathComponent(finding.file).path
            switch finding.severity {
            case .error: Diagnostics.error(finding.message, file: file, line: finding.line)
            case .warning: Diagnostics.warning(finding.message, file: file, line: finding.line)
            case .note: Diagnostics.remark(finding.message, file: file, line: finding.line)
            }
        }
        if case .failure(let message) = DoctorInvocation.outcome(ofStatus: status) { Diagnostics.error(message) }
    }
}
#endif
