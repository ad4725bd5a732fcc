import UIKit

/// The same lock held by a shared Swift object: the container answers from it, it forwards to no child.
final class RotationStore {
    static let shared = RotationStore()
    var supportedInterfaceOrientations: UIInterfaceOrientationMask = .portrait // expect: ORI-706
}

final class PlayerNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: ORI-701
        RotationStore.shared.supportedInterfaceOrientations
    }
}
