// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-orientation",
    platforms: [.iOS(.v13), .macOS(.v13)],
    products: [
        .library(name: "OrientationCore", targets: ["OrientationCore"]),
        .library(name: "OrientationKit", targets: ["OrientationKit"]),
        .library(name: "OrientationDriver", targets: ["OrientationDriver"]),
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
        // The driver, platform-neutral: sessions, snapshots, refresh, the order
        // and timing of platform calls, retries, outcomes. Talks to the
        // platform through OrientationPlatform only; runs in swift test.
        .target(name: "OrientationDriver", dependencies: ["OrientationCore"]),
        // The public UIKit and SwiftUI API and the UIKit adapter of the
        // driver's seam; every file is wrapped in #if canImport(UIKit).
        .target(name: "OrientationKit", dependencies: ["OrientationCore", "OrientationDriver"]),
        // A model of UIKit's orientation behaviour; the shipped driver runs over it.
        .target(
            name: "OrientationTesting",
            dependencies: ["OrientationCore", "OrientationDriver"]
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
        .testTarget(name: "OrientationDriverTests", dependencies: ["OrientationDriver", "OrientationCore"]),
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
// swift-docc-plugin adds `swift package generate-documentation`. It is added
// only when SWIFT_ORIENTATION_DOCS=1 is set, so neither this package's own
// builds nor a package that depends on ours ever resolve it
// (DependencyGraphTests). Build the documentation with scripts/build-docs:
//
//     SWIFT_ORIENTATION_DOCS=1 swift package --scratch-path .build-docs \
//         generate-documentation --target OrientationCore --warnings-as-errors
// The Swift Package Index sets SPI_GENERATE_DOCS when it builds the
// documentation (.spi.yml), so it gets the plugin too.
if Context.environment["SWIFT_ORIENTATION_DOCS"] == "1" || Context.environment["SPI_GENERATE_DOCS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0")
    )
}

// MARK: - orientation doctor (issue 19)
//
// `orientation doctor` reads an app's sources with swift-syntax. swift-syntax
// is used only by the non-product target `OrientationDoctor` (through the
// `orientation` command), so a package that depends on OrientationKit or
// OrientationCore never resolves it. The `orientation-doctor` plugin product
// has no dependency at all: it builds and runs this package's command in a
// nested `swift run`.
//
// ORIENTATION_WITHOUT_DOCTOR=1 leaves the doctor and swift-syntax out of the
// build (the thread-sanitizer run in `.ci/run` uses it); `orientation doctor`
// then explains that it was built without the doctor.
if Context.environment["ORIENTATION_WITHOUT_DOCTOR"] == nil {
    package.dependencies.append(
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
    )
    package.targets.append(contentsOf: [
        .target(
            name: "OrientationDoctor",
            dependencies: [
                "OrientationCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "OrientationDoctorTests",
            dependencies: [
                "OrientationDoctor", "orientation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"]
        ),
    ])
    for target in package.targets where target.name == "orientation" {
        target.dependencies.append("OrientationDoctor")
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("ORIENTATION_DOCTOR")]
    }
}
package.products.append(.plugin(name: "orientation-doctor", targets: ["OrientationDoctorPlugin"]))
package.targets.append(
    .plugin(
        name: "OrientationDoctorPlugin",
        capability: .command(
            intent: .custom(
                verb: "orientation-doctor",
                description: "Find the orientation workarounds in this package's targets and what replaces them."
            )
        )
    )
)
