import UIKit

/// Lumina (held-out set 97): the camera screen answers `shouldAutorotate` from its camera's recording
/// flag alone, so that flag is the lock whatever its name, and the camera's writes of it are lock writes.
final class Camera: NSObject {
    var recordingVideo: Bool = false // expect: ORI-706

    func startRecording() {
        recordingVideo = true // expect: ORI-707
    }

    func stopRecording() {
        recordingVideo = false // expect: ORI-707
    }
}

open class CameraViewController: UIViewController {
    var camera: Camera?

    open override var shouldAutorotate: Bool { // expect: ORI-702
        guard let camera = self.camera else {
            return true
        }
        return !camera.recordingVideo
    }
}

/// Two flags of a held player, neither named for a lock or a rotation: nothing tells which, if any, is one.
final class Player: NSObject {
    var isPlaying: Bool = false
    var isMuted: Bool = false

    func play() {
        isPlaying = true
    }
}

final class PlayerViewController: UIViewController {
    var player: Player?

    override var shouldAutorotate: Bool { // expect: ORI-702
        guard let player else { return true }
        return !player.isPlaying && !player.isMuted
    }
}
