// OrientationKit re-exports the core types, so `import OrientationKit` alone
// gives access to OrientationPolicy, InterfaceOrientation and the rest.
@_exported import OrientationCore
