import Foundation

/// Info.plists that a project's build settings name (`INFOPLIST_FILE =
/// ArcadeMania.plist;`) but whose file name the scan does not take for an
/// Info.plist: each is read too, once, as its target's Info.plist, under the
/// path the scan reached its folder by.
enum NamedInfoPlists {
    /// The named Info.plists that exist and are not among `files`.
    static func unscanned(_ files: [InputFile], facts: [FileFacts]) -> [InputFile] {
        let projects = facts.filter { $0.path.hasSuffix(".xcodeproj/project.pbxproj") && !$0.plistTargets.isEmpty }
        guard !projects.isEmpty else { return [] }
        let scanned = Set(files.map { standardized($0.path) })
        var folders = ReachedFolders(files)
        var found: [InputFile] = []
        var seen: Set<String> = []
        for file in projects {
            // The project's folder (the one that holds the `.xcodeproj`), as reached and, when the
            // `.xcodeproj` is a symbolic link elsewhere, where it really is.
            let reached = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
                .joined(separator: "/")
            let real = FileSystem.realPath(file.path).map {
                $0.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
            }
            for target in file.plistTargets {
                let path = target.path.replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                guard path.lowercased().hasSuffix(".plist"), !path.contains("$("), !path.hasPrefix("/") else {
                    continue
                }
                var candidate = reached.isEmpty ? path : reached + "/" + path
                if !FileSystem.isRegularFile(candidate), let real, let folder = folders.reachedPath(of: real) {
                    candidate = folder.isEmpty ? path : folder + "/" + path
                }
                let key = standardized(candidate)
                guard !scanned.contains(key), seen.insert(key).inserted, FileSystem.isRegularFile(candidate)
                else { continue }
                found.append(InputFile(path: candidate, kind: .infoPlist))
            }
        }
        return found
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// The folders of the scanned files, by their real path: how the scan reached a folder.
private struct ReachedFolders {
    private let files: [InputFile]
    private var byRealPath: [String: String]?

    init(_ files: [InputFile]) { self.files = files }

    /// The folder as the scan reached it, for its real path (computed on first use).
    mutating func reachedPath(of realFolder: String) -> String? {
        if byRealPath == nil {
            var map: [String: String] = [:]
            var done: Set<String> = []
            for file in files {
                let folder = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                    .joined(separator: "/")
                guard done.insert(folder).inserted, let real = FileSystem.realPath(folder.isEmpty ? "." : folder)
                else { continue }
                if map[real] == nil { map[real] = folder }
            }
            byRealPath = map
        }
        return byRealPath?[realFolder]
    }
}
