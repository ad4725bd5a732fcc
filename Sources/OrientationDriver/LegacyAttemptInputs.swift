import OrientationCore

/// What `attemptRotationToDeviceOrientation()` re-tests (rule 22): the
/// device's orientation against the answer, from what the scene shows. Two
/// attempts in one turn with the same inputs find the same; the second is
/// left out.
struct LegacyAttemptInputs: Equatable {
    var device: DeviceOrientation
    var shown: InterfaceOrientation?
    var answer: InterfaceOrientationMask
}
