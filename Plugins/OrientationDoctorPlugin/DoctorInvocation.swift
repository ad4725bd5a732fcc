// The plugins' decisions, in plain Swift: no PackagePlugin API, so that
// Tests/OrientationPluginTests compiles this same file (a symbolic link)
// and tests it on Linux, where XcodeProjectPlugin does not exist.

/// What the plugins hand `orientation-doctor`: the paths to examine,
/// worked out from `--target` arguments and the package's or Xcode
/// project's targets, followed by every other argument as given.
struct DoctorInvocation: Equatable {
    /// A target the user can name with `--target`.
    struct Target: Equatable {
        /// Its name, as `--target` spells it.
        var name: String
        /// The folders or files of it the doctor reads.
        var paths: [String]
    }

    /// The folders and files to examine.
    var paths: [String]
    /// The doctor's options, as the user gave them (`--format`, `--fail-on`...).
    var options: [String]

    /// The doctor's command line, after its executable.
    var arguments: [String] { paths + options }

    /// Reads the user's `arguments`: each `--target NAME` (or
    /// `--target=NAME`) picks a target from `targets`; without one the
    /// doctor reads `whole` (every source target of a package, an Xcode
    /// project's folder). The other arguments go to the doctor unchanged.
    init(arguments: [String], targets: [Target], whole: [String]) throws(DoctorInvocationError) {
        var names: [String] = []
        var options: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                options += rest
                break
            } else if argument == "--target" {
                guard let name = rest.popFirst() else { throw .missingTargetName }
                names.append(name)
            } else if argument.hasPrefix("--target=") {
                names.append(String(argument.dropFirst("--target=".count)))
            } else {
                options.append(argument)
            }
        }
        var paths: [String] = []
        for name in names {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw .unknownTarget(name, known: targets.map(\.name))
            }
            paths += target.paths
        }
        if names.isEmpty { paths = whole }
        guard !paths.isEmpty else { throw .nothingToExamine }
        self.paths = paths
        self.options = options
    }

    /// Whether the user chose the output format (`--format`, `--diff`);
    /// the Xcode plugin reads text findings only when they did not.
    var choosesFormat: Bool {
        options.contains { $0 == "--format" || $0.hasPrefix("--format=") || $0 == "--diff" }
    }

    /// What an exit status of the doctor means, for the plugin to report.
    static func outcome(ofStatus status: Int32) -> Outcome {
        switch status {
        case 0: .success
        case 1: .failure("orientation-doctor: findings at or above --fail-on (exit status 1)")
        case 2: .failure("orientation-doctor: some input could not be read (exit status 2)")
        case 64: .failure("orientation-doctor: usage error (exit status 64); see orientation-doctor --help")
        default: .failure("orientation-doctor exited with status \(status)")
        }
    }

    /// How a run of the doctor ended.
    enum Outcome: Equatable {
        /// Nothing at or above `--fail-on`.
        case success
        /// The plugin reports this error.
        case failure(String)
    }

    /// Where the installers put `orientation-doctor`, looked at when the
    /// plugin's own search (the toolchain, then `PATH`) finds nothing, as
    /// from Xcode, whose `PATH` has none of them. `ORIENTATION_DOCTOR`
    /// names one explicitly.
    static func installedLocations(environment: [String: String]) -> [String] {
        if let named = environment["ORIENTATION_DOCTOR"], !named.isEmpty { return [named] }
        var folders = ["/opt/homebrew/bin", "/usr/local/bin"]
        if let home = environment["HOME"], !home.isEmpty {
            folders += ["\(home)/.mint/bin", "\(home)/.swiftpm/bin"]
        }
        return folders.map { "\($0)/orientation-doctor" }
    }

    /// The hint shown when no `orientation-doctor` is installed.
    static let installHint = """
        orientation-doctor is not installed. The plugin runs the installed command, so that \
        a package or app depending on swift-orientation never resolves swift-syntax. Install it:
          SWIFT_ORIENTATION_COMMANDS=1 mint install swift-orientation/swift-orientation
          brew install swift-orientation/orientation/orientation
          swift package experimental-install --product orientation-doctor   (from a clone)
        or set ORIENTATION_DOCTOR to its path.
        """
}

/// Why the plugin's arguments cannot be used.
enum DoctorInvocationError: Error, Equatable, CustomStringConvertible {
    /// `--target` ends the arguments.
    case missingTargetName
    /// No target has this name.
    case unknownTarget(String, known: [String])
    /// The targets chosen hold nothing the doctor reads.
    case nothingToExamine

    var description: String {
        switch self {
        case .missingTargetName:
            "orientation-doctor: --target needs a target name"
        case .unknownTarget(let name, let known):
            "orientation-doctor: no target named \(name); the targets are: \(known.joined(separator: ", "))"
        case .nothingToExamine:
            "orientation-doctor: the targets chosen have no sources to examine"
        }
    }
}
