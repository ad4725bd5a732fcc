/// The sample apps a committed SDK ships beside its code: Loose Leaf keeps the Facebook SDK in
/// `Frameworks/FacebookSDK`, whose `Samples/` folder holds eight apps, each with its own project (held-out set 177).
/// None is built by the app's project; their overrides, reads and Info.plists are the SDK's demos, not the app's.
extension ProjectResolver {
    /// The example folders (`Samples`, `Examples`, `Demos`…) that hold a project of their own, below a folder that
    /// holds none of the tree's app projects outside such folders: a library's samples kept inside an app's tree.
    /// `root` counts the folders above every file. A tree without an app project of its own (a library's repository,
    /// whose examples are its apps) has none; nor does an example folder at the top of the tree (the app's own demo).
    static func vendoredSampleFolders(_ files: [FileFacts], root: Int) -> [[Substring]] {
        let projects = files.filter { $0.path.hasSuffix(".pbxproj") && !$0.plistTargets.isEmpty }
        // The folder that holds each project (`Project` for `Project/LooseLeaf.xcodeproj/project.pbxproj`).
        func folder(of project: FileFacts) -> [Substring] { Array(project.path.split(separator: "/").dropLast(2)) }
        let appFolders = projects.filter { project in
            project.plistTargets.contains(where: \.isIOSApp) && exampleContainer(folder(of: project), root: root) == nil
        }.map(folder(of:))
        guard !appFolders.isEmpty else { return [] }
        var samples: [[Substring]] = []
        for project in projects {
            guard let container = exampleContainer(folder(of: project), root: root) else { continue }
            let parent = container.dropLast()
            // Below the top of the tree, and above none of the app's projects.
            guard parent.count > root, !appFolders.contains(where: { $0.starts(with: parent) }) else { continue }
            if !samples.contains(container) { samples.append(container) }
        }
        return samples
    }

    /// The path up to the first folder below `root` named only for examples (`…/Samples`), if any.
    private static func exampleContainer(_ folders: [Substring], root: Int) -> [Substring]? {
        let words: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples"]
        guard let index = folders.indices.first(where: { $0 >= root && words.contains(folders[$0].lowercased()) })
        else { return nil }
        return Array(folders[...index])
    }

    /// Whether a file lies in one of the folders ``vendoredSampleFolders(_:root:)`` found.
    static func isInside(_ path: String, anyOf folders: [[Substring]]) -> Bool {
        guard !folders.isEmpty else { return false }
        let components = path.split(separator: "/")
        return folders.contains { components.count > $0.count && components.starts(with: $0) }
    }
}
