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
        // What both executables share: standard output and error, the exit
        // statuses, the doctor's options. ArgumentParser only.
        .target(
            name: "OrientationCommandSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "orientation",
            dependencies: [
                "OrientationTesting", "OrientationConformance", "OrientationCommandSupport",
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
        // The plugins' argument handling: its plain Swift files are linked
        // in from Plugins/OrientationDoctorPlugin (a plugin cannot be a
        // dependency of a test).
        .testTarget(name: "OrientationPluginTests"),
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

// MARK: - the commands' products (issue 28)
//
// `orientation` and `orientation-doctor` are executable targets: in a clone,
// a Homebrew build or `swift package experimental-install --product NAME`,
// SwiftPM gives each its own executable product. They are not declared in
// `products` by default because SwiftPM resolves the dependencies of every
// executable product of a dependency for every package that depends on it
// (SwiftPM 6.3), so swift-argument-parser and swift-syntax would enter the
// graph of every app that uses OrientationKit (DependencyGraphTests).
// Mint installs only declared products: SWIFT_ORIENTATION_COMMANDS=1 declares
// them (`SWIFT_ORIENTATION_COMMANDS=1 mint install swift-orientation/swift-orientation`).
let declaresCommands = Context.environment["SWIFT_ORIENTATION_COMMANDS"] == "1"
if declaresCommands {
    package.products.append(.executable(name: "orientation", targets: ["orientation"]))
}

// MARK: - orientation doctor (issues 19 and 28)
//
// `orientation doctor` reads an app's sources with swift-syntax, in its own
// executable, `orientation-doctor`: `orientation` finds it next to itself
// (or builds it in a clone, the first time it is asked for), so
// `swift run orientation simulate` never builds swift-syntax. A package that
// depends on OrientationKit or OrientationCore never resolves it, and the
// `orientation-doctor` plugin product has no dependency at all: it runs the
// installed `orientation-doctor` (docs/Doctor.md says why).
//
// ORIENTATION_WITHOUT_DOCTOR=1 leaves the doctor and swift-syntax out of the
// build (the thread-sanitizer run in `.ci/run` uses it).
if Context.environment["ORIENTATION_WITHOUT_DOCTOR"] == nil {
    package.dependencies.append(
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
    )
    if declaresCommands {
        package.products.append(.executable(name: "orientation-doctor", targets: ["orientation-doctor"]))
    }
    package.targets.append(contentsOf: [
        .target(
            name: "OrientationDoctor",
            dependencies: [
                "OrientationCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "orientation-doctor",
            dependencies: [
                "OrientationDoctor", "OrientationCore", "OrientationCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "OrientationDoctorTests",
            dependencies: [
                "OrientationDoctor", "orientation", "orientation-doctor",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"]
        ),
    ])
}
package.products.append(.plugin(name: "OrientationDoctorPlugin", targets: ["OrientationDoctorPlugin"]))
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
