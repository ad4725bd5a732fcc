import UIKit

// Making the subclass by its name runs the superclass's initializer: the lock is set and the device turned here.
final class SceneController: UIViewController {
    var recorder: Recorder?
    var uploader: Uploader?

    override func viewDidLoad() {
        super.viewDidLoad()
        recorder = Recorder(scene: view) // expect: ORI-707
        uploader = Uploader(scene: view)
    }
}
