// swift-tools-version:5.9
// HXPhotoPicker (held-out set 101): a library whose repository holds one project, its examples'. The plist
// that project names is the example app's, and the plist no project names (`Swift/Info.plist`) is built by
// nothing: neither makes a finding.
import PackageDescription

let package = Package(
    name: "Picker",
    platforms: [.iOS(.v13)],
    products: [.library(name: "Picker", targets: ["Picker"])],
    targets: [.target(name: "Picker", path: "Sources/Picker")]
)
