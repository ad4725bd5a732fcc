import Foundation

// A lock kept in the user defaults (set 70's BookPlayer): the key the overrides read, its writes
// from a settings toggle, and another key nothing about orientation reads.
enum Constants {
    static let orientationLock = "userSettingsOrientationLock" // expect: ORI-706
    static let themeKey = "userSettingsTheme"
}
