import UIKit

final class OrientationInfo: ObservableObject {
    @Published var isLandscape = false
    private var _observer: NSObjectProtocol?

    init() {
        _observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { [unowned self] _ in // expect: ORI-716
            self.isLandscape = UIDevice.current.orientation.isLandscape // expect: ORI-719
        }
    }

    deinit {
        if let observer = _observer {
            NotificationCenter.default.removeObserver(observer) // expect: ORI-716
        }
    }
}

final class KeyboardWatcher {
    private var keyboardObserver: NSObjectProtocol?

    init() {
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in }
    }

    deinit {
        if let observer = keyboardObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}
