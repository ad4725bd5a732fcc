import Foundation
import PackagePlugin

/// `swift package orientation-doctor [--target NAME ...] [doctor options]`:
/// runs `orientation-doctor` on the package's own source targets.
///
/// The plugin declares no dependency, so a package depending on
/// swift-orientation never resolves swift-syntax (DependencyGraphTests).
/// It runs the installed `orientation-doctor` (Mint, Homebrew,
/// `experimental-install`), which `context.tool(named:)` finds in the
/// toolchain or on `PATH`; docs/Doctor.md says why.
@main
struct OrientationDoctorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { target in
            // `directoryURL` needs tools version 6.1; `directory` prints as its path.
            (target as? SourceModuleTarget).map {
                DoctorInvocation.Target(name: $0.name, paths: [String(describing: $0.directory)])
            }
        }
        let invocation: DoctorInvocation
        do {
            invocation = try DoctorInvocation(
                arguments: arguments, targets: targets, whole: targets.flatMap(\.paths))
        } catch {
            Diagnostics.error(error.description)
            return
        }
        guard let doctor = Self.doctor(try? context.tool(named: "orientation-doctor").url) else {
            Diagnostics.error(DoctorInvocation.installHint)
            return
        }
        let status = try DoctorProcess.run(doctor, invocation.arguments, in: context.package.directoryURL)
        if case .failure(let message) = DoctorInvocation.outcome(ofStatus: status) {
            Diagnostics.error(message)
        }
    }

    /// The doctor `context.tool(named:)` found, else the first installed
    /// one among the installers' folders.
    static func doctor(_ found: URL?) -> URL? {
        if let found { return found }
        return DoctorInvocation.installedLocations(environment: ProcessInfo.processInfo.environment)
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { URL(fileURLWithPath: $0) }
    }
}
