import Foundation
import Testing

@testable import OrientationDoctor

/// A forced rotation whose orientation is computed (a parameter, a lookup)
/// is replaced with the orientation left for a person to fill in, never a
/// made-up constant (found on ELOrientationControlDemo's rotate utility).
@Suite struct RotationReplacementTests {
    @Test func aComputedOrientationIsLeftAsAPlaceholder() throws {
        let source = """
            import UIKit

            final class Rotator {
                private var device: UIDevice { UIDevice.current }
                private let key = ["o", "rientation"].joined()

                func rotate(to orientation: UIInterfaceOrientation) {
                    UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
                    device.setValue(orientation.rawValue, forKey: key)
                }

                func landscape() {
                    UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
                }
            }

            """
        let folder = try Fixtures.scratchFolder()
        try Data(source.utf8).write(to: folder.appendingPathComponent("Rotator.swift"))
        let writes = ProjectDoctor().examine([folder.path]).findings.filter { $0.code == "ORI-709" }
        #expect(writes.map(\.line) == [8, 9, 13])
        #expect(
            writes.map(\.replacement) == [
                "OrientationManager.shared.rotate(self, to: <#orientation#>)",
                "OrientationManager.shared.rotate(self, to: <#orientation#>)",
                "OrientationManager.shared.rotate(self, to: .landscapeLeft)",
            ])
    }
}
