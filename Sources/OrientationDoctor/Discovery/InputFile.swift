/// A file the doctor reads, and how.
struct InputFile: Sendable, Hashable {
    /// How a file is analysed.
    enum Kind: Sendable, Hashable {
        /// Swift, through swift-syntax.
        case swift
        /// Objective-C or Objective-C++ (`.m`, `.mm`, `.h`, a prefix header `.pch`; a C++ file that sends messages,
        /// ``ObjectiveCPlusPlusSource``), through the lexical scanner.
        case objectiveC
        /// An Info.plist, through OrientationCore's lint.
        case infoPlist
        /// An Xcode project's `project.pbxproj`, for its `INFOPLIST_KEY_*` settings.
        case xcodeProject
        /// A YAML file that may be an XcodeGen specification, for its orientation keys.
        case projectSpec
        /// An Xcode build configuration file (`.xcconfig`), for the Info.plists it names.
        case buildConfiguration
    }

    /// The path as reached from the paths the doctor was given.
    let path: String
    /// How to analyse it.
    let kind: Kind

    /// The kind a file name implies; `nil` for files the doctor does not read.
    static func kind(forName name: String) -> Kind? {
        let lower = name.lowercased()
        if lower.hasSuffix(".swift") { return .swift }
        if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { return .objectiveC }
        // A prefix header every file of a target includes: its macros (`AUTOROTATION_FOR_PAD_ONLY`, whose expansion
        // answers for each controller that writes it, Newsyc, held-out set 263) are the app's.
        if lower.hasSuffix(".pch") { return .objectiveC }
        if ObjectiveCPlusPlusSource.isCPlusPlus(name: name) { return .objectiveC }
        if name == "project.pbxproj" { return .xcodeProject }
        if lower.hasSuffix(".xcconfig") { return .buildConfiguration }
        if ProjectSpecAnalyzer.isCandidate(name: name) { return .projectSpec }
        if lower == "info.plist" || lower.hasSuffix("-info.plist") || lower.hasSuffix("_info.plist") {
            return .infoPlist
        }
        // A template CMake fills in (`Info.plist.in`, Play!'s iOS front end, held-out set 131): the app's plist.
        if lower == "info.plist.in" || lower.hasSuffix("-info.plist.in") { return .infoPlist }
        // A variant per configuration: `App-Info-Simulator.plist`, `Info-Debug.plist`.
        if lower.hasSuffix(".plist"), lower.hasPrefix("info-") || lower.contains("-info-") || lower.contains("_info_") {
            return .infoPlist
        }
        return nil
    }
}
