// The lock is the stored state behind the computed answer the hook reads:
// the answer itself holds nothing and is not reported. Not compiled.
import UIKit

final class PlayerOrientationManager {
    static let shared = PlayerOrientationManager()

    private var lockedOrientation: UIInterfaceOrientationMask? // expect: ORI-706
    private(set) var isLocked: Bool = false // expect: ORI-706
    private var registrations: [UUID: UIInterfaceOrientationMask] = [:] // expect: ORI-706
    private var fallback: UIInterfaceOrientationMask // expect: ORI-706
    var lockCount = 0

    init(fallback: UIInterfaceOrientationMask = .allButUpsideDown) {
        self.fallback = fallback
    }

    var supportedOrientations: UIInterfaceOrientationMask {
        if isLocked, let locked = lockedOrientation { return locked }
        return registered ?? fallback
    }

    private var registered: UIInterfaceOrientationMask? {
        registrations.values.first
    }

    func lock(to mask: UIInterfaceOrientationMask) {
        lockedOrientation = mask // expect: ORI-707
        isLocked = true // expect: ORI-707
        lockCount += 1
    }

    func unlock() {
        isLocked = false // expect: ORI-707
    }

    func register(mask: UIInterfaceOrientationMask, id: UUID) {
        registrations[id] = mask // expect: ORI-707
    }
}
