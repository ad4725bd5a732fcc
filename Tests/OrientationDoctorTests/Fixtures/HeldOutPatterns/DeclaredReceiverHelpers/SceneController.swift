import UIKit

// The caller in a file of its own, whose words name no orientation.
final class SceneController: UIViewController {
    var recorder: RecordAR?
    var session: Session?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder?.prepare("world") // expect: ORI-734
        session?.prepare("world")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder?.rest() // expect: ORI-707
        session?.rest()
    }
}
