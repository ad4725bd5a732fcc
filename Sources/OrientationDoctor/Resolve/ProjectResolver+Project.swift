import Foundation

/// Project-wide corrections: Info.plists of targets that are not iOS
/// applications, deprecations the deployment target keeps silent, and
/// suggestions that must name the library's types when the app declares
/// its own type of the same name.
extension ProjectResolver {
    /// The library types a suggestion may name.
    static let libraryTypes = [
        "OrientationManager", "OrientationPolicy", "DeviceOrientationObserver", "InterfaceOrientationObserver",
        "MotionOrientationObserver", "OrientationNavigationController", "OrientationTabBarController",
    ]

    /// The files without the findings and settings of Info.plists that belong to
    /// watchOS, tvOS, macOS, extension or test targets (a plist in a `Tests` folder is a test
    /// bundle's or a UI-test host app's, whatever names it): the project file decides when it
    /// names the plist, then the plist's own keys, then (last) the folder's name.
    /// Left out too, when the project names its Info.plists (or its apps all generate theirs and name none): one
    /// that no configuration names, in the project file or a build configuration file
    /// (a copy, a localized copy, the plist of a target since removed), which
    /// no target builds. When a name is built from other settings
    /// (`$(TARGET_NAME)/Info.plist`) or a build configuration file cannot be
    /// read, nothing is left out for that reason.
    /// Left out as well: the projects ``secondaryProjects(_:publishesLibrary:libraryRoot:)`` finds (their build
    /// settings, and the Info.plists only they name), the build settings of a project in a folder of tests (a
    /// test host app's), plists a CMake build generated, and in a
    /// library's repository the plists of example folders no project names.
    /// The Swift and Objective-C sources of a folder named for a watch, TV or
    /// Mac target keep no site: they build for another system.
    /// Nor do the files of a committed SDK's sample apps (``vendoredSampleFolders(_:root:)``).
    static func withoutOtherPlatforms(_ files: [FileFacts], libraryManifests: [String] = []) -> [FileFacts] {
        let publishesLibrary = isLibraryRepository(files, libraryManifests: libraryManifests)
        // The library's folder: example folders are named below it.
        let libraryRoot = commonFolders(files.map(\.path) + libraryManifests)
        let secondary = secondaryProjects(
            files, publishesLibrary: publishesLibrary, libraryRoot: libraryRoot, libraryManifests: libraryManifests)
        let namedBySecondary = files.filter { secondary.contains($0.path) }.flatMap(\.plistTargets)
        // A library's example app kept in the tree (`Local Pods/SwipeCellKit/Example/…`) is not the
        // app: its plists count as unnamed when another project names an iOS app's plist.
        let projects = files.filter { !$0.plistTargets.isEmpty && !secondary.contains($0.path) }
        // Folders above every file (where the scan started, or deeper) name nothing about a target.
        let root = commonFolders(files.map(\.path))
        let appProjects = projects.filter {
            !isDemoProject($0, root: root) && $0.plistTargets.contains(where: \.isIOSApp)
        }
        let plistPaths = Set(
            files.lazy.map(\.path).filter { $0.lowercased().hasSuffix(".plist") }.map { $0.lowercased() })
        let targets = (appProjects.isEmpty ? projects : projects.filter { !isDemoProject($0, root: root) })
            .flatMap { anchoredPlistTargets($0, existing: plistPaths) }
        let configured = files.flatMap(\.configuredPlists)
        // Xcode's file system ignores case: `xdrip/Supporting Files/Info.plist` names `xDrip/…`.
        func names(_ path: String, _ name: String) -> Bool {
            let path = path.lowercased()
            let name = name.lowercased()
            return !name.isEmpty && (path == name || path.hasSuffix("/" + name))
        }
        // A project whose apps all generate their plists and name none (GameMate, held-out set 276) names them all.
        let onlyGeneratedPlists =
            targets.isEmpty && files.contains { $0.generatesEveryAppPlist && !secondary.contains($0.path) }
        let namesAreKnown =
            (!targets.isEmpty || onlyGeneratedPlists)
            && !(targets.map(\.path) + configured).contains { $0.contains("$") }
            && !files.contains(where: \.configurationUnreadable)
        // In a library's repository whose only projects are its examples', a plist none of them names
        // (HXPhotoPicker's `Swift/Info.plist` beside the example project's `Objective-C/Info.plist`, held-out
        // set 101) is built by nothing, when every name is known.
        let onlyExamplesNamePlists =
            publishesLibrary && targets.isEmpty && !namedBySecondary.isEmpty
            && !(namedBySecondary.map(\.path) + configured).contains { $0.contains("$") }
            && !files.contains(where: \.configurationUnreadable)
        let samples = vendoredSampleFolders(files, root: root)
        let appPlistOutsideExamples = files.contains { file in
            let relative = file.path.split(separator: "/").dropFirst(root).joined(separator: "/")
            return file.path.lowercased().hasSuffix(".plist") && !file.appSettings.isEmpty && file.notIOSApp == nil
                && !isInExampleContainer(relative) && !isInTestFolder(relative) && !folderNamesOtherPlatform(relative)
        }
        return files.map { file in
            if isInside(file.path, anyOf: samples) {
                var kept = withoutAppSettings(file)
                kept.sites = []
                kept.members = []
                return kept
            }
            // A project in a folder of tests builds a host app for them (LiveKit's `Tests/LKTestHost`, held-out
            // set 125): its build settings, like its plist, are no app's users install.
            let relative = file.path.split(separator: "/").dropFirst(root).joined(separator: "/")
            if secondary.contains(file.path) || (file.path.hasSuffix(".pbxproj") && isInTestFolder(relative)) {
                return withoutAppSettings(file)
            }
            // The sources of a watch, TV or Mac target's folder (Clappr's `Example/Clappr_tvOS/`, held-out set 169)
            // build for another system: an override under `#if !os(tvOS)` there is never compiled.
            if [".swift", ".m", ".mm"].contains(where: file.path.hasSuffix), folderNamesOtherOS(relative) {
                var kept = file
                kept.sites = []
                kept.members = []
                return kept
            }
            guard file.path.lowercased().hasSuffix(".plist") else { return file }
            let named = targets.filter { names(file.path, $0.path) }
            let isOther: Bool
            if isInTestFolder(relative) || isBuildProduct(file.path)
                || (named.isEmpty && namedBySecondary.contains { names(file.path, $0.path) })
                || (named.isEmpty && onlyExamplesNamePlists)
                || (named.isEmpty && publishesLibrary && isExample(file.path, inLibrary: true, root: libraryRoot))
            {
                isOther = true
            } else if !named.isEmpty {
                // A sample app built beside the app (WooCommerce's `SampleReceiptPrinter`, a target of the
                // hardware framework's project) is no app of the project's.
                // In a library's repository, an example app is no app of the project's even when it is the only one
                // (MobilePlayer's `MobilePlayerExamples` target beside the framework's).
                // In a repository of apps side by side (Apple's sample code), an app named for a demo
                // whose project builds no framework is one of the apps (`Encoder Demo`).
                let apps = named.filter(\.isIOSApp)
                let demoOfALibrary =
                    publishesLibrary
                    || (targets.contains { $0.isIOSApp && !isExampleFolder($0.ruleName) }
                        && (projects.contains {
                            $0.buildsLibrary && $0.plistTargets.contains { names(file.path, $0.path) }
                        }
                            || apps.allSatisfy { isInExampleContainer($0.ruleName) }))
                // A feature's preview app, a target of the app's own project (isowords' `Previews/CubeCorePreview`),
                // is a developer's tool beside the app.
                let previewBesideApp =
                    apps.allSatisfy { isPreviewApp($0.ruleName) }
                    && targets.contains { $0.isIOSApp && !isExampleFolder($0.ruleName) && !isPreviewApp($0.ruleName) }
                isOther =
                    apps.isEmpty
                    || (apps.allSatisfy { isExample($0.ruleName, inLibrary: publishesLibrary, root: 0) }
                        && demoOfALibrary)
                    || previewBesideApp
            } else if file.notIOSApp != nil
                || (namesAreKnown && !configured.contains { names(file.path, $0) })
            {
                isOther = true
            } else {
                // Without a project that names plists (Tuist, XcodeGen), a plist in a folder named only for a demo
                // (`Modules/Feature/Home/Targets/Demo/Info.plist`) beside an app's elsewhere is a module's demo app
                // (3dollars-in-my-pocket, held-out set 199).
                isOther =
                    folderNamesOtherPlatform(file.path) || (isInExampleContainer(relative) && appPlistOutsideExamples)
            }
            return isOther ? withoutAppSettings(file) : file
        }
    }

