import Foundation
import PackagePlugin

/// `swift package orientation-doctor [--target NAME ...] [doctor options]`:
/// runs `orientation doctor` on the package's own targets.
///
/// The plugin has no tool dependency, so depending on swift-orientation
/// never resolves swift-syntax. It finds swift-orientation's checkout among
/// the package's dependencies (or the package itself), copies its sources
/// into the plugin's work folder, and builds and runs the command there
/// with a nested `swift run` (the first run builds swift-syntax; later runs
/// reuse the build).
@main
struct OrientationDoctorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // `directoryURL` needs tools version 6.1; `directory` prints as its path.
        let paths = targets.compactMap { ($0 as? SourceModuleTarget).map { String(describing: $0.directory) } }
        guard !paths.isEmpty else {
            Diagnostics.error("orientation-doctor: the package has no source targets to examine")
            return
        }
        guard let doctorPackage = Self.doctorPackage(in: context.package) else {
            Diagnostics.error("orientation-doctor: swift-orientation is not among this package's dependencies")
            return
        }
        let work = context.pluginWorkDirectoryURL
        let source = work.appendingPathComponent("swift-orientation")
        try SourceCopy.sync(from: doctorPackage.directoryURL, to: source)
        var command = ["run", "--package-path", source.path, "--scratch-path",
                       work.appendingPathComponent("build").path]
        #if os(macOS)
        command.append("--disable-sandbox")  // SwiftPM cannot nest its sandbox inside the plugin's
        #endif
        command += ["orientation", "doctor"] + paths + extractor.remainingArguments
        let status = try Self.run(swift: Self.swiftExecutable(context), command,
                                  in: context.package.directoryURL)
        switch status {
        case 0: return
        case 1: Diagnostics.error("orientation-doctor: findings at or above --fail-on (exit status 1)")
        case 2: Diagnostics.error("orientation-doctor: some input could not be read (exit status 2)")
        default:
            Diagnostics.error("orientation-doctor: `swift \(command.joined(separator: " "))` exited with \(status)"
                              + Self.sandboxHint)
        }
    }

    /// On macOS the nested build needs the network and its own sandbox,
    /// which the plugin sandbox forbids.
    static var sandboxHint: String {
        #if os(macOS)
        "; on macOS run `swift package --disable-sandbox orientation-doctor`"
        #else
        ""
        #endif
    }

    /// swift-orientation itself, or the first package among the
    /// dependencies (searched breadth first) that holds the doctor's sources.
    static func doctorPackage(in root: Package) -> Package? {
        var queue = [root]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            // Plugin products are not listed in `products`: recognize the sources instead.
            let root = package.directoryURL
            if ["Sources/OrientationDoctor", "Plugins/OrientationDoctorPlugin"].allSatisfy({
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }) {
                return package
            }
            queue += package.dependencies.map(\.package)
        }
        return nil
    }

    /// The `swift` driver of the toolchain running the plugin.
    static func swiftExecutable(_ context: PluginContext) -> URL {
        if let tool = try? context.tool(named: "swift") { return tool.url }
        return URL(fileURLWithPath: "/usr/bin/env")
    }

    /// Runs swift with the arguments; returns its exit status.
    static func run(swift: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = swift
        process.arguments = swift.lastPathComponent == "env" ? ["swift"] + arguments : arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
