import Testing

/// The plugins' argument handling (Plugins/OrientationDoctorPlugin/DoctorInvocation.swift,
/// compiled here through a symbolic link): which paths the doctor reads and
/// what reaches it unchanged.
@Suite struct DoctorInvocationTests {
    let targets = [
        DoctorInvocation.Target(name: "App", paths: ["/p/Sources/App"]),
        DoctorInvocation.Target(name: "Feature", paths: ["/p/Sources/Feature"]),
        DoctorInvocation.Target(name: "Empty", paths: []),
    ]
    let whole = ["/p/Sources/App", "/p/Sources/Feature"]

    @Test func withoutATargetTheDoctorReadsTheWhole() throws {
        let invocation = try DoctorInvocation(arguments: [], targets: targets, whole: whole)
        #expect(invocation.arguments == whole)
    }

    @Test func eachTargetNamedAddsItsPathsInTheOrderGiven() throws {
        let invocation = try DoctorInvocation(
            arguments: ["--target", "Feature", "--target=App"], targets: targets, whole: whole)
        #expect(invocation.paths == ["/p/Sources/Feature", "/p/Sources/App"])
        #expect(invocation.options.isEmpty)
    }

    @Test func theDoctorsOptionsFollowThePathsUnchanged() throws {
        let invocation = try DoctorInvocation(
            arguments: ["--format", "sarif", "--target", "App", "--fail-on", "warning", "--docs-url=https://x"],
            targets: targets, whole: whole)
        #expect(
            invocation.arguments == [
                "/p/Sources/App", "--format", "sarif", "--fail-on", "warning", "--docs-url=https://x",
            ])
    }

    @Test func everythingAfterADoubleDashGoesToTheDoctor() throws {
        let invocation = try DoctorInvocation(
            arguments: ["--target", "App", "--", "--target", "x"], targets: targets, whole: whole)
        #expect(invocation.arguments == ["/p/Sources/App", "--target", "x"])
    }

    @Test func anUnknownTargetNamesTheKnownOnes() {
        #expect(throws: DoctorInvocationError.unknownTarget("Nope", known: ["App", "Feature", "Empty"])) {
            try DoctorInvocation(arguments: ["--target", "Nope"], targets: targets, whole: whole)
        }
        #expect(
            DoctorInvocationError.unknownTarget("Nope", known: ["App"]).description
                == "orientation-doctor: no target named Nope; the targets are: App")
    }

    @Test func aTargetWithoutANameOrWithoutSourcesIsRefused() {
        #expect(throws: DoctorInvocationError.missingTargetName) {
            try DoctorInvocation(arguments: ["--format", "json", "--target"], targets: targets, whole: whole)
        }
        #expect(throws: DoctorInvocationError.nothingToExamine) {
            try DoctorInvocation(arguments: ["--target", "Empty"], targets: targets, whole: whole)
        }
        #expect(throws: DoctorInvocationError.nothingToExamine) {
            try DoctorInvocation(arguments: [], targets: [], whole: [])
        }
    }

    @Test func theXcodePluginKnowsWhenTheUserChoseTheFormat() throws {
        let choices = [["--format", "json"], ["--format=sarif"], ["--diff"], ["--fail-on", "never"], []]
        let chosen = try choices.map {
            try DoctorInvocation(arguments: $0, targets: targets, whole: whole).choosesFormat
        }
        #expect(chosen == [true, true, true, false, false])
    }

    @Test func exitStatusesBecomeMessages() {
        #expect(DoctorInvocation.outcome(ofStatus: 0) == .success)
        #expect(
            DoctorInvocation.outcome(ofStatus: 1)
                == .failure("orientation-doctor: findings at or above --fail-on (exit status 1)"))
        #expect(
            DoctorInvocation.outcome(ofStatus: 2)
                == .failure("orientation-doctor: some input could not be read (exit status 2)"))
        #expect(DoctorInvocation.outcome(ofStatus: 64) != .success)
        #expect(DoctorInvocation.outcome(ofStatus: 9) == .failure("orientation-doctor exited with status 9"))
    }

    @Test func installedLocationsCoverTheInstallersAndTheExplicitPath() {
        #expect(
            DoctorInvocation.installedLocations(environment: ["HOME": "/Users/me"]) == [
                "/opt/homebrew/bin/orientation-doctor", "/usr/local/bin/orientation-doctor",
                "/Users/me/.mint/bin/orientation-doctor", "/Users/me/.swiftpm/bin/orientation-doctor",
            ])
        #expect(
            DoctorInvocation.installedLocations(environment: ["HOME": "/h", "ORIENTATION_DOCTOR": "/x/doc"]) == [
                "/x/doc"
            ])
        #expect(DoctorInvocation.installedLocations(environment: [:]).count == 2)
    }
}
