import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 114 to 116 showed (ijkPlayer's player view and its delegate), and what they recalled
/// of earlier sets (the `AppUtility.lockOrientation` recipe of sets 27, 51 and 113).
@Suite struct HeldOut114To116PatternTests {
    /// The overload that locks and rotates passes its mask on to the lock helper of its own name: that call is a
    /// write of the lock, in Swift (told apart by its labels) and in Objective-C (by its whole selector).
    @Test func anOverloadPassingItsMaskOnWritesTheLock() throws {
        try PatternScan("ForwardingOverload").expectOnlyTheMarkers()
        try PatternScan("ForwardingOverloadObjC").expectOnlyTheMarkers()
    }

    /// A message to the object's own delegate (`[self.delegate playerViewClosed:self]`, `[_delegate …]`) is no
    /// call of the delegate's orientation code, which is reported where it is written; a message to `self` is.
    @Test func aMessageToTheDelegateIsNoHelperCall() throws {
        try PatternScan("DelegateMessage").expectOnlyTheMarkers()
    }
}
