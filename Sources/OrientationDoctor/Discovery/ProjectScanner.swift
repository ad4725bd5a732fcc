import Foundation

/// Finds the files to analyse under the paths the doctor was given:
/// folders are walked (symbolic links followed, loops reported once, each
/// real folder and file visited once), files are taken as given.
struct ProjectScanner {
    /// Folders never entered: build products, package managers' copies of
    /// third-party code, version control.
    static let skippedFolders: Set<String> = [
        ".git", ".svn", ".hg", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
        "xcuserdata",
    ]

    /// What the walk found.
    struct Result {
        /// The files to analyse, in a stable order.
        var files: [InputFile] = []
        /// Paths that could not be walked, as findings.
        var problems: [DoctorFinding] = []
        /// Manifests that publish a library (`Kit.podspec`, a `Package.swift` with a `.library` product):
        /// where they sit tells a library's repository, whose example apps are no app of its own.
        var libraryManifests: [String] = []
        /// Libraries committed under `Pods` or `Carthage/Checkouts`, read apart from the app's code.
        var dependencies: [CommittedDependency] = []
    }

    private var result = Result()
    private var visitedFolders: Set<String> = []
    private var visitedFiles: Set<String> = []

    /// Walks every path.
    static func scan(_ paths: [String]) -> Result {
        var scanner = ProjectScanner()
        for path in paths { scanner.visit(path, explicit: true, ancestors: []) }
        return scanner.result
    }

    private mutating func visit(_ path: String, explicit: Bool, ancestors: [String], name: String? = nil) {
        // A folder's entry that is no symbolic link: one `lstat`, and its real path is the folder's
        // (the last ancestor) and its name, as `realpath` would say after a call per path component.
        if let name, let folder = ancestors.last, let isFolder = FileSystem.plainEntryIsFolder(path) {
            let real = (folder.hasSuffix("/") ? folder : folder + "/") + name
            if isFolder {
                visitFolder(path, real: real, ancestors: ancestors)
            } else {
                visitFile(path, real: real, explicit: explicit, name: name)
            }
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if explicit {
                problem(.pathNotFound, path, "the path does not exist")
            } else if FileSystem.isSymbolicLink(path) {
                if FileSystem.realPath(path) == nil, FileSystem.lastErrorIsLoop {
                    problem(.symlinkLoop, path, "the symbolic link resolves to itself (a loop); skipped")
                } else if InputFile.kind(forName: (path as NSString).lastPathComponent) != nil {
                    problem(.unreadableFile, path, "the symbolic link points to a file that does not exist")
                }
            }
            return
        }
        guard let real = FileSystem.realPath(path) else {
            problem(
                FileSystem.lastErrorIsLoop ? .symlinkLoop : .unreadableFile, path,
                FileSystem.lastErrorIsLoop ? "the symbolic links loop; skipped" : "the path cannot be resolved")
            return
        }
        if isDirectory.boolValue {
            visitFolder(path, real: real, ancestors: ancestors)
        } else {
            visitFile(path, real: real, explicit: explicit)
        }
    }

    private mutating func visitFolder(_ path: String, real: String, ancestors: [String]) {
        if ancestors.contains(real) {
            problem(.symlinkLoop, path, "the folder links back to \(real), which contains it; skipped")
            return
        }
        guard visitedFolders.insert(real).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            problem(.unreadableFile, path, "the folder cannot be listed (permission denied?)")
            return
        }
        for name in names {
            if Self.dependencyManagerFolders.contains(name) {
                dependencies(in: path.hasSuffix("/") ? path + name : path + "/" + name, manager: name)
            }
            if Self.skippedFolders.contains(name) || name.hasPrefix(".build") { continue }
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            visit(child, explicit: false, ancestors: ancestors + [real], name: name)
        }
    }

    /// The package managers' folders whose libraries are summed up (ORI-735).
    static let dependencyManagerFolders: Set<String> = ["Pods", "Carthage"]

    /// Each library a package manager's folder holds, once per real folder.
    private mutating func dependencies(in path: String, manager: String) {
        guard FileSystem.plainEntryIsFolder(path) == true else { return }
        for folder in CommittedDependency.libraryFolders(inManagerFolder: path, name: manager) {
            guard let real = FileSystem.realPath(folder), visitedFolders.insert(real).inserted,
                let dependency = CommittedDependency.read(folder: folder)
            else { continue }
            result.dependencies.append(dependency)
        }
    }

    private mutating func visitFile(_ path: String, real: String, explicit: Bool, name: String? = nil) {
        let name = name ?? (path as NSString).lastPathComponent
        if Self.isLibraryManifest(name: name, path: path) { result.libraryManifests.append(path) }
        var kind = InputFile.kind(forName: name)
        if kind == nil, explicit, name.lowercased().hasSuffix(".plist") { kind = .infoPlist }
        guard let kind else {
            if explicit {
                problem(.unreadableFile, path, "not a Swift, Objective-C, Info.plist or project.pbxproj file")
            }
            return
        }
        guard visitedFiles.insert(real).inserted else { return }
        result.files.append(InputFile(path: path, kind: kind))
    }

    /// A CocoaPods specification, or a Swift package manifest that declares a library product built from sources.
    /// A manifest whose targets are all prebuilt (`.binaryTarget(name:url:checksum:)`, VK's video player SDK,
    /// held-out set 213) publishes no code of the repository's: its demo app is the repository's own app.
    static func isLibraryManifest(name: String, path: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".podspec") || lower.hasSuffix(".podspec.json") { return true }
        guard name == "Package.swift", case .success(let text) = SourceFileReader.read(path) else { return false }
        return text.contains(".library(") && isBuiltFromSources(text)
    }

    /// Whether a package manifest declares a target built from the package's sources (not only `.binaryTarget`).
    static func isBuiltFromSources(_ manifest: String) -> Bool {
        [".target(", ".executableTarget(", ".macro(", ".systemLibrary(", ".plugin("].contains { manifest.contains($0) }
    }

    private mutating func problem(_ code: DoctorCode, _ path: String, _ what: String) {
        result.problems.append(
            DoctorFinding(
                code, file: path, line: 1, column: 1,
                today: what, replacement: ""))
    }
}
