import Foundation

/// The folder a UI test names in the app's launch environment
/// (``environmentKey``) for the app to write each plan's observation file
/// to, besides publishing it as an accessibility value
/// (CONFORMANCE-REVIEW finding 9). On a simulator the app can write to a
/// path of the Mac, so the test and `scripts/conformance-simulator` read
/// the files whole instead of decoding accessibility values.
///
/// This type decides; the app only forwards the `FileManager` calls: it
/// reports what it found at ``path`` to ``destination(forPlan:exists:isDirectory:isWritable:)``,
/// writes where that says, and shows ``writeFailedNote(plan:error:)`` when
/// writing throws. A folder that cannot be used is a note, never a crash.
public struct ObservationFolder: Sendable, Hashable {
    /// The launch-environment variable that names the folder.
    public static let environmentKey = "CONFORMANCE_OBSERVATIONS_DIR"

    /// Where the app writes to: a plan's file, or a note saying why not.
    public enum Destination: Sendable, Hashable {
        /// Write the observation to this absolute path.
        case write(path: String)
        /// Do not write: why, for the results screen and the UI test.
        case unusable(note: String)
    }

    /// The folder's absolute path, without a trailing slash.
    public let path: String

    /// The folder the environment names; `nil` when the variable is absent
    /// or blank (then the app writes nothing and says nothing).
    public init?(environment: [String: String]) {
        guard let value = environment[Self.environmentKey]?.trimmingCharacters(in: .whitespacesAndNewlines),
            !value.isEmpty
        else { return nil }
        self.init(path: value)
    }

    /// The folder a UI test hands the app: the one its own environment
    /// names (`scripts/conformance-simulator` sets it through xcodebuild's
    /// `TEST_RUNNER_` prefix), else `conformance-observations` in its
    /// temporary directory, a path of the Mac that a simulator app can
    /// write to.
    public static func forUITest(environment: [String: String], temporaryDirectory: String) -> ObservationFolder {
        if let named = ObservationFolder(environment: environment) { return named }
        let base = ObservationFolder(path: temporaryDirectory).path
        return ObservationFolder(path: (base == "/" ? "" : base) + "/conformance-observations")
    }

    /// A folder by path; trailing slashes are dropped (`/` stays `/`).
    public init(path: String) {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
    }

    /// The file name of a plan's observation: `NAME.observed.json`, the
    /// name `scripts/conformance-simulator` looks for. Characters a file
    /// name cannot hold (`/`, `:`, NUL) become `-`; a leading dot is
    /// dropped so the file is not hidden; an empty name becomes `plan`.
    public static func fileName(forPlan name: String) -> String {
        var safe = String(name.map { "/:\u{0}".contains($0) ? "-" : $0 })
        while safe.hasPrefix(".") { safe.removeFirst() }
        if safe.isEmpty { safe = "plan" }
        return safe + ".observed.json"
    }

    /// The path of a plan's observation file in this folder.
    public func filePath(forPlan name: String) -> String {
        (path == "/" ? "" : path) + "/" + Self.fileName(forPlan: name)
    }

    /// Where to write a plan's observation, given what the app found at
    /// ``path``. A relative path is refused (the app's working directory is
    /// not the test's), as is a path that is missing, not a folder or not
    /// writable.
    public func destination(
        forPlan name: String, exists: Bool, isDirectory: Bool, isWritable: Bool
    )
        -> Destination
    {
        let reason: String?
        if !path.hasPrefix("/") {
            reason = "is not an absolute path"
        } else if !exists {
            reason = "does not exist"
        } else if !isDirectory {
            reason = "is not a folder"
        } else if !isWritable {
            reason = "is not writable"
        } else {
            reason = nil
        }
        if let reason {
            return .unusable(note: "Observation file not written: \(Self.environmentKey) '\(path)' \(reason).")
        }
        return .write(path: filePath(forPlan: name))
    }

    /// The note when writing a plan's observation file threw.
    public func writeFailedNote(plan name: String, error: String) -> String {
        "Observation file not written to '\(filePath(forPlan: name))': \(error)"
    }
}
