import UIKit

// A branch for compilers older than Swift 5 is never compiled (QRCodeReader): only the live
// spelling of the observer is a site.
final class ReaderView: UIView {
    func observe() {
        #if swift(>=4.2)
        let name = UIDevice.orientationDidChangeNotification // expect: ORI-716
        #else
        let name = NSNotification.Name.UIDeviceOrientationDidChange
        #endif
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: name, object: nil)
    }

    func observeAgain() {
        #if swift(<4.2)
        let name = NSNotification.Name.UIDeviceOrientationDidChange
        #else
        let name = UIDevice.orientationDidChangeNotification // expect: ORI-716
        #endif
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: name, object: nil)
    }

    @objc private func changed() {}
}
