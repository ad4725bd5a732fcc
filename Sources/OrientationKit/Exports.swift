// OrientationKit re-exports the core's public types one by one, so that
// `import OrientationKit` alone gives access to OrientationPolicy,
// InterfaceOrientationMask and the rest of the core, all but one name:
// `InterfaceOrientation`. SwiftUI has a type of that name too (iOS 15+, used
// by `.previewInterfaceOrientation` and `#Preview` traits), and a file that
// imports SwiftUI and OrientationKit must keep SwiftUI's meaning of it.
// The core's `InterfaceOrientation` stays reachable: by member syntax
// wherever the API expects one (`.locked(.landscapeRight)`), and by name
// after `import OrientationCore` (spelled `OrientationCore.InterfaceOrientation`
// in a file that also imports SwiftUI).
//
// Keep this list complete: `ExportsListTests` (OrientationCoreTests) fails
// when a public type of OrientationCore is missing here, and
// `scripts/update-core-exports` rewrites it.
@_exported import struct OrientationCore.ActivationCounter
@_exported import enum OrientationCore.ActivationTransition
@_exported import struct OrientationCore.ChoiceInputs
@_exported import enum OrientationCore.ChoiceRule
@_exported import enum OrientationCore.DeviceOrientation
@_exported import struct OrientationCore.DeviceOrientationClassifier
@_exported import struct OrientationCore.EngineConfiguration
@_exported import struct OrientationCore.EventStreams
@_exported import struct OrientationCore.GravityVector
@_exported import struct OrientationCore.HostedPolicyTable
@_exported import enum OrientationCore.Idiom
@_exported import class OrientationCore.InMemoryOrientationStore
@_exported import struct OrientationCore.InfoPlist
@_exported import enum OrientationCore.InfoPlistError
@_exported import enum OrientationCore.InfoPlistKey
@_exported import struct OrientationCore.InterfaceOrientationMask
@_exported import struct OrientationCore.InterfaceOrientationRegistrationID
@_exported import struct OrientationCore.InterfaceOrientationRegistry
@_exported import struct OrientationCore.LatestValueStreams
@_exported import enum OrientationCore.MotionUpdateInterval
@_exported import enum OrientationCore.OrientationAuthority
@_exported import struct OrientationCore.OrientationChangeFilter
@_exported import struct OrientationCore.OrientationChoice
@_exported import enum OrientationCore.OrientationCommand
@_exported import struct OrientationCore.OrientationDiagnostic
@_exported import enum OrientationCore.OrientationDiagnosticCode
@_exported import class OrientationCore.OrientationEngine
@_exported import enum OrientationCore.OrientationEvent
@_exported import enum OrientationCore.OrientationPackage
@_exported import struct OrientationCore.OrientationPolicy
@_exported import struct OrientationCore.OrientationRefusal
@_exported import struct OrientationCore.OrientationResolver
@_exported import enum OrientationCore.PlatformCall
@_exported import enum OrientationCore.PresentationStyle
@_exported import protocol OrientationCore.RememberedOrientationStore
@_exported import struct OrientationCore.Resolution
@_exported import struct OrientationCore.ResolverContext
@_exported import struct OrientationCore.SceneConditions
@_exported import enum OrientationCore.SceneEnvironment
@_exported import struct OrientationCore.SceneOrientations
@_exported import struct OrientationCore.SceneRequestGate
@_exported import struct OrientationCore.SceneWindow
@_exported import enum OrientationCore.SceneWindows
@_exported import struct OrientationCore.ScreenID
@_exported import enum OrientationCore.ScreenKind
@_exported import struct OrientationCore.ScreenOverrides
@_exported import struct OrientationCore.ScreenSpec
@_exported import struct OrientationCore.ScreenTree
@_exported import struct OrientationCore.SubscriberRegistry
@_exported import struct OrientationCore.SubscriptionToken
@_exported import enum OrientationCore.TransitionPhase
@_exported import struct OrientationCore.ViewPresence
@_exported import struct OrientationCore.WeakSubscribers
