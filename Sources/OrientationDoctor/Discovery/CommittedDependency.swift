import Foundation

/// A third-party library committed with the app by a package manager (`Pods/ZFPlayer`,
/// `Carthage/Checkouts/SnapKit`): its code is the library's to change, so the doctor sums up its
/// orientation sites in one note (ORI-735) instead of listing them as the app's.
struct CommittedDependency: Sendable, Hashable {
    /// The library's folder name (`ZFPlayer`).
    var name: String
    /// Its folder as reached from the paths the doctor was given (`App/Pods/ZFPlayer`).
    var folder: String
    /// Its Swift and Objective-C files, in a stable order.
    var files: [InputFile]

    /// The folder under which a package manager keeps each library's copy: `Pods` holds one folder per
    /// pod, `Carthage` keeps sources under `Checkouts`.
    static func libraryFolders(inManagerFolder path: String, name: String) -> [String] {
        switch name {
        case "Pods":
            children(of: path).filter { !podsHousekeeping.contains($0) && !$0.hasSuffix(".xcodeproj") }
                .map { join(path, $0) }
        case "Carthage": children(of: join(path, "Checkouts")).map { join(join(path, "Checkouts"), $0) }
        default: []
        }
    }

    /// CocoaPods' own folders beside the pods: support files, header links, local specifications.
    private static let podsHousekeeping: Set<String> = ["Target Support Files", "Headers", "Local Podspecs"]

    /// The most files read from one library: a larger copy is summed up from the files the walk meets first.
    static let fileLimit = 5_000

    /// A library's Swift and Objective-C files: its folders walked without following symbolic links (CocoaPods
    /// links headers into `Headers`), its own build products and nested package folders left out. `nil` for
    /// a library without any.
    static func read(folder: String) -> CommittedDependency? {
        var files: [InputFile] = []
        var pending = [folder]
        while let current = pending.popLast(), files.count < fileLimit {
            for name in children(of: current) {
                let path = join(current, name)
                guard !name.hasPrefix("."), !ProjectScanner.skippedFolders.contains(name) else { continue }
                let isFolder = FileSystem.plainEntryIsFolder(path)
                if isFolder == true {
                    pending.append(path)
                } else if isFolder == false, files.count < fileLimit, let kind = InputFile.kind(forName: name),
                    kind == .swift || kind == .objectiveC
                {
                    files.append(InputFile(path: path, kind: kind))
                }
            }
        }
        guard !files.isEmpty else { return nil }
        let name = (folder as NSString).lastPathComponent
        return CommittedDependency(name: name, folder: folder, files: files.sorted { $0.path < $1.path })
    }

    private static func children(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
