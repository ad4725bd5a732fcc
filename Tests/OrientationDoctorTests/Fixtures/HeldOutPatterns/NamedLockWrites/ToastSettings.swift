import UIKit

// A toast library's configuration and a player's flag set from Swift; a camera preview's own
// rotation and a property that merely mentions rotation are no lock.
final class ToastSettings {
    var config = MessageConfig()
    let preview = CameraPreview()
    let player = LibraryPlayer()

    func apply(autoRotate: Bool) {
        config.shouldAutorotate = autoRotate // expect: ORI-707
        player.rotationManager.autorotationSupportedOrientations = .landscape // expect: ORI-707
        preview.captureRotationAutorotates = true
        player.rotationAngle = 90
    }
}
