#if canImport(UIKit)
import Foundation
import OrientationConformance

/// A plan the app can replay: bundled with the app or imported.
struct PlanEntry: Hashable {
    /// The name shown, and the name `-ConformancePlan` takes for bundled plans.
    var name: String
    /// True for a plan bundled in the app's `Plans` folder.
    var bundled: Bool
    /// The file.
    var url: URL

    /// Where the journal finds it again: `bundled:<name>` or the imported file's name.
    var location: String { bundled ? "bundled:" + name : "imported:" + url.lastPathComponent }
}

/// The plans the app knows: the JSON files of its `Plans` folder (made by
/// `scripts/make-conformance-plans`) and those imported from Files, AirDrop
/// or Mail, kept in `Documents/Imported Plans`.
@MainActor
final class PlanLibrary {
    private let fileManager = FileManager.default

    /// The bundled plans, by name.
    var bundled: [PlanEntry] {
        let urls =
            (Bundle.main.urls(forResourcesWithExtension: "json", subdirectory: "Plans") ?? [])
            + (Bundle.main.urls(forResourcesWithExtension: "json", subdirectory: nil) ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".plan.json") }
        return urls.map { PlanEntry(name: Self.name(of: $0), bundled: true, url: $0) }.sorted { $0.name < $1.name }
    }

    /// The imported plans, by name.
    var imported: [PlanEntry] {
        let files = (try? fileManager.contentsOfDirectory(at: importFolder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }
            .map { PlanEntry(name: Self.name(of: $0), bundled: false, url: $0) }.sorted { $0.name < $1.name }
    }

    /// A plan by journal location or bundled name.
    func entry(at location: String) -> PlanEntry? {
        if location.hasPrefix("imported:") {
            let file = String(location.dropFirst("imported:".count))
            return imported.first { $0.url.lastPathComponent == file }
        }
        let name = location.hasPrefix("bundled:") ? String(location.dropFirst("bundled:".count)) : location
        return bundled.first { $0.name == name }
    }

    /// Reads a plan: its bytes (for the fingerprint) and its decoded form.
    func load(_ entry: PlanEntry) throws -> (plan: ConformancePlan, data: Data) {
        let data = try Data(contentsOf: entry.url)
        return (try ConformancePlan.decode(data, file: entry.url.lastPathComponent), data)
    }

    /// Copies a plan into the imported plans after checking that it decodes.
    /// Files from other apps are security scoped.
    func importPlan(from url: URL) throws -> PlanEntry {
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        let data = try Data(contentsOf: url)
        _ = try ConformancePlan.decode(data, file: url.lastPathComponent)
        try fileManager.createDirectory(at: importFolder, withIntermediateDirectories: true)
        let destination = importFolder.appendingPathComponent(url.lastPathComponent)
        if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
        try data.write(to: destination, options: .atomic)
        if let documents = fileManager.urls(for: .documentDirectory, in: .userDomainMask).first,
            PlanInbox.isInboxCopy(url, documents: documents)
        {
            try? fileManager.removeItem(at: url)
        }
        return PlanEntry(name: Self.name(of: destination), bundled: false, url: destination)
    }

    private var importFolder: URL {
        let documents =
            fileManager.urls(for: .documentDirectory, in: .userDomainMask).first ?? fileManager.temporaryDirectory
        return documents.appendingPathComponent("Imported Plans", isDirectory: true)
    }

    /// `video-app` for `video-app.plan.json` or `video-app.json`.
    static func name(of url: URL) -> String {
        var name = url.deletingPathExtension().lastPathComponent
        if name.hasSuffix(".plan") { name = String(name.dropLast(".plan".count)) }
        return name
    }
}
#endif
