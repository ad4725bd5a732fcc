import Foundation
import Testing

@testable import orientation

/// Where `orientation doctor` finds `orientation-doctor` (issue 28): the
/// command itself never builds swift-syntax.
@Suite struct DoctorLocatorTests {
    /// A locator over a made-up file system: `executables` are runnable,
    /// `files` merely exist.
    func locator(
        at path: String, resolved: String? = nil, environment: [String: String] = [:],
        executables: Set<String> = [], files: Set<String> = [], dates: [String: Date] = [:]
    ) -> DoctorLocator {
        DoctorLocator(
            executablePath: path, resolvedExecutablePath: resolved ?? path, environment: environment,
            isExecutable: { executables.contains($0) }, exists: { files.contains($0) || executables.contains($0) },
            modified: { dates[$0] })
    }

    @Test func theDoctorBesideTheRealBinaryComesFirstThenTheLinkThenPath() {
        let mint = locator(
            at: "/Users/me/.mint/bin/orientation", resolved: "/Users/me/.mint/packages/o/build/1.0/orientation",
            environment: ["PATH": "/usr/bin:/opt/homebrew/bin"])
        #expect(
            mint.candidates == [
                "/Users/me/.mint/packages/o/build/1.0/orientation-doctor", "/Users/me/.mint/bin/orientation-doctor",
                "/usr/bin/orientation-doctor", "/opt/homebrew/bin/orientation-doctor",
            ])
        let brew = locator(
            at: "/opt/homebrew/bin/orientation", resolved: "/opt/homebrew/Cellar/orientation/1.0/bin/orientation",
            executables: ["/opt/homebrew/Cellar/orientation/1.0/bin/orientation-doctor"])
        #expect(brew.resolve() == .found("/opt/homebrew/Cellar/orientation/1.0/bin/orientation-doctor"))
    }

    @Test func orientationDoctorNamesTheDoctorAndNothingElseIsSearched() {
        let named = locator(
            at: "/bin/orientation", environment: ["ORIENTATION_DOCTOR": "/x/doc", "PATH": "/bin"],
            executables: ["/bin/orientation-doctor"])
        #expect(named.candidates == ["/x/doc"])
        guard case .missing(let message) = named.resolve() else {
            Issue.record("a missing ORIENTATION_DOCTOR must not fall back")
            return
        }
        #expect(message.contains("ORIENTATION_DOCTOR names /x/doc"))
    }

    @Test func aCloneBuildsTheDoctorInItsOwnBuildFolder() {
        let root = "/w/swift-orientation"
        let clone = locator(
            at: "\(root)/.build/debug/orientation",
            resolved: "\(root)/.build/x86_64-unknown-linux-gnu/debug/orientation",
            environment: ["PATH": "/usr/bin"], files: ["\(root)/Package.swift", "\(root)/Sources/OrientationDoctor"])
        let recipe = DoctorLocator.BuildRecipe(
            packageRoot: root, scratchPath: "\(root)/.build", configuration: "debug",
            binFolder: "x86_64-unknown-linux-gnu/debug")
        #expect(clone.resolve() == .buildable(recipe))
        #expect(recipe.product == "\(root)/.build/x86_64-unknown-linux-gnu/debug/orientation-doctor")
        #expect(
            recipe.arguments == [
                "build", "--package-path", root, "--scratch-path", "\(root)/.build", "--configuration", "debug",
                "--product", "orientation-doctor",
            ])
        let tsan = locator(
            at: "\(root)/.build-tsan/arm64-apple-macosx/release/orientation",
            files: ["\(root)/Package.swift", "\(root)/Sources/OrientationDoctor"])
        #expect(tsan.buildRecipe()?.scratchPath == "\(root)/.build-tsan")
        #expect(tsan.buildRecipe()?.configuration == "release")
    }

    @Test func anInstalledCommandWithoutItsDoctorSaysHowToInstallIt() {
        let installed = locator(at: "/Users/me/.swiftpm/bin/orientation", files: ["/Users/me/Package.swift"])
        #expect(installed.buildRecipe() == nil)
        #expect(installed.resolve() == .missing(DoctorLocator.installHint))
        // A build folder of some other package is not a clone of this one.
        let other = locator(
            at: "/p/.build/x/debug/orientation", files: ["/p/Package.swift"])
        #expect(other.buildRecipe() == nil)
    }

    @Test func aDoctorBuiltInACloneOlderThanItsSourcesIsRunWithAHint() {
        let root = "/w/swift-orientation"
        let doctor = "\(root)/.build/x86_64-unknown-linux-gnu/debug/orientation-doctor"
        let built = Date(timeIntervalSince1970: 1_000)
        func clone(sources: Date) -> DoctorLocator {
            locator(
                at: "\(root)/.build/x86_64-unknown-linux-gnu/debug/orientation", executables: [doctor],
                files: ["\(root)/Package.swift", "\(root)/Sources/OrientationDoctor"],
                dates: [doctor: built, "\(root)/Sources/OrientationDoctor": sources, "\(root)/Package.swift": built])
        }
        let fresh = clone(sources: built.addingTimeInterval(-60))
        #expect(fresh.resolve() == .found(doctor))
        #expect(fresh.staleHint(for: doctor) == nil)
        // Never rebuilt here (a swift test running the doctor holds the build folder): a hint instead.
        let stale = clone(sources: built.addingTimeInterval(60))
        #expect(stale.resolve() == .found(doctor))
        #expect(stale.staleHint(for: doctor)?.contains("swift build --product orientation-doctor") == true)
        // An installed doctor gets no hint, whatever the dates.
        let installed = locator(
            at: "/opt/homebrew/bin/orientation", executables: ["/opt/homebrew/bin/orientation-doctor"],
            dates: ["/opt/homebrew/bin/orientation-doctor": built])
        #expect(installed.staleHint(for: "/opt/homebrew/bin/orientation-doctor") == nil)
    }
}
