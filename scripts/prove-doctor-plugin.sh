#!/usr/bin/env bash
# Proves, on a throwaway consumer package outside the repository, that
# depending on swift-orientation for OrientationKit resolves no third-party
# package (swift-syntax included), and that `swift package orientation-doctor`
# works there: it runs the `orientation-doctor` found on PATH (here, the one
# built in the clone; for users, the one Mint, Homebrew or
# experimental-install put there), and without one it says how to install it.
# Building the doctor takes a few minutes the first time.
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
[ -z "$(ls .build/checkouts 2>/dev/null)" ] || { echo "the consumer resolved packages"; exit 1; }

echo "== swift package orientation-doctor, no doctor installed (the install hint expected)"
set +e
hint=$(env -u ORIENTATION_DOCTOR HOME="$work" PATH="$(dirname "$(command -v swift)"):/usr/bin:/bin" \
  swift package orientation-doctor 2>&1)
set -e
echo "$hint" | grep -v "^0x"
echo "$hint" | grep -q "orientation-doctor is not installed" || { echo "no install hint"; exit 1; }

echo "== building orientation-doctor in the clone (the installers build the same product)"
swift build --package-path "$work/swift-orientation" --product orientation-doctor 2>&1 | tail -1
bin="$(swift build --package-path "$work/swift-orientation" --show-bin-path)"

echo "== swift package orientation-doctor, the doctor on PATH"
set +e
PATH="$bin:$PATH" swift package orientation-doctor --fail-on never
status=$?
set -e
echo "orientation-doctor exit status: $status"
[ -z "$(ls .build/checkouts 2>/dev/null)" ] || { echo "the consumer resolved packages"; exit 1; }
exit "$status"
