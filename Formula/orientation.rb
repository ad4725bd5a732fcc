# Homebrew formula for the `orientation` and `orientation-doctor` commands.
# This repository is its own tap:
#
#   brew tap swift-orientation/orientation https://github.com/swift-orientation/swift-orientation
#   brew install swift-orientation/orientation/orientation          # the last release
#   brew install --HEAD swift-orientation/orientation/orientation   # main
#
# On a release, set `tag` below to the release's (OrientationPackage.version).
class Orientation < Formula
  desc "Per-screen interface orientation for iOS: simulate flows, lint, doctor an app"
  homepage "https://github.com/swift-orientation/swift-orientation"
  url "https://github.com/swift-orientation/swift-orientation.git", tag: "0.1.0"
  license "Apache-2.0"
  head "https://github.com/swift-orientation/swift-orientation.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  def install
    # Two products: `orientation doctor` runs `orientation-doctor`, found next to it.
    %w[orientation orientation-doctor].each do |product|
      system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", product
    end
    bin.install ".build/release/orientation", ".build/release/orientation-doctor"
  end

  test do
    assert_match "result: ok", shell_output("#{bin}/orientation simulate")
    (testpath/"App/Player.swift").write <<~SWIFT
      import UIKit
      final class PlayerViewController: UIViewController {
          override var shouldAutorotate: Bool { true }
      }
    SWIFT
    output = shell_output("#{bin}/orientation doctor #{testpath}/App --fail-on never")
    assert_match "ORI-702", output
  end
end
