import Foundation
import Testing

/// The lean graph (issue 17 item 4): an app that depends on this package
/// for its libraries resolves no other package at all, because the command
/// line, the benchmarks and the property tests are not products.
@Suite struct DependencyGraphTests {
    @Test func aConsumerOfTheLibrariesResolvesNoOtherPackage() throws {
        let root = CommandRunner.packageRoot
        let identity = root.lastPathComponent
        let consumer = root.appendingPathComponent(".build/consumer-graph/\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: consumer) }
        let sources = consumer.appendingPathComponent("Sources/Consumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let products = ["OrientationKit", "OrientationCore", "OrientationTesting", "OrientationConformance"]
        let uses = products.map { ".product(name: \"\($0)\", package: \"\(identity)\")" }.joined(separator: ", ")
        try Data(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                platforms: [.iOS(.v13), .macOS(.v13)],
                dependencies: [.package(path: \(root.path.debugDescription))],
                targets: [.target(name: "Consumer", dependencies: [\(uses)])]
            )

            """.utf8
        ).write(to: consumer.appendingPathComponent("Package.swift"))
        try Data("import OrientationCore\n".utf8).write(to: sources.appendingPathComponent("Consumer.swift"))

        let scratch = consumer.appendingPathComponent(".build")
        let status = try Self.swift(["package", "--scratch-path", scratch.path, "resolve"], in: consumer)
        #expect(status == 0)

        let state =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: scratch.appendingPathComponent("workspace-state.json"))) as? [String: Any]
        let dependencies = (state?["object"] as? [String: Any])?["dependencies"] as? [[String: Any]] ?? []
        let resolved = dependencies.compactMap { ($0["packageRef"] as? [String: Any])?["identity"] as? String }
        let others = resolved.filter { $0 != identity.lowercased() }
        print(
            "a consumer of \(products.count) library products resolved "
                + (others.isEmpty ? "no package besides this one" : others.joined(separator: ", ")))
        #expect(resolved.contains(identity.lowercased()))
        #expect(others.isEmpty, "a library consumer resolved \(others)")
        let checkouts =
            (try? FileManager.default.contentsOfDirectory(
                atPath: scratch.appendingPathComponent("checkouts").path)) ?? []
        #expect(checkouts.isEmpty, "checked out \(checkouts)")
        #expect(!FileManager.default.fileExists(atPath: consumer.appendingPathComponent("Package.resolved").path))
    }

    /// Runs `swift` with arguments in a folder; returns its exit status.
    private static func swift(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
