import Testing

@testable import OrientationDoctor

/// Patterns of this stop: what the development sets still missed (ZFPlayer's lock declarations, set 32) and what
/// the blind sets 124 to 126 showed.
@Suite struct HeldOut124To126PatternTests {
    /// A property named for the rotation lock that the project sets through a receiver is declared as the lock
    /// (ORI-706) where its class keeps it; not where a class passes it on through its own setter, nor an option
    /// named like UIKit's member, nor one nobody sets or of a type no lock has.
    @Test func theDeclarationOfALockSetByNameIsTheLock() throws {
        try PatternScan("NamedLockDeclarations").expectOnlyTheMarkers()
    }

    /// Objective-C keeps a lock in the user defaults too: a key the hook or an orientation override reads, or a
    /// flag (`boolForKey:`) a method reading the device's orientation tests, is the lock, and each `setBool:…
    /// forKey:` or `removeObjectForKey:` of it through the defaults writes it; a number read there is a layout option.
    @Test func aDefaultsFlagAnObjectiveCDeviceHandlerTestsIsALock() throws {
        try PatternScan("DefaultsFlagLockObjC").expectOnlyTheMarkers()
    }
}
