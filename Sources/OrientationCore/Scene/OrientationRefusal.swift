/// An observable event for an app to log or show: a screen wanted an
/// orientation and the platform would not give it ("this screen wanted
/// landscape; this environment does not allow it"). Each refusal also
/// carries the diagnostic with its stable code. The engine never throws and
/// never fails silently: every refusal it notices becomes one of these.
public struct OrientationRefusal: Sendable, Hashable, CustomStringConvertible {
    /// Why the orientation was not given.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// The scene's environment ignores supported orientations
        /// (`ORI-401` on iPad multitasking, `ORI-410` elsewhere).
        case environmentIgnoresOrientations
        /// The system refused a geometry request (`ORI-402`, `ORI-403`).
        case geometryRequestDenied
        /// The scene did not hold the orientation lock preference (`ORI-412`).
        case orientationLockNotHeld
        /// The system accepted a rotation request but the scene settled
        /// elsewhere or never moved (`ORI-413`).
        case requestNotCarriedOut
    }

    /// Why.
    public var reason: Reason
    /// The deciding screen, if any.
    public var screen: ScreenID?
    /// What the screen wanted: its policy's orientations, or the requested one.
    public var wanted: InterfaceOrientationMask
    /// What the scene shows instead, when known.
    public var shown: InterfaceOrientation?
    /// The scene's conditions when it happened.
    public var scene: SceneConditions
    /// The diagnostic recorded for it.
    public var diagnostic: OrientationDiagnostic

    /// Creates a refusal.
    public init(
        reason: Reason, screen: ScreenID?, wanted: InterfaceOrientationMask, shown: InterfaceOrientation?,
        scene: SceneConditions, diagnostic: OrientationDiagnostic
    ) {
        self.reason = reason
        self.screen = screen
        self.wanted = wanted
        self.shown = shown
        self.scene = scene
        self.diagnostic = diagnostic
    }

    /// One line: "player wanted [landscapeRight]; iPhone Mirroring after a
    /// resize shows portrait (ORI-410)".
    public var description: String {
        let who = screen?.description ?? "the app"
        let what = shown.map { " shows \($0)" } ?? " did not allow it"
        return "\(who) wanted \(wanted); \(scene)\(what) (\(diagnostic.code.rawValue))"
    }
}
