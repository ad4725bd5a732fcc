import Foundation
import Testing

@testable import OrientationDoctor

/// The patterns the doctor missed on its second held-out apps (Moonlight,
/// Swiftfin, Pocket Casts), each as a rule on a fixture of its own
/// (`Fixtures/HeldOutPatterns/<pattern>`): what is marked is found, and
/// nothing else is.
@Suite struct HeldOut2PatternTests {
    /// A window from the app's own factory (Pocket Casts's `SceneHelper.newMainScreenWindow()`):
    /// the call that gives it a root answering for orientation is reported, and so are the
    /// factory's creations; a toast from the same factory and a lookup of the key window are not.
    @Test func aWindowFromAFactoryIsJudgedWhereItIsCalled() throws {
        let scan = PatternScan("WindowFactory")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("Picker.swift", "window = WindowMaker.newOverlayWindow()") == ["ORI-717"])
        #expect(scan.at("WindowMaker.swift", "return UIWindow(windowScene: scene)") == ["ORI-717"])
        #expect(scan.at("Overlays.swift", "let window = WindowMaker.keyWindow()").isEmpty)
    }

    /// A window assigned to a property named `window` is the main window, unless the code raises
    /// it above the normal level (`windowLevel = .alert`): then it is an overlay.
    @Test func aRaisedWindowIsNeverTheMainWindow() throws {
        let scan = PatternScan("WindowFactory")
        #expect(scan.at("Overlays.swift", "window = UIWindow(frame: UIScreen.main.bounds)") == ["ORI-717"])
    }

    /// A window raised above the main one, given a root and made key is a screen of its own (Pocket
    /// Casts's feature tour): its root decides while it is on top, overriding or not. A toast shown
    /// with `isHidden = false` from the same factory stays out of the key window's way and is left alone.
    @Test func aRaisedKeyWindowWithARootIsAScreen() throws {
        let scan = PatternScan("WindowFactory")
        let windows = scan.findings.filter { $0.code == "ORI-717" && $0.file.hasSuffix("Overlays.swift") }
        #expect(windows.count == 2, "\(windows.map(\.line))")
        #expect(scan.at("Overlays.swift", "window?.rootViewController = TourViewController()").isEmpty)
        #expect(scan.at("Overlays.swift", "window?.rootViewController = ToastViewController()").isEmpty)
    }

    /// The function a swizzle puts in place of an orientation method answers for every controller
    /// (Swiftfin's `swizzled_supportedInterfaceOrientations`): reported at its declaration, beside
    /// the swizzle; a function returning a mask that nothing swizzles in is not.
    @Test func aSwizzledReplacementIsReported() throws {
        let scan = PatternScan("SwizzledReplacement")
        try scan.expectOnlyTheMarkers()
        #expect(
            scan.at("UIViewController+Swizzling.swift", "func swizzled_supportedInterfaceOrientations") == ["ORI-720"])
        #expect(scan.at("PresentationSwizzle.swift", "func maskForWideScreens").isEmpty)
    }

    /// A `View` modifier built on an orientation preference key is reported at its declaration
    /// (as an override is), not at the `preference(key:)` line inside it (Swiftfin's `supportedOrientations(_:)`).
    @Test func aPreferenceModifierIsReportedAtItsDeclaration() throws {
        let scan = PatternScan("PreferenceModifier")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("SupportedOrientationsKey.swift", "preference(key: SupportedOrientationsKey.self").isEmpty)
    }

    /// An initializer that passes its own lock parameter on (`setup(portraitOnly: portraitOnly)`) is
    /// part of the lock's API: the caller that gives the argument a value is the write (Pocket Casts's
    /// `OptionsPicker(…, portraitOnly: false)`), not the forwarding line; a call that leaves the default is none.
    @Test func anArgumentGivenToALockParameterIsTheWrite() throws {
        let scan = PatternScan("LockArgument")
        try scan.expectOnlyTheMarkers()
        #expect(scan.at("Picker.swift", "setup(title: title, portraitOnly: portraitOnly)").isEmpty)
        #expect(scan.at("VideoScreen.swift", "Picker(title: \"Share\")").isEmpty)
    }

    /// A class named like its superclass from another module (Delta's
    /// `GameViewController: DeltaCore.GameViewController`) is a view controller like any other:
    /// its overrides, its lock and the lock's writers are reported (held-out set 3).
    @Test func aSuperclassNamedLikeItsSubclassIsAnotherModules() throws {
        let scan = PatternScan("QualifiedSuperclass")
        try scan.expectOnlyTheMarkers()
        #expect(
            scan.at("EmulatorScreen.swift", "var supportedInterfaceOrientations: UIInterfaceOrientationMask = .all")
                .isEmpty)
    }
}
