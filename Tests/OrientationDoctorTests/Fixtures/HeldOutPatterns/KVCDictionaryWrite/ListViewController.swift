import UIKit

// The device orientation written through KVC with a dictionary (set 60's VideoPlayer).
final class ListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.setValuesForKeys(["orientation": UIInterfaceOrientation.portrait.rawValue]) // expect: ORI-709
        // A form's values are no orientation.
        setValuesForKeys(["title": "List"])
    }
}
