import Foundation

/// Mirrors a package's sources into the plugin's work folder, writing only
/// files that changed (so the nested build stays incremental) and never
/// writing into the dependency's checkout.
enum SourceCopy {
    /// Folders never copied: build products and version control.
    static let skipped: Set<String> = [".git", ".swiftpm", "Package.resolved"]

    /// Copies every file under `source` to the same place under `destination`.
    static func sync(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path)
        where !skipped.contains(name) && !name.hasPrefix(".build") {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try sync(from: from, to: to)
            } else if let data = manager.contents(atPath: from.path), manager.contents(atPath: to.path) != data {
                try data.write(to: to)
            }
        }
    }
}
