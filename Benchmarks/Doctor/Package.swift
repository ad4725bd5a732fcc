// swift-tools-version:6.0
import PackageDescription

// The doctor's benchmark: `swift run -c release` in this folder. A package
// of its own, beside Benchmarks/, so that `swift run -c release` there keeps
// one executable and never builds swift-syntax. It times the release
// `orientation` command (built from the package two folders up) as a
// subprocess against swift-syntax's bare parse of the same files, in process.
let package = Package(
    name: "swift-orientation-doctor-benchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
    ],
    targets: [
        .executableTarget(
            name: "doctor-benchmark",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