    /// The file with only its notes about input: no finding and no settings of an app.
    static func withoutAppSettings(_ file: FileFacts) -> FileFacts {
        var kept = file
        kept.findings = file.findings.filter { $0.doctorCode?.isInputProblem == true }
        kept.appSettings = []
        return kept
    }

    /// Project files whose apps are not the project's own:
    /// - in a library's repository (a podspec or a package manifest with a library product in the
    ///   folder above every file), an example or demo project, even when its app is the only one
    ///   (the library is the product; the demo shows it);
    /// - when a project names an app of the repository's own (not an example), an app project in a
    ///   deeper folder than the shallowest such project, inside the folder that holds it: a developer
    ///   tool, a test harness, a skin browser, or a vendored engine's runner kept beside the app
    ///   (`UITesting/UITesting.xcodeproj` beside `Provenance.xcodeproj`); not an app in a folder of its
    ///   own beside it (`iTunesAPI/iTunesAPI/` beside `FoodApp/FoodApp.xcodeproj`).
    static func secondaryProjects(
        _ files: [FileFacts], publishesLibrary: Bool, libraryRoot: Int = 0, libraryManifests: [String] = []
    ) -> Set<String> {
        let appProjects = files.filter { file in
            file.path.hasSuffix("project.pbxproj")
                && (file.plistTargets.contains(where: \.isIOSApp) || file.appSettings.contains(where: \.isApp))
        }
        guard !appProjects.isEmpty else { return [] }
        var secondary: Set<String> = []
        if publishesLibrary {
            // The pod's own development project (`CLPlayer.xcodeproj` beside `CLPlayer.podspec`) builds its demo.
            let podNames = Set(
                libraryManifests.filter { $0.hasSuffix(".podspec") }.map { path in
                    String((path.split(separator: "/").last ?? "").dropLast(".podspec".count))
                })
            secondary.formUnion(
                appProjects.filter { project in
                    isExample(project.path, inLibrary: true, root: libraryRoot)
                        || podNames.contains(projectName(project.path))
                }.map(\.path))
        }
        // The folder depth of the `.xcodeproj`.
        func depth(_ path: String) -> Int { path.split(separator: "/").count - 2 }
        // The folder that holds the `.xcodeproj`, with a trailing slash (none for a project at the top of
        // relative paths, whose folder holds every path).
        func folder(_ path: String) -> String {
            let components = path.split(separator: "/").dropLast(2)
            return components.isEmpty ? "" : components.joined(separator: "/") + "/"
        }
        let own = appProjects.filter { !isExampleProject($0.path) }
        // The app made by a project generator (Tuist, XcodeGen), whose project is not committed: the committed
        // projects named for an example are a module's examples (Olvid's `ObvImageEditorViewControllerExample`,
        // held-out set 197).
        if own.isEmpty, files.contains(where: \.isProjectSpecification) {
            secondary.formUnion(appProjects.filter { isExampleProject($0.path) }.map(\.path))
        }
        if let shallowest = own.map({ depth($0.path) }).min() {
            // Only inside a folder of the repository's own app: a repository of several apps side by side
            // (a prototypes collection) has each in its own folder, at whatever depth.
            let ownFolders = own.filter { depth($0.path) == shallowest }.map { folder($0.path) }
            secondary.formUnion(
                appProjects.filter { project in
                    depth(project.path) > shallowest && ownFolders.contains { folder(project.path).hasPrefix($0) }
                }.map(\.path))
        }
        return secondary
    }

