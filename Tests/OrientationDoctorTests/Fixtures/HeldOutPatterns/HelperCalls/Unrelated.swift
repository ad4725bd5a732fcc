import UIKit

/// Names no helper's type: `enterFullscreen()` here is some other object's, and the file holds no
/// orientation code, so it is not even parsed.
final class GalleryController: UIViewController {
    var viewer: Viewer?

    func open() {
        viewer?.enterFullscreen()
    }
}

protocol Viewer: AnyObject {
    func enterFullscreen()
}
