/// A function, method or computed property of the app and the lines it spans: a finding on
/// one of those lines is inside it, and the function is then an orientation helper whose
/// calls depend on that finding (``ProjectResolver/helperCalls()``).
struct FunctionSpan: Sendable, Hashable {
    /// The name (Objective-C: the first selector part) and the declaring type.
    var key: FunctionKey
    /// Objective-C: the whole selector (`updateLayout:animated:`), told apart from
    /// `updateLayout`; `nil` in Swift, where ``FunctionKey/labels`` tell calls apart.
    var selector: String?
    /// The line of the name and the last line of the body.
    var firstLine: Int
    var lastLine: Int
    /// A computed property: read, not called.
    var isProperty = false
    /// A Swift `override` (UIKit calls it, the app rarely does), `init`, or a property's accessor:
    /// its findings make no helper.
    var isPlumbing: Bool
    var position: SourcePosition
    /// Swift: returns a view (`-> some View`), as a modifier an `extension View` declares does.
    var returnsView = false

    /// Whether the span holds a line.
    func contains(line: Int) -> Bool { firstLine <= line && line <= lastLine }
}

/// A call by name of what may be one of the app's own functions (`updateLayout()`,
/// `[self enterFullscreen]`, `playerView.rotate(to: .landscapeLeft)`).
struct PlainCall: Sendable, Hashable {
    var name: String
    /// The receiver as written; `nil` for none, `self` or `Self`.
    var base: String?
    /// Objective-C: the class the file declares the receiver with (`SGMotionSensor *sensor;` for `self.sensor`).
    var receiverClass: String?
    /// Swift: the argument labels (`_` for none), trailing closures left out.
    /// Objective-C: `nil`, the selector says it.
    var labels: [String]?
    /// Objective-C: the whole selector of the message.
    var selector: String?
    /// The type whose method makes the call, and that method.
    var enclosingType: String?
    var function: FunctionKey?
    var position: SourcePosition
    /// Swift: the labels (`_` for none) of the arguments that pass the angle of an orientation
    /// (`initialRotationAngle: cameraOrientation.rotateAngle`), for ``ParameterTurn``.
    var orientationAngleLabels: [String] = []
}

/// A Swift view turned by an angle its function takes as a parameter (`func show(in:initialRotationAngle:)` sets
/// `transform = CGAffineTransform(rotationAngle: initialRotationAngle)`): a fake rotation when a call passes the
/// angle of an orientation (``ProjectResolver/withParameterTurns(_:)``).
struct ParameterTurn: Sendable, Hashable {
    /// The function that takes the angle.
    var function: FunctionKey
    /// The parameter's argument label (`_` for none).
    var label: String
    /// The rotation.
    var position: SourcePosition
}
