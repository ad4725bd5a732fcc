import UIKit

// A helper that asks the application for the app delegate's answer (QRCodeReader, held-out set 42): each call
// of it is a call of the app's helper (ORI-734), as for the device's orientation it also reads.
final class ReaderView: UIView {
    func setNeedsUpdateOrientation() {
        let application = UIApplication.shared
        let supported = application.supportedInterfaceOrientations(for: application.windows.first) // expect: ORI-737
        isHidden = supported == .portrait
    }

    func readerDidStartScanning() {
        setNeedsUpdateOrientation() // expect: caller
    }
}
