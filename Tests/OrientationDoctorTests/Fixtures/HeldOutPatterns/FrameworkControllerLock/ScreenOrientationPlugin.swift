import UIKit

// The plugin's JavaScript methods call the implementation it holds (`private let implementation =
// ScreenOrientation()`): each call of its lock helper is a lock write, through a receiver named for nothing.
public class ScreenOrientationPlugin: NSObject {
    private let implementation = ScreenOrientation()
    private let history = LockHistory()

    @objc public func lock(_ orientation: Int) {
        implementation.lock(orientation) // expect: ORI-707
        history.lock(orientation)
    }
}

final class LockHistory {
    var entries: [Int] = []

    func lock(_ orientation: Int) {
        entries.append(orientation)
    }
}