    /// The name of the `.xcodeproj` a `project.pbxproj` belongs to (`CLPlayer` for `CLPlayer.xcodeproj/…`).
    static func projectName(_ path: String) -> String {
        let folder = path.split(separator: "/").dropLast().last ?? ""
        return folder.hasSuffix(".xcodeproj") ? String(folder.dropLast(".xcodeproj".count)) : ""
    }

    /// A project's targets, a plist named without a folder (`INFOPLIST_FILE = iCarouselTest-Info.plist`) anchored in
    /// the project's own folder: the same name beside another project is that project's (iCarousel's examples and
    /// tests share one, held-out set 141); a plist named above that folder (`../../Info.plist`) resolved from it; a
    /// path with folders taken from that folder when a plist of `existing` (lower-cased paths) is there.
    static func anchoredPlistTargets(_ project: FileFacts, existing: Set<String> = []) -> [PlistTarget] {
        let folders = project.path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        guard !folders.isEmpty else { return project.plistTargets }
        let folder = folders.joined(separator: "/")
        return project.plistTargets.map { target in
            // A plist above the project's folder (`INFOPLIST_FILE = ../../Info.plist` in Tuist's generated
            // `Projects/SPM/KaleyraVideo.xcodeproj`, held-out set 219), resolved from that folder.
            if target.path.hasPrefix("../"), !target.path.contains("$") {
                var components = Array(folders)
                for part in target.path.split(separator: "/") {
                    if part == ".." {
                        if components.popLast() == nil { return target }
                    } else {
                        components.append(part)
                    }
                }
                return PlistTarget(path: components.joined(separator: "/"), isIOSApp: target.isIOSApp)
            }
            guard !target.path.hasPrefix("/"), !target.path.contains("$"), !target.path.isEmpty else { return target }
            var anchored = PlistTarget(path: folder + "/" + target.path, isIOSApp: target.isIOSApp)
            guard target.path.contains("/") else { return anchored }
            // A path with folders is taken from the project's folder when a plist is there (Brightcove's
            // `BasicDAIPlayer-iOS/BasicDAIPlayer/Info.plist`, not its tvOS twin); a project read through a link
            // elsewhere (MAME4iOS's `MAME4iOS.xcodeproj` at the top) keeps the name as written.
            if !existing.contains(anchored.path.lowercased()) { return target }
            anchored.written = target.path
            return anchored
        }
    }

