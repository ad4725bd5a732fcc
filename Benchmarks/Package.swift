// swift-tools-version:6.0
import PackageDescription

// The benchmarks live in their own package, as swift-collections' do, so
// that nothing they need reaches the users of swift-orientation.
// Run them with `swift run -c release` in this folder.
let package = Package(
    name: "swift-orientation-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-orientation", path: ".."),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "orientation-benchmarks",
            dependencies: [
                .product(name: "OrientationCore", package: "swift-orientation"),
                .product(name: "OrientationTesting", package: "swift-orientation"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
