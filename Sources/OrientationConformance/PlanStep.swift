import Foundation
import OrientationCore

/// One event step of a plan.
public struct PlanStep: Sendable, Hashable, Decodable {
    /// Its index: the index of its prediction (the launch is 0, steps start at 1).
    public var index: Int
    /// Its line in the scenario file.
    public var line: Int
    /// What happens.
    public var action: PlanAction

    private enum Keys: String, CodingKey {
        case index, line, action, orientation, screen, style, tab, policy, classOverrides, window, phase, on
    }

    /// Decodes a step.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        index = try c.decode(Int.self, forKey: .index)
        line = try c.decodeIfPresent(Int.self, forKey: .line) ?? 0
        let name = try c.decode(String.self, forKey: .action)
        switch name {
        case "rotateDevice": action = .rotateDevice(try c.deviceOrientation(.orientation))
        case "push": action = .push(try c.decode(String.self, forKey: .screen))
        case "present":
            let styleName = try c.decode(String.self, forKey: .style)
            guard let style = PresentationStyle(name: styleName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .style, in: c, debugDescription: "unknown presentation style '\(styleName)'")
            }
            action = .present(try c.decode(String.self, forKey: .screen), style: style)
        case "dismiss": action = .dismiss
        case "pop": action = .pop
        case "selectTab": action = .selectTab(try c.decode(Int.self, forKey: .tab))
        case "setPolicy":
            action = .setPolicy(
                screen: try c.decode(String.self, forKey: .screen),
                policy: try c.decodeIfPresent(PlanPolicy.self, forKey: .policy),
                classOverrides: try c.decodeIfPresent(PlanOverrides.self, forKey: .classOverrides))
        case "rotate": action = .rotate(try c.interfaceOrientation(.orientation))
        case "background": action = .background
        case "foreground": action = .foreground
        case "showWindow": action = .showWindow(try c.decode(String.self, forKey: .window))
        case "hideWindow": action = .hideWindow(try c.decode(String.self, forKey: .window))
        case "interactivePop": action = .interactivePop(try c.named(GesturePhase.self, .phase, "gesture phase"))
        case "interactiveDismiss": action = .interactiveDismiss(try c.named(GesturePhase.self, .phase, "gesture phase"))
        case "resize": action = .resize
        case "fold": action = .fold
        case "unfold": action = .unfold
        case "rotationLock": action = .rotationLock(try c.decode(Bool.self, forKey: .on))
        default:
            throw DecodingError.dataCorruptedError(forKey: .action, in: c, debugDescription: "unknown action '\(name)'")
        }
    }
}

/// What a step does, with its arguments (the scenario file's steps).
public enum PlanAction: Sendable, Hashable {
    /// The person turns the device.
    case rotateDevice(DeviceOrientation)
    /// Push onto the topmost visible navigation controller.
    case push(String)
    /// Present from the topmost visible screen.
    case present(String, style: PresentationStyle)
    /// Dismiss the topmost presented screen.
    case dismiss
    /// Pop the topmost visible navigation controller.
    case pop
    /// Select a tab of the nearest visible tab bar.
    case selectTab(Int)
    /// The app changes a screen's policy; in plain mode its class then
    /// answers ``PlanOverrides`` (`nil`: UIKit's defaults).
    case setPolicy(screen: String, policy: PlanPolicy?, classOverrides: PlanOverrides?)
    /// The app asks for a rotation.
    case rotate(InterfaceOrientation)
    /// The app goes to the background.
    case background
    /// The app comes back.
    case foreground
    /// An extra window is shown.
    case showWindow(String)
    /// An extra window is hidden.
    case hideWindow(String)
    /// The person swipes back.
    case interactivePop(GesturePhase)
    /// The person swipes a sheet down.
    case interactiveDismiss(GesturePhase)
    /// The person resizes the scene.
    case resize
    /// The person folds a foldable iPhone.
    case fold
    /// The person unfolds a foldable iPhone.
    case unfold
    /// The person turns the rotation lock on (`true`) or off in Control Center.
    case rotationLock(Bool)

    /// The action's name as plans spell it.
    public var name: String {
        switch self {
        case .rotateDevice: "rotateDevice"
        case .push: "push"
        case .present: "present"
        case .dismiss: "dismiss"
        case .pop: "pop"
        case .selectTab: "selectTab"
        case .setPolicy: "setPolicy"
        case .rotate: "rotate"
        case .background: "background"
        case .foreground: "foreground"
        case .showWindow: "showWindow"
        case .hideWindow: "hideWindow"
        case .interactivePop: "interactivePop"
        case .interactiveDismiss: "interactiveDismiss"
        case .resize: "resize"
        case .fold: "fold"
        case .unfold: "unfold"
        case .rotationLock: "rotationLock"
        }
    }
}

/// A phase of an interactive pop or dismissal.
public enum GesturePhase: String, Sendable, Hashable, CaseIterable {
    /// The finger goes down and drags.
    case begin
    /// The finger lifts past the threshold: the transition completes.
    case finish
    /// The finger lifts short of it: the transition rolls back.
    case cancel
}
