import Foundation

/// Where `orientation doctor` finds the `orientation-doctor` executable.
///
/// In this order: the path in `ORIENTATION_DOCTOR`; next to this binary
/// (its real location first, so a Mint or Homebrew link finds the doctor
/// installed beside the real file); on `PATH`. When none is there and this
/// binary was built in a clone of swift-orientation (`swift run`), the
/// doctor can be built in the same build folder with the same configuration;
/// when the doctor's sources are newer than it (a pull), a hint says so.
struct DoctorLocator {
    /// The doctor's executable name.
    static let executableName = "orientation-doctor"

    /// The path this binary was started from, as given (it may be a link).
    var executablePath: String
    /// The same path with every symbolic link resolved.
    var resolvedExecutablePath: String
    /// The environment (`ORIENTATION_DOCTOR`, `PATH`).
    var environment: [String: String]
    /// Whether a path is an executable file.
    var isExecutable: (String) -> Bool
    /// Whether a path exists.
    var exists: (String) -> Bool
    /// When a file was last modified; for a folder, the newest file in it.
    var modified: (String) -> Date?

    /// What was found.
    enum Resolution: Equatable {
        /// An executable doctor at this path.
        case found(String)
        /// None, but this clone can build one.
        case buildable(BuildRecipe)
        /// None: the message says how to get one.
        case missing(String)
    }

    /// How to build the doctor in the clone this binary was built in.
    struct BuildRecipe: Equatable {
        /// The package's root folder.
        var packageRoot: String
        /// The build folder (`.build`, or the `--scratch-path` given).
        var scratchPath: String
        /// `debug` or `release`.
        var configuration: String
        /// Where the doctor will be once built.
        var product: String { "\(scratchPath)/\(binFolder)/\(DoctorLocator.executableName)" }
        /// The triple and configuration folder, relative to the scratch path.
        var binFolder: String

        /// The `swift` arguments that build it.
        var arguments: [String] {
            [
                "build", "--package-path", packageRoot, "--scratch-path", scratchPath,
                "--configuration", configuration, "--product", DoctorLocator.executableName,
            ]
        }
    }

    /// The locator for this process.
    static func current() -> DoctorLocator {
        let given = CommandLine.arguments.first ?? ""
        let path = Bundle.main.executableURL?.path ?? given
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let manager = FileManager.default
        return DoctorLocator(
            executablePath: given.contains("/") ? given : path, resolvedExecutablePath: resolved,
            environment: ProcessInfo.processInfo.environment,
            isExecutable: { path in
                var isDirectory: ObjCBool = false
                return manager.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                    && manager.isExecutableFile(atPath: path)
            },
            exists: { manager.fileExists(atPath: $0) },
            modified: newestModification)
    }

    /// The doctor's sources in a clone, relative to its root: a change to
    /// any of them makes a built doctor stale.
    static let doctorSources = [
        "Package.swift", "Sources/OrientationDoctor", "Sources/orientation-doctor", "Sources/OrientationCommandSupport",
        "Sources/OrientationCore",
    ]

    /// The newest modification date of a file, or of the files in a folder.
    static func newestModification(_ path: String) -> Date? {
        let manager = FileManager.default
        let date = { (path: String) in (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard let files = manager.enumerator(atPath: path) else { return date(path) }
        return files.compactMap { date("\(path)/\($0)") }.max() ?? date(path)
    }

    /// The places looked at, in order.
    var candidates: [String] {
        if let named = environment["ORIENTATION_DOCTOR"], !named.isEmpty { return [named] }
        var folders = [Self.folder(of: resolvedExecutablePath), Self.folder(of: executablePath)]
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        var seen: Set<String> = []
        return folders.filter { !$0.isEmpty && seen.insert($0).inserted }.map { "\($0)/\(Self.executableName)" }
    }

    /// The doctor, a way to build it, or why there is none.
    func resolve() -> Resolution {
        if let found = candidates.first(where: isExecutable) { return .found(found) }
        if let named = environment["ORIENTATION_DOCTOR"], !named.isEmpty {
            return .missing("orientation doctor: ORIENTATION_DOCTOR names \(named), which is not an executable\n")
        }
        if let recipe = buildRecipe() { return .buildable(recipe) }
        return .missing(Self.installHint)
    }

    /// How to build the doctor when this binary sits in a SwiftPM build
    /// folder (`<root>/.build*/<triple>/<configuration>/`) of a clone whose
    /// package has the doctor's sources.
    func buildRecipe() -> BuildRecipe? {
        let configurationFolder = URL(fileURLWithPath: resolvedExecutablePath).deletingLastPathComponent()
        let tripleFolder = configurationFolder.deletingLastPathComponent()
        let scratch = tripleFolder.deletingLastPathComponent()
        let root = scratch.deletingLastPathComponent()
        let configuration = configurationFolder.lastPathComponent
        guard ["debug", "release"].contains(configuration), scratch.lastPathComponent.hasPrefix(".build"),
            exists(root.appendingPathComponent("Package.swift").path),
            exists(root.appendingPathComponent("Sources/OrientationDoctor").path)
        else { return nil }
        return BuildRecipe(
            packageRoot: root.path, scratchPath: scratch.path, configuration: configuration,
            binFolder: "\(tripleFolder.lastPathComponent)/\(configuration)")
    }

    /// What to say when `doctor` was built in this clone before its sources
    /// last changed (after a pull), or `nil`. It is not rebuilt here: a
    /// `swift build` started while another SwiftPM holds the build folder
    /// (a `swift test` running the doctor's end-to-end tests) would wait forever.
    func staleHint(for doctor: String) -> String? {
        guard let recipe = buildRecipe(), recipe.product == doctor, isStale(doctor, root: recipe.packageRoot) else {
            return nil
        }
        return "orientation doctor: the doctor's sources changed since \(doctor) was built; "
            + "`swift build --product orientation-doctor` updates it\n"
    }

    /// Whether a doctor built in a clone is older than one of its sources.
    func isStale(_ doctor: String, root: String) -> Bool {
        guard let built = modified(doctor) else { return true }
        return Self.doctorSources.contains { source in modified("\(root)/\(source)").map { $0 > built } ?? false }
    }

    /// What to do when no doctor is installed.
    static let installHint = """
        orientation doctor: the doctor is a separate executable, orientation-doctor, and none \
        was found next to this binary or on PATH. Install it with the same tool as orientation:
          SWIFT_ORIENTATION_COMMANDS=1 mint install swift-orientation/swift-orientation
          brew tap swift-orientation/orientation https://github.com/swift-orientation/swift-orientation
          brew install swift-orientation/orientation/orientation
          swift package experimental-install --product orientation-doctor
        or name it with ORIENTATION_DOCTOR=/path/to/orientation-doctor.

        """

    private static func folder(of path: String) -> String {
        guard path.contains("/") else { return "" }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
