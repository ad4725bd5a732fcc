import UIKit

// A recording library's method that forces portrait before recording. The examples call it through a property or an
// instance variable declared with the library's class, under a name that does not spell the class (`recorder` for
// `RecordAR`); a `prepare` that overrides nothing is the library's, not UIKit's `prepare(for:sender:)`.
@objc public class RecordAR: NSObject {
    @objc public static var lock: UIInterfaceOrientationMask = .portrait // expect: ORI-706

    @objc func prepare(_ configuration: String? = nil) {
        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation") // expect: ORI-709
    }

    // A lock helper whose name says nothing of the lock: its calls through a receiver declared with its class write it.
    @objc func rest() {
        RecordAR.lock = .all // expect: ORI-707
    }
}

final class Session {
    func prepare(_ configuration: String) {}
    func rest() {}
}
