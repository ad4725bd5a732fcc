import UIKit

// The TV example's screen (Clappr's `Example/Clappr_tvOS/`, held-out set 169): built for tvOS only, so the
// overrides under `#if !os(tvOS)` are never compiled.
final class ViewController: UIViewController {
    #if !os(tvOS)
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }
    #endif
}
