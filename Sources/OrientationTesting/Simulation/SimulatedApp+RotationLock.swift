/// The user's rotation lock (rule 56).
extension SimulatedApp {
    /// The user turns the portrait rotation lock on or off. While it is on,
    /// `UIDevice.orientation` reads portrait and no rotation reaches UIKit or
    /// the library; turning it off reports the physical orientation again.
    /// `tellsLibrary`: the app knows the lock's state (iOS has no API for it;
    /// an app can compare CoreMotion with `UIDevice`) and tells the library,
    /// which then lets a screen's memory win over the portrait report
    /// (choice rule 2).
    @discardableResult
    public func setRotationLock(_ on: Bool, tellsLibrary: Bool = false, line: Int = 0) -> StepRecord {
        step("rotationLock \(on ? "on" : "off")", line: line) {
            guard model.rotationLocked != on else { return }
            let physical = physicalOrientation
            if runShipped({ $0.rotationLockChanged(on, physical: physical, tellsLibrary: tellsLibrary) }) { return }
            if on {
                // The lock holds portrait: UIDevice reports it, as a rotation.
                model.deviceDidRotate(to: .portrait)
                model.rotationLocked = true
            } else {
                model.rotationLocked = false
                model.deviceDidRotate(to: physicalOrientation)
            }
        }
    }

    /// True while the user's rotation lock is on.
    public var isRotationLocked: Bool { model.rotationLocked }
}
