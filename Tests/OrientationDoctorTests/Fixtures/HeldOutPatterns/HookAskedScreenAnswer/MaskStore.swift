import UIKit

/// A manager's getter the hook calls: its lock, not a screen's answer.
final class MaskStore {
    static let shared = MaskStore()
    private let fallback: UIInterfaceOrientationMask = .portrait

    func currentMask() -> UIInterfaceOrientationMask { fallback }
}
