import OrientationCore

/// Why a plan cannot run on this device: the conditions its predictions
/// assume (idiom, iOS major version, home button, environment, the rotation
/// lock at the start) that the device cannot meet. A plan with reasons is
/// skipped, not failed: its comparisons would only say that the device is
/// another one (CONFORMANCE-REVIEW finding 1).
public enum PlanApplicability {
    /// The reasons, one per condition the device cannot meet; empty when
    /// the plan can run here. `environment` is the observed scene kind
    /// (``ObservedEnvironment/kind``); `canSetRotationLock` is false where
    /// nothing can turn the user's rotation lock on (a simulator).
    public static func reasons(
        _ device: PlanDevice, on observed: ObservedDevice, environment: String, canSetRotationLock: Bool
    ) -> [String] {
        var reasons: [String] = []
        if device.idiom.rawValue != observed.idiom {
            reasons.append("idiom \(device.idiom.rawValue), this device is \(observed.idiom)")
        }
        if let major = observed.majorVersion, major != device.os {
            reasons.append("iOS \(device.os), this device runs iOS \(major) (make the plan with --os \(major))")
        }
        if let homeButton = observed.homeButton, homeButton != device.homeButton {
            reasons.append(
                "homeButton \(device.homeButton), this device \(homeButton ? "has" : "has no") home button (--home-button \(homeButton ? "yes" : "no"))"
            )
        }
        if let here = ConditionCheck.observedEnvironment(environment), here != device.environment {
            reasons.append("environment \(device.environment.rawValue), this scene is \(here.rawValue)")
        } else if ConditionCheck.observedEnvironment(environment) == nil, device.environment != .fullScreen {
            reasons.append("environment \(device.environment.rawValue), which this scene cannot be told to be")
        }
        if device.rotationLock && !canSetRotationLock {
            reasons.append("starts with the rotation lock on, which nothing can turn on here")
        }
        return reasons
    }
}
