import Foundation
import OrientationCore

/// The scenario of a plan: the device and app it was written for, the
/// screens to build, the extra windows and the steps to replay.
public struct PlanScenario: Sendable, Hashable, Decodable {
    /// The scenario's name.
    public var name: String?
    /// The device the predictions are for.
    public var device: PlanDevice
    /// The app: Info.plist orientations, library or plain UIKit.
    public var app: PlanApp
    /// The window's root screen.
    public var root: String
    /// Every screen, by id.
    public var screens: [PlanScreen]
    /// The scene's other windows.
    public var windows: [PlanWindow]
    /// The event steps, in order; step `n` has prediction `n`.
    public var steps: [PlanStep]

    /// The declaration of a screen.
    public func screen(_ id: String) -> PlanScreen? { screens.first { $0.id == id } }
}

/// The device a plan's predictions are for.
public struct PlanDevice: Sendable, Hashable, Decodable {
    /// Phone or pad.
    public var idiom: Idiom
    /// The iOS major version.
    public var os: Int
    /// Whether the device has a home button (rule 4).
    public var homeButton: Bool
    /// The physical orientation at launch.
    public var orientation: DeviceOrientation
    /// Where the scene runs.
    public var environment: SceneEnvironment
    /// Whether the user's rotation lock is on at launch (the scenario's
    /// `device.rotationLock`); plans written before it read `false`.
    public var rotationLock: Bool

    /// Creates a device.
    public init(
        idiom: Idiom, os: Int, homeButton: Bool, orientation: DeviceOrientation, environment: SceneEnvironment,
        rotationLock: Bool = false
    ) {
        self.idiom = idiom
        self.os = os
        self.homeButton = homeButton
        self.orientation = orientation
        self.environment = environment
        self.rotationLock = rotationLock
    }

    /// What the device can show: upside down needs a home button on a phone (rule 4).
    public var deviceMask: InterfaceOrientationMask {
        idiom == .phone && !homeButton && environment != .phoneOnPad ? .allButUpsideDown : .all
    }

    private enum Keys: String, CodingKey { case idiom, os, homeButton, orientation, environment, rotationLock }

    /// Decodes a device from a plan.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        idiom = try c.named(Idiom.self, .idiom, "idiom")
        os = try c.decode(Int.self, forKey: .os)
        homeButton = try c.decode(Bool.self, forKey: .homeButton)
        orientation = try c.deviceOrientation(.orientation)
        environment = try c.named(SceneEnvironment.self, .environment, "environment")
        rotationLock = try c.decodeIfPresent(Bool.self, forKey: .rotationLock) ?? false
    }
}

/// The app of a plan.
public struct PlanApp: Sendable, Hashable, Decodable {
    /// Info.plist `UISupportedInterfaceOrientations`; `nil` for the idiom's default.
    public var supported: InterfaceOrientationMask?
    /// Info.plist `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool
    /// True: the library answers UIKit; false: plain UIKit.
    public var library: Bool
    /// The SDK the app links, `nil` for the device's version.
    public var sdk: Int?
    /// Which delegate answers UIKit's question.
    public var authority: OrientationAuthority
    /// Whether the app tells the library when the rotation lock changes (the
    /// scenario's `app.reportsRotationLock`); plans written before it read `false`.
    public var reportsRotationLock: Bool

    /// The mask a plain app's Info.plist gives on an idiom: the declared
    /// list, else the idiom's default (rule 14).
    public func infoPlistMask(on idiom: Idiom) -> InterfaceOrientationMask {
        supported ?? idiom.defaultMask
    }

    private enum Keys: String, CodingKey {
        case supported, requiresFullScreen, library, sdk, authority, reportsRotationLock
    }

    /// Decodes an app from a plan.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        supported = try c.optionalMask(.supported)
        requiresFullScreen = try c.decode(Bool.self, forKey: .requiresFullScreen)
        library = try c.decode(Bool.self, forKey: .library)
        sdk = try c.decodeIfPresent(Int.self, forKey: .sdk)
        authority = try c.named(OrientationAuthority.self, .authority, "authority")
        reportsRotationLock = try c.decodeIfPresent(Bool.self, forKey: .reportsRotationLock) ?? false
    }
}

/// What the app's bundle must declare for a plan to hold: UIKit reads it
/// from Info.plist at launch.
public struct PlanRequirements: Sendable, Hashable, Decodable {
    /// `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool
    /// The scenario's `UISupportedInterfaceOrientations`, `nil` when it declares none.
    public var infoPlistOrientations: InterfaceOrientationMask?

    private enum Keys: String, CodingKey { case requiresFullScreen, infoPlistOrientations }

    /// Decodes requirements.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        requiresFullScreen = try c.decode(Bool.self, forKey: .requiresFullScreen)
        infoPlistOrientations = try c.optionalMask(.infoPlistOrientations)
    }
}
