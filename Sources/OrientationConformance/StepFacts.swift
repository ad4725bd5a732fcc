import Foundation
import OrientationCore

/// What the app read from UIKit (and the library) after a step, before it
/// becomes an observed step's fields.
public struct StepFacts: Sendable, Hashable {
    /// The scene's interface orientation.
    public var orientation: InterfaceOrientation
    /// The topmost visible plan screen.
    public var visible: String?
    /// `UIDevice.orientation`.
    public var device: DeviceOrientation
    /// The last answer the app gave UIKit's question, `nil` when UIKit never asked.
    public var answer: InterfaceOrientationMask?
    /// Plain mode: the plan screen whose `supportedInterfaceOrientations`
    /// UIKit called last, and what it answered.
    public var lastAsked: (screen: String, answer: InterfaceOrientationMask)?
    /// Library mode: the library's deciding screen.
    public var deciding: String?
    /// iOS 26+: `effectiveGeometry.isInterfaceOrientationLocked`.
    public var orientationLocked: Bool?
    /// The library's diagnostics since the last step, as text.
    public var diagnostics: [String]
    /// Errors passed to geometry request handlers since the last step (`UISceneErrorDomain 101`).
    public var geometryErrors: [String]

    /// Creates facts.
    public init(
        orientation: InterfaceOrientation, visible: String?, device: DeviceOrientation,
        answer: InterfaceOrientationMask?, lastAsked: (screen: String, answer: InterfaceOrientationMask)? = nil,
        deciding: String? = nil, orientationLocked: Bool? = nil, diagnostics: [String] = [],
        geometryErrors: [String] = []
    ) {
        self.orientation = orientation
        self.visible = visible
        self.device = device
        self.answer = answer
        self.lastAsked = lastAsked
        self.deciding = deciding
        self.orientationLocked = orientationLocked
        self.diagnostics = diagnostics
        self.geometryErrors = geometryErrors
    }

    /// The observed fields. Plain mode observes the owner (the screen
    /// UIKit asked last: only the plan's classes can tell) and the
    /// effective mask (the answers UIKit was given, intersected, within
    /// what the device can show); library mode observes the deciding
    /// screen instead. UIKit did not raise: `exception` is none.
    public func fields(library: Bool, deviceMask: InterfaceOrientationMask) -> [String: ObservedValue] {
        var fields: [String: ObservedValue] = [
            ConformanceField.orientation.rawValue: .text(orientation.name),
            ConformanceField.visible.rawValue: visible.map(ObservedValue.text) ?? .null,
            ConformanceField.device.rawValue: .text(device.name),
            ConformanceField.exception.rawValue: .null,
            ConformanceField.diagnostics.rawValue: .names(DiagnosticCodes.codes(in: diagnostics + geometryErrors)),
        ]
        if let answer { fields[ConformanceField.answer.rawValue] = .names(answer.names) }
        if let orientationLocked { fields[ConformanceField.orientationLocked.rawValue] = .flag(orientationLocked) }
        if library {
            fields[ConformanceField.deciding.rawValue] = deciding.map(ObservedValue.text) ?? .null
        } else if let lastAsked {
            fields[ConformanceField.owner.rawValue] = .text(lastAsked.screen)
            if let answer {
                let supported = answer.intersection(lastAsked.answer).intersection(deviceMask)
                fields[ConformanceField.supported.rawValue] = .names(supported.names)
            }
        }
        return fields
    }

    /// Compares everything but the tuple by its parts.
    public static func == (lhs: StepFacts, rhs: StepFacts) -> Bool {
        lhs.orientation == rhs.orientation && lhs.visible == rhs.visible && lhs.device == rhs.device
            && lhs.answer == rhs.answer && lhs.lastAsked?.screen == rhs.lastAsked?.screen
            && lhs.lastAsked?.answer == rhs.lastAsked?.answer && lhs.deciding == rhs.deciding
            && lhs.orientationLocked == rhs.orientationLocked && lhs.diagnostics == rhs.diagnostics
            && lhs.geometryErrors == rhs.geometryErrors
    }

    /// Hashes the same parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(orientation)
        hasher.combine(visible)
        hasher.combine(device)
        hasher.combine(answer)
        hasher.combine(lastAsked?.screen)
        hasher.combine(lastAsked?.answer)
        hasher.combine(deciding)
        hasher.combine(orientationLocked)
        hasher.combine(diagnostics)
        hasher.combine(geometryErrors)
    }
}

/// A view controller as the app sees it after a step: its plan id (`nil`
/// for UIKit's own controllers, such as the More list), the children it
/// shows in view order and what it presents.
public struct ScreenNode: Sendable, Hashable {
    /// The plan screen's id, or `nil`.
    public var id: String?
    /// The children shown at once, in view order.
    public var shown: [ScreenNode]
    /// The controller it presents, if any (not being dismissed).
    public var presented: [ScreenNode]

    /// Creates a node; `presented` holds at most one node.
    public init(id: String?, shown: [ScreenNode] = [], presented: ScreenNode? = nil) {
        self.id = id
        self.shown = shown
        self.presented = presented.map { [$0] } ?? []
    }

    /// The topmost visible plan screen, as the model reads it: in the
    /// topmost presented layer, the last screen of its visible path.
    public var topmostVisible: String? {
        if let top = presented.first, let found = top.topmostVisible { return found }
        var last: String?
        var work = [self]
        while let node = work.popLast() {
            if let id = node.id { last = id }
            work += node.shown.reversed()
        }
        return last
    }
}
