import Foundation

/// What a device did while replaying a plan: the observation file the
/// ConformanceApp exports and `orientation compare` reads.
public struct Observation: Sendable, Hashable, Codable {
    /// The `format` value of an observation.
    public static let formatName = "swift-orientation conformance observation"
    /// The schema version written and understood.
    public static let currentSchemaVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// ``currentSchemaVersion``.
    public var schemaVersion: Int
    /// The plan replayed.
    public var plan: PlanReference
    /// The device it ran on.
    public var device: ObservedDevice
    /// Where the app's scene ran.
    public var environment: ObservedEnvironment
    /// The app's build and how the run was started.
    public var app: ObservedApp
    /// One entry per plan step, the launch (0) first.
    public var steps: [ObservedStep]
    /// The UIKit exception that ended the run, if any.
    public var crash: CrashRecord?

    /// Creates an observation.
    public init(
        plan: PlanReference, device: ObservedDevice, environment: ObservedEnvironment, app: ObservedApp,
        steps: [ObservedStep] = [], crash: CrashRecord? = nil
    ) {
        format = Self.formatName
        schemaVersion = Self.currentSchemaVersion
        self.plan = plan
        self.device = device
        self.environment = environment
        self.app = app
        self.steps = steps
        self.crash = crash
    }

    /// The observation as pretty-printed JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// Which plan an observation replayed.
public struct PlanReference: Sendable, Hashable, Codable {
    /// The plan's display name.
    public var name: String
    /// The scenario file the plan was made from.
    public var source: String?
    /// ``PlanFingerprint`` of the plan file's bytes.
    public var fingerprint: String

    /// Creates a reference.
    public init(name: String, source: String?, fingerprint: String) {
        self.name = name
        self.source = source
        self.fingerprint = fingerprint
    }
}

/// The device an observation was made on.
public struct ObservedDevice: Sendable, Hashable, Codable {
    /// The hardware model (`iPhone15,2`; on a simulator, the simulated model).
    public var model: String
    /// `UIDevice.systemName`.
    public var systemName: String
    /// `UIDevice.systemVersion` (`17.5.1`).
    public var systemVersion: String
    /// The OS build (`21F90`).
    public var build: String?
    /// `phone` or `pad` (the app's idiom).
    public var idiom: String
    /// Whether the device has a home button, as far as the app can tell; `nil` when not known.
    public var homeButton: Bool?
    /// True on a simulator.
    public var simulator: Bool

    /// Creates a device.
    public init(
        model: String, systemName: String, systemVersion: String, build: String?, idiom: String,
        homeButton: Bool?, simulator: Bool
    ) {
        self.model = model
        self.systemName = systemName
        self.systemVersion = systemVersion
        self.build = build
        self.idiom = idiom
        self.homeButton = homeButton
        self.simulator = simulator
    }

    /// The major version of ``systemVersion``, or `nil`.
    public var majorVersion: Int? { systemVersion.split(separator: ".").first.flatMap { Int($0) } }
}

/// Where the app's scene ran.
public struct ObservedEnvironment: Sendable, Hashable, Codable {
    /// `fullScreen`, `splitView`, `slideOver`, `stageManager`, `phoneOnPad`,
    /// `resizable` or `unknown`.
    public var kind: String
    /// True when the scene reported size restrictions (a resizable window).
    public var resizable: Bool?
    /// The scene's size in points, width then height, at the start.
    public var sceneSize: [Double]?
    /// The screen's size in points.
    public var screenSize: [Double]?

    /// Creates an environment.
    public init(kind: String, resizable: Bool? = nil, sceneSize: [Double]? = nil, screenSize: [Double]? = nil) {
        self.kind = kind
        self.resizable = resizable
        self.sceneSize = sceneSize
        self.screenSize = screenSize
    }
}

/// The app build that made an observation and how the run started.
public struct ObservedApp: Sendable, Hashable, Codable {
    /// True when the library answered UIKit (the plan's mode).
    public var library: Bool
    /// The bundle's `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool
    /// The bundle's Info.plist orientations for the running idiom.
    public var infoPlistOrientations: [String]
    /// True when the plan's screens were the app's first window at launch;
    /// false when they replaced the plan list during a session.
    public var startedAtLaunch: Bool
    /// True when a UI test drove the run.
    public var unattended: Bool

    /// Creates an app record.
    public init(
        library: Bool, requiresFullScreen: Bool, infoPlistOrientations: [String], startedAtLaunch: Bool,
        unattended: Bool
    ) {
        self.library = library
        self.requiresFullScreen = requiresFullScreen
        self.infoPlistOrientations = infoPlistOrientations
        self.startedAtLaunch = startedAtLaunch
        self.unattended = unattended
    }
}

/// A UIKit exception that ended a run: written by the app just before it
/// died, reported at the next launch.
public struct CrashRecord: Sendable, Hashable, Codable {
    /// The step being replayed when UIKit raised.
    public var step: Int
    /// The exception's name (`UIApplicationInvalidInterfaceOrientation`), when it was caught.
    public var name: String?
    /// The exception's reason, when it was caught.
    public var reason: String?

    /// Creates a record.
    public init(step: Int, name: String? = nil, reason: String? = nil) {
        self.step = step
        self.name = name
        self.reason = reason
    }
}
