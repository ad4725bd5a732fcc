import Foundation
import Testing

/// The shape of the commands (issue 28): `orientation` builds no
/// swift-syntax (a fresh clone's first `swift run orientation simulate`
/// never waits for it), `orientation-doctor` carries the doctor, the
/// executable products are declared only for Mint
/// (`SWIFT_ORIENTATION_COMMANDS=1`), and the plugin declares no dependency:
/// SwiftPM resolves the dependencies of a dependency's executable and plugin
/// products for every consumer (DependencyGraphTests).
@Suite struct ProductGraphTests {
    /// `swift package dump-package`, read as JSON. Its own scratch path:
    /// the package's `.build` is locked by the `swift test` running this.
    static func manifest(environment extra: [String: String] = [:]) throws -> [String: Any] {
        let process = Process()
        let pipe = Pipe()
        let scratch = CommandRunner.packageRoot.appendingPathComponent(".build/product-graph/\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", CommandRunner.packageRoot.path, "--scratch-path", scratch.path,
            "dump-package",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_ORIENTATION_COMMANDS"] = nil
        environment["ORIENTATION_WITHOUT_DOCTOR"] = nil // the sanitizer run sets it; the manifest is read whole here
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The targets a target depends on in this package, and the products of
    /// other packages, transitively: `package/product` for the latter.
    static func closure(of name: String, in manifest: [String: Any]) -> Set<String> {
        let targets = (manifest["targets"] as? [[String: Any]]) ?? []
        var byName: [String: [[String: Any]]] = [:]
        for target in targets {
            if let name = target["name"] as? String {
                byName[name] = target["dependencies"] as? [[String: Any]] ?? []
            }
        }
        var seen: Set<String> = []
        var queue = [name]
        while let next = queue.popLast() {
            for dependency in byName[next] ?? [] {
                if let local = (dependency["byName"] ?? dependency["target"]) as? [Any],
                    let target = local.first as? String
                {
                    if seen.insert(target).inserted { queue.append(target) }
                } else if let product = dependency["product"] as? [Any], product.count > 1,
                    let productName = product[0] as? String, let package = product[1] as? String
                {
                    seen.insert("\(package)/\(productName)")
                }
            }
        }
        return seen
    }

    @Test func theOrientationCommandNeedsNoSwiftSyntax() throws {
        let manifest = try Self.manifest()
        let closure = Self.closure(of: "orientation", in: manifest)
        #expect(closure.contains("OrientationTesting"))
        #expect(!closure.contains("OrientationDoctor"))
        #expect(closure.filter { $0.hasPrefix("swift-syntax/") }.isEmpty, "orientation needs \(closure)")
        let doctor = Self.closure(of: "orientation-doctor", in: manifest)
        #expect(doctor.contains("OrientationDoctor"))
        #expect(doctor.contains("swift-syntax/SwiftParser"))
    }

    /// The names of the declared executable products.
    static func executables(_ manifest: [String: Any]) -> Set<String> {
        let products = (manifest["products"] as? [[String: Any]]) ?? []
        return Set(
            products.filter { ($0["type"] as? [String: Any])?.keys.contains("executable") ?? false }
                .compactMap { $0["name"] as? String })
    }

    @Test func theCommandsAreDeclaredProductsOnlyWhenAskedAndThePluginDependsOnNothing() throws {
        let manifest = try Self.manifest()
        #expect(Self.executables(manifest).isEmpty, "a declared executable product reaches every consumer's graph")
        let forMint = try Self.manifest(environment: ["SWIFT_ORIENTATION_COMMANDS": "1"])
        #expect(Self.executables(forMint) == ["orientation", "orientation-doctor"])
        let targets = (manifest["targets"] as? [[String: Any]]) ?? []
        let plugins = targets.filter { $0["type"] as? String == "plugin" }
        #expect(plugins.count == 1)
        for plugin in plugins {
            #expect((plugin["dependencies"] as? [Any])?.isEmpty ?? true, "a plugin dependency reaches every consumer")
        }
    }
}
