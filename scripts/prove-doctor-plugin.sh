#!/usr/bin/env bash
# Proves, on a throwaway consumer package outside the repository, that
# depending on swift-orientation for OrientationKit resolves no third-party
# package (swift-syntax included), and that `swift package orientation-doctor`
# works there. The first plugin run builds the command (a few minutes).
#
#   scripts/prove-doctor-plugin.sh [WORK_FOLDER]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work/Consumer/Sources/ConsumerApp"
rm -rf "$work/swift-orientation"
git clone -q "$root" "$work/swift-orientation"
cd "$work/Consumer"
cat > Package.swift <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.iOS(.v13), .macOS(.v13)],
    dependencies: [.package(path: "../swift-orientation")],
    targets: [
        .target(name: "ConsumerApp", dependencies: [.product(name: "OrientationKit", package: "swift-orientation")]),
    ]
)
MANIFEST
cat > Sources/ConsumerApp/Player.swift <<'SOURCE'
#if canImport(UIKit)
import UIKit

final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    func rotate() {
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
    }
}
#endif
public enum Consumer {}
SOURCE
swift package resolve
echo "== resolved by the consumer (none expected):"
ls .build/checkouts 2>/dev/null || true
grep '"identity"' Package.resolved 2>/dev/null || echo "(no Package.resolved: nothing to pin)"
echo "== swift package orientation-doctor"
set +e
swift package orientation-doctor --fail-on never
status=$?
set -e
echo "orientation-doctor exit status: $status"
[ -z "$(ls .build/checkouts 2>/dev/null)" ] || { echo "the consumer resolved packages"; exit 1; }
exit "$status"
