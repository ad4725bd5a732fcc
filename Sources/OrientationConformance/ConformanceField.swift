import Foundation
import OrientationCore

/// A field a device observes after each step and ``ConformanceComparison``
/// checks against the plan's prediction.
public enum ConformanceField: String, Sendable, Hashable, CaseIterable, Codable {
    /// The scene's interface orientation (`effectiveGeometry` from iOS 16).
    case orientation
    /// The topmost visible screen.
    case visible
    /// `UIDevice.orientation`.
    case device
    /// The view controller UIKit asked (plain mode: the app's classes record it).
    case owner
    /// The effective mask: the answers UIKit was given, intersected (plain mode).
    case supported
    /// The app's answer to UIKit's question.
    case answer
    /// The library's deciding screen (library mode).
    case deciding
    /// `effectiveGeometry.isInterfaceOrientationLocked` (iOS 26+).
    case orientationLocked
    /// Whether UIKit raised, and why.
    case exception
    /// The library's diagnostic codes and `UISceneErrorDomain` errors.
    case diagnostics

    /// The prediction's value of this field.
    public func predicted(by prediction: PlanPrediction) -> ObservedValue {
        switch self {
        case .orientation: .text(prediction.orientation.name)
        case .visible: prediction.visible.map(ObservedValue.text) ?? .null
        case .device: .text(prediction.device.name)
        case .owner: prediction.owner.map(ObservedValue.text) ?? .null
        case .supported: .names(prediction.supported.names)
        case .answer: .names(prediction.answer.names)
        case .deciding: prediction.deciding.map(ObservedValue.text) ?? .null
        case .orientationLocked: .flag(prediction.orientationLocked)
        case .exception: prediction.exception.map(ObservedValue.text) ?? .null
        case .diagnostics: .names(DiagnosticCodes.codes(in: prediction.diagnostics))
        }
    }

    /// Whether an observed value agrees with the predicted one: names and
    /// flags must be equal, masks equal as sets, an exception must be
    /// raised for the same reason (rule 17 or 18), and every predicted
    /// diagnostic code must be observed (the device may report more).
    public func agrees(predicted: ObservedValue, observed: ObservedValue) -> Bool {
        switch self {
        case .supported, .answer:
            return Set(predicted.names ?? []) == Set(observed.names ?? [])
        case .diagnostics:
            return Set(predicted.names ?? []).isSubset(of: Set(observed.names ?? []))
        case .exception:
            switch (predicted, observed) {
            case (.null, .null): return true
            case (.text(let expected), .text(let found)):
                let kind = ExceptionKind(reason: found)
                return kind == .unknown || kind == ExceptionKind(reason: expected)
            default: return false
            }
        default:
            return predicted == observed
        }
    }

    /// The key of the plan's `rules` object that explains this field, or
    /// `nil` when no UIKit rule does (see ``explanationWithoutRules``).
    public var rulesKey: String? {
        switch self {
        case .orientation: "orientation"
        case .device: "device"
        case .owner: "owner"
        case .supported: "supported"
        case .answer: "answer"
        case .orientationLocked: "orientationLocked"
        case .exception: "exception"
        case .visible, .deciding, .diagnostics: nil
        }
    }

    /// What a mismatch of a field no UIKit rule explains points at.
    public var explanationWithoutRules: String {
        switch self {
        case .visible: "the replay: the device could not carry out the step as the model did"
        case .deciding, .diagnostics: "the library's choice rules (docs/UIKit.md), not a UIKit rule"
        default: "no rule recorded"
        }
    }
}

/// Why UIKit raised `UIApplicationInvalidInterfaceOrientation`, from its reason text.
public enum ExceptionKind: String, Sendable, Hashable {
    /// Rule 17: the owner and the app share no orientation.
    case noCommonOrientation
    /// Rule 18: the preferred orientation for presentation is not supported.
    case preferredNotSupported
    /// Another reason, or none known.
    case unknown

    /// Classifies a reason text.
    public init(reason: String) {
        if reason.contains("no common orientation") {
            self = .noCommonOrientation
        } else if reason.contains("preferredInterfaceOrientationForPresentation") {
            self = .preferredNotSupported
        } else {
            self = .unknown
        }
    }
}

/// The codes in diagnostic texts: the library's `ORI-123` and UIKit's
/// `UISceneErrorDomain 101`.
public enum DiagnosticCodes {
    /// Every code found, in order of appearance, without repeats.
    public static func codes(in texts: [String]) -> [String] {
        var found: [String] = []
        for text in texts {
            for code in codes(in: text) where !found.contains(code) { found.append(code) }
        }
        return found
    }

    /// The codes in one text.
    public static func codes(in text: String) -> [String] {
        var found: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if let code = libraryCode(characters, at: index) ?? sceneErrorCode(characters, at: index) {
                found.append(code)
                index += code.count
            } else {
                index += 1
            }
        }
        return found
    }

    private static func digits(_ characters: [Character], from start: Int) -> String {
        var end = start
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        return String(characters[start..<end])
    }

    private static func libraryCode(_ characters: [Character], at index: Int) -> String? {
        let prefix = Array("ORI-")
        guard index + prefix.count < characters.count, Array(characters[index..<index + prefix.count]) == prefix
        else { return nil }
        let number = digits(characters, from: index + prefix.count)
        return number.count == 3 ? "ORI-" + number : nil
    }

    private static func sceneErrorCode(_ characters: [Character], at index: Int) -> String? {
        let prefix = Array("UISceneErrorDomain ")
        guard index + prefix.count < characters.count, Array(characters[index..<index + prefix.count]) == prefix
        else { return nil }
        let number = digits(characters, from: index + prefix.count)
        return number.isEmpty ? nil : "UISceneErrorDomain " + number
    }
}
