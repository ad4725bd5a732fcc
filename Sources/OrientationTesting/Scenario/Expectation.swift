/// What an `expect` step checks; `nil` fields are not checked.
public struct Expectation: Sendable, Hashable {
    /// The interface orientation.
    public var orientation: InterfaceOrientation?
    /// The topmost visible screen.
    public var visible: String?
    /// The effective supported mask (compared as a set).
    public var supported: InterfaceOrientationMask?
    /// The deciding screen.
    public var deciding: String?
    /// The UIKit exception at the previous step.
    public var exception: ExceptionExpectation?
    /// The diagnostic codes of the previous step.
    public var diagnostic: DiagnosticExpectation?
    /// How many calls the driver (or, in plain mode, the app) made into
    /// UIKit at the previous step.
    public var calls: Int?
    /// Library mode: how the rotation the app asked for at the previous
    /// step (a `rotate` step) ended, or `pending` while it waits.
    public var outcome: ExpectedRotationOutcome?

    /// Creates an expectation.
    public init(
        orientation: InterfaceOrientation? = nil, visible: String? = nil,
        supported: InterfaceOrientationMask? = nil, deciding: String? = nil,
        exception: ExceptionExpectation? = nil, diagnostic: DiagnosticExpectation? = nil,
        calls: Int? = nil, outcome: ExpectedRotationOutcome? = nil
    ) {
        self.calls = calls
        self.outcome = outcome
        self.orientation = orientation
        self.visible = visible
        self.supported = supported
        self.deciding = deciding
        self.exception = exception
        self.diagnostic = diagnostic
    }
}

/// The diagnostics an `expect` step anticipates (`diagnostic:`).
public enum DiagnosticExpectation: Sendable, Hashable {
    /// The step carries no diagnostic code at all (model notes without a
    /// code do not count).
    case none
    /// The step carries each of these codes, and possibly others.
    case including([OrientationDiagnosticCode])
}

/// The exception an `expect` step anticipates.
public enum ExceptionExpectation: Sendable, Hashable {
    /// UIKit raised nothing.
    case none
    /// UIKit raised, with a reason containing this text.
    case containing(String)
}