    /// A podspec or a package manifest with a library product in the folder above every file: the
    /// repository publishes a library.
    static func isLibraryRepository(_ files: [FileFacts], libraryManifests: [String]) -> Bool {
        let root = commonFolders(files.map(\.path) + libraryManifests)
        return libraryManifests.contains { $0.split(separator: "/").count - 1 <= root }
            || buildsFrameworkWithDemos(files) || buildsFrameworkWithExampleApps(files)
            || packagesWithExampleApps(files, libraryManifests: libraryManifests)
    }

    /// A repository of packages, each with its manifest in a folder of its own, whose apps are all in folders
    /// named for an example (Flutter's plugins: `packages/camera/camera_avfoundation/darwin/….podspec` beside
    /// `packages/camera/camera/example/ios/Runner`, held-out set 154): the packages are the product.
    /// A manifest in a folder of copied dependencies (`Vendor/Other/Other.podspec`) is another library's.
    static func packagesWithExampleApps(_ files: [FileFacts], libraryManifests: [String]) -> Bool {
        let dependencyFolders: Set<String> = [
            "vendor", "vendors", "vendored", "thirdparty", "third_party", "third-party", "3rdparty", "external",
            "externals", "pods", "carthage", "dependencies", "deps", "submodules", "libraries", "libs", "lib",
        ]
        let ownManifests = libraryManifests.filter { path in
            !path.split(separator: "/").dropLast().contains { dependencyFolders.contains($0.lowercased()) }
        }
        guard !ownManifests.isEmpty else { return false }
        let appProjects = files.filter {
            $0.path.hasSuffix("project.pbxproj") && $0.plistTargets.contains(where: \.isIOSApp)
        }
        return !appProjects.isEmpty && appProjects.allSatisfy { isExampleFolder($0.path) || isExampleProject($0.path) }
    }

    /// A repository whose projects build a framework, and apps only in folders named for an example (the same
    /// project's `ExampleApp` target beside the `ImagePicker` framework, inloop's image picker, held-out set 131):
    /// the framework is the product, without a podspec or a package manifest.
    static func buildsFrameworkWithExampleApps(_ files: [FileFacts]) -> Bool {
        let projects = files.filter { $0.path.hasSuffix("project.pbxproj") }
        guard projects.contains(where: \.buildsLibrary) else { return false }
        let apps = projects.flatMap(\.plistTargets).filter(\.isIOSApp)
        return !apps.isEmpty && apps.allSatisfy { isExampleFolder($0.path) || isExampleProject($0.path) }
    }

