// OrientationTesting re-exports the core types used in its API.
@_exported import OrientationCore
