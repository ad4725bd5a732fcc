import Testing

@testable import OrientationDoctor

/// Patterns the blind sets of stop 60 left and those of stop 61 showed.
@Suite struct HeldOutStop61PatternTests {
    /// Views turned to follow the device while the interface turns or stays put: a preview layer turned back by the
    /// coordinator's `targetTransform` through the `transform.rotation.z` key path (KSYLive, set 234), and SwiftUI's
    /// `.rotationEffect` fed by an angle a model works out from the device's orientation (SpencersCamera, set 243).
    /// A spinner's key-path turn, a chevron's angle and an image's orientation are none.
    @Test func viewsTurnedToFollowTheDeviceAreSites() throws {
        try PatternScan("FollowingTurns").expectOnlyTheMarkers()
    }

    /// A flag an override reads through a macro that stands for the app's shared object (`#define settingsS
    /// ((SavedSettings *)[SavedSettings sharedInstance])`, then `settingsS.isRotationLockEnabled`, iSub, set 246) is
    /// that class's property: the user's lock, and the settings screen's write to it a lock write. The object's other
    /// flags, and another macro's object, are none.
    @Test func aLockReadThroughAnObjectMacroIsTheClasssProperty() throws {
        try PatternScan("ObjectMacroLock").expectOnlyTheMarkers()
    }
}