    /// A repository whose projects build a framework and, besides, only apps named for a demo or a
    /// sample (`AVCapture.xcodeproj` beside `AVCaptureSample/AVCaptureSample.xcodeproj`): the framework
    /// is the product and the apps show it, with or without a podspec.
    static func buildsFrameworkWithDemos(_ files: [FileFacts]) -> Bool {
        let projects = files.filter { $0.path.hasSuffix("project.pbxproj") }
        guard projects.contains(where: { $0.buildsLibrary && !$0.plistTargets.contains(where: \.isIOSApp) }) else {
            return false
        }
        let appProjects = projects.filter { $0.plistTargets.contains(where: \.isIOSApp) }
        return !appProjects.isEmpty && appProjects.allSatisfy { isExampleProject($0.path) }
    }

    /// A file a build wrote (`CMakeFiles/App.dir/Info.plist`, made by CMake from a template), not the
    /// project's own.
    static func isBuildProduct(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "CMakeFiles" }
    }

    /// How many leading folders every path shares.
    static func commonFolders(_ paths: [String]) -> Int {
        guard let first = paths.first else { return 0 }
        var shared = Array(first.split(separator: "/").dropLast())
        for path in paths.dropFirst() where !shared.isEmpty {
            let folders = path.split(separator: "/").dropLast()
            shared = Array(zip(shared, folders).prefix { $0 == $1 }.map(\.0))
        }
        return shared.count
    }

    /// A plist in a folder of tests (`Tests/NavigatorTests/UITests/NavigatorTestHost/Info.plist`): a test
    /// bundle's, or a host app's that exists to run UI tests, never the app users install; so is a folder named
    /// for a test app or a test host (Kaltura PlayKit's `TestApp/`, LiveKit's `LKTestHost/`, Stream's
    /// `StreamChatUITestsApp/`, held-out sets 125, 128 and 160) or for a tester (`CoreTester/`, set 199).
    static func isInTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            // A tool's test fixtures (`tests/spec/fixtures/…/App.xcodeproj`, cordova-ios) and a framework's host
            // for its unit tests (`TestsHostApp`, Capacitor), held-out set 134.
            // A framework's `test/` folder of test apps (Cinder's `test/AppTest/xcode_ios`, held-out set 150).
            ["Tests", "tests", "test", "UITests", "TestApps", "fixtures", "Fixtures"].contains(folder)
                || folder.hasSuffix("TestApp") || folder.hasSuffix("TestsApp") || folder.contains("TestHost")
                // A framework's host app for its tests (Canvas's `Core/CoreTester`, held-out set 199).
                || folder.hasSuffix("Tester")
                || folder.contains("TestsHost")
        }
    }

    /// When the app declares its own `OrientationManager` (or another of the library's
    /// type names), suggestions and the rewrite name `OrientationKit.OrientationManager`.
    mutating func qualifyLibraryNames() {
        let clashes = Self.libraryTypes.filter(projectDeclares)
        guard !clashes.isEmpty else { return }
        for index in findings.indices {
            findings[index].replacement = Self.qualify(findings[index].replacement, clashes)
        }
        for path in plans.keys { plans[path]?.qualifiedNames = Set(clashes) }
    }

    /// `text` with each of `names` written `OrientationKit.name` where it stands alone.
    static func qualify(_ text: String, _ names: some Sequence<String>) -> String {
        var result = text
        for name in names {
            var output = ""
            var rest = Substring(result)
            while let range = rest.range(of: name) {
                let before = rest[..<range.lowerBound]
                let previous = before.last ?? (output.last ?? " ")
                let next = rest[range.upperBound...].first ?? " "
                output += before
                let standsAlone =
                    !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
                    && !(next.isLetter || next.isNumber || next == "_")
                output += standsAlone ? "OrientationKit." + name : name
                rest = rest[range.upperBound...]
            }
            result = output + rest
        }
        return result
    }
}
