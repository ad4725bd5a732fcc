// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-orientation",
    platforms: [.iOS(.v13), .macOS(.v13)],
    products: [
        .library(name: "OrientationCore", targets: ["OrientationCore"]),
        .library(name: "OrientationKit", targets: ["OrientationKit"]),
        .library(name: "OrientationTesting", targets: ["OrientationTesting"]),
        .library(name: "OrientationConformance", targets: ["OrientationConformance"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Pure Swift: the orientation model, policies, resolver, engine. No UIKit.
        .target(name: "OrientationCore"),
        // UIKit and SwiftUI drivers; every file is wrapped in #if canImport(UIKit).
        .target(name: "OrientationKit", dependencies: ["OrientationCore"]),
        // A model of UIKit's orientation behaviour and a simulated driver.
        .target(
            name: "OrientationTesting",
            dependencies: ["OrientationCore"]
        ),
        // Replay plans, observations and their comparison; Foundation and
        // OrientationCore only, so the iOS ConformanceApp can use it.
        .target(name: "OrientationConformance", dependencies: ["OrientationCore"]),
        .executableTarget(
            name: "orientation",
            dependencies: [
                "OrientationTesting", "OrientationConformance",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "OrientationCoreTests", dependencies: ["OrientationCore"]),
        .testTarget(
            name: "OrientationTestingTests",
            dependencies: ["OrientationTesting", "OrientationCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "OrientationPropertyTests",
            dependencies: [
                "OrientationTesting", "OrientationCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OrientationConformanceTests",
            dependencies: ["OrientationConformance", "OrientationTesting", "OrientationCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "OrientationCommandTests",
            dependencies: ["orientation", "OrientationCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: - documentation (issue 20)
//
// swift-docc-plugin adds `swift package generate-documentation`, which CI runs
// for every library target. No target uses it, so a package that depends on
// the libraries never resolves it (DependencyGraphTests checks this).
package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
)
