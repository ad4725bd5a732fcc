/// Pass two: combines every file's facts into findings (the class
/// hierarchy decides which members are UIKit overrides; the app delegate's
/// hook decides which variables are locks) and plans `--diff`.
struct ProjectResolver {
    let files: [FileFacts]
    let hierarchy: ClassHierarchy
    /// Computed once for every file: what is assigned to `window`, the UIKit method names the
    /// project declares, the classes that override an orientation member.
    let mainWindowValues: Set<String>
    let declaredUIKitNames: Set<String>
    let orientedClasses: Set<String>
    /// Classes that decide hit-testing themselves (a pass-through overlay window's class).
    let passThroughTypes: Set<String>
    /// Window classes that show a screen of the app by themselves.
    let screenWindowClasses: Set<String>
    /// The screens under a raised window answer for orientation (``screensBeneathAnswer(_:hierarchy:orientedClasses:)``).
    let screensBeneathAnswer: Bool
    /// The declared type of each stored property, as `Owner|name` → type (`IQActiveConfiguration|rootConfiguration`
    /// → `IQRootControllerConfiguration`): a wrapper property is reached through a property of its type.
    let propertyTypes: [String: String]
    /// Functions that make and return a new window (factories), from every file.
    let windowFactories: Set<FunctionKey>
    /// Objective-C macros whose body is an orientation site, from every file.
    let macroSites: [String: DirectSite]
    /// The app's wrappers of orientation APIs, by name (one per name and type).
    let wrappers: [String: [WrapperFact]]
    /// The view modifiers whose `body` observes or reads the device, by type name.
    let observingModifiers: [String: WrapperFact]
    var findings: [DoctorFinding] = []
    /// Calls of orientation monitors, held back until the other findings are known (``addMonitorUses()``).
    var monitorUses: [DoctorFinding] = []
    var plans: [String: RewritePlan] = [:]

    init(files: [FileFacts]) {
        self.files = files
        let classes = ClassHierarchy(files.flatMap(\.types))
        hierarchy = classes
        var mainValues: Set<String> = []
        var declared: Set<String> = []
        var oriented: Set<String> = []
        var passThrough: Set<String> = []
        var screenWindows: Set<String> = []
        var macros: [String: DirectSite] = [:]
        var factories: Set<FunctionKey> = []
        var wrapped: [String: [WrapperFact]] = [:]
        let observing = Self.observingModifiers(files)
        observingModifiers = observing
        for file in files {
            for wrapper in file.wrappers + Self.viewModifierWrappers(file, observing: observing)
            where !(wrapped[wrapper.name] ?? []).contains(where: { $0.owner == wrapper.owner }) {
                wrapped[wrapper.name, default: []].append(wrapper)
            }
            for window in file.windows
            where window.typeName == "UIWindow" || classes.kind(of: window.typeName) == .window {
                if let factory = window.factory { factories.insert(factory) }
            }
            macros.merge(file.macroSites) { first, _ in first }
            mainValues.formUnion(file.mainWindowValues)
            declared.formUnion(file.declaredUIKitNames)
            passThrough.formUnion(file.passThroughTypes)
            screenWindows.formUnion(file.screenWindowClasses)
            // A class's overrides may sit in an extension of it (Simplenote's passcode screen).
            for member in file.members { oriented.insert(member.owner) }
        }
        macroSites = macros
        wrappers = Self.relayed(
            wrapped, files.flatMap(\.wrapperRelays),
            // A property's observers run when it is written, not read.
            bodies: Set(
                files.flatMap(\.functionSpans).filter { !$0.key.isAccessor }.map {
                    "\($0.key.owner ?? "")|\($0.key.name)"
                }
            ))
        windowFactories = factories
        passThroughTypes = passThrough
        screenWindowClasses = screenWindows
        mainWindowValues = mainValues
        declaredUIKitNames = declared
        orientedClasses = oriented.subtracting(ClassHierarchy.viewControllers).subtracting(ClassHierarchy.containers)
        screensBeneathAnswer = Self.screensBeneathAnswer(files, hierarchy: classes, orientedClasses: orientedClasses)
        var types: [String: String] = [:]
        for file in files {
            for variable in file.variables {
                guard case .instance(let owner) = variable.scope, let type = Self.declaredTypeName(variable.typeText)
                else { continue }
                types["\(owner)|\(variable.name)"] = type
            }
        }
        propertyTypes = types
    }

    /// Every finding, sorted, and the rewrite plan per file.
    /// `libraryManifests`: the podspecs and library package manifests the scan met.
    static func resolve(
        _ files: [FileFacts], libraryManifests: [String] = []
    ) -> (findings: [DoctorFinding], plans: [String: RewritePlan]) {
        var resolver = ProjectResolver(
            files: ProjectResolver.withoutOtherPlatforms(
                ProjectResolver.withMethodMacros(ProjectResolver.withParameterTurns(files)),
                libraryManifests: libraryManifests))
        for file in resolver.files {
            resolver.findings += file.findings.filter { finding in
                // The project's build settings may declare what an Info.plist leaves out.
                !(finding.code == "ORI-601" && resolver.buildSettingsDeclareOrientations)
            }
            resolver.computedKeyWrites(file)
            resolver.macroUses(file)
            resolver.directSites(file)
            resolver.members(file)
            resolver.windows(file)
            resolver.wrapperUses(file)
            resolver.modifierApplications(file)
        }
        resolver.factoryWindows()
        resolver.swizzledReplacements()
        resolver.hooksAndLocks()
        resolver.hookMarkers()
        resolver.markerProtocols()
        resolver.defaultsLocks()
        resolver.hookAskedScreenAnswers()
        resolver.addMonitorUses()
        resolver.namedLockWrites()
        resolver.sceneConfiguration()
        resolver.hiddenDeprecations()
        resolver.helperCalls()
        resolver.nestedHelperSites()
        resolver.readingHelperCallers()
        resolver.qualifyLibraryNames()
        resolver.leaveOutTestCode()
        return (resolver.findings.sorted(by: DoctorFinding.sortsBefore), resolver.plans.filter { !$0.value.isEmpty })
    }

    /// Test code ships in no app: what a test rotates, observes or swaps in only plays the
    /// app's orientation code, so its files make no finding and no rewrite. Their notes about
    /// the input itself (a file that does not parse, `ORI-79x`) stay.
    mutating func leaveOutTestCode() {
        let testFiles = Set(files.filter(\.isTestCode).map(\.path))
        guard !testFiles.isEmpty else { return }
        findings.removeAll { testFiles.contains($0.file) && !$0.code.hasPrefix("ORI-79") }
        for path in testFiles { plans[path] = nil }
    }

    /// Some `project.pbxproj` declares `INFOPLIST_KEY_UISupportedInterfaceOrientations*`, or an
    /// XcodeGen specification or Tuist manifest declares the orientations of what it generates.
    var buildSettingsDeclareOrientations: Bool {
        files.contains { file in
            file.findings.contains { finding in
                finding.code == DoctorCode.supportedOrientationsPreference.rawValue
                    && (finding.today.hasPrefix("INFOPLIST_KEY_")
                        || ProjectSpecAnalyzer.Generator.allCases.contains { finding.today.hasPrefix($0.declarer) })
            }
        }
    }

    /// `device.setValue(_, forKey: computedKey)` where `device` is declared as a `UIDevice`.
    private mutating func computedKeyWrites(_ file: FileFacts) {
        for write in file.computedKeyWrites {
            let isDevice = files.contains { other in
                other.variables.contains {
                    $0.name == write.receiver
                        && ($0.typeText.hasPrefix("UIDevice")
                            || $0.typeText.hasPrefix("= UIDevice"))
                }
            }
            guard isDevice else { continue }
            findings.append(
                finding(
                    .deviceOrientationWrite, file, write.position,
                    today: "writes a computed key on \(write.receiver), a UIDevice, through KVC "
                        + "(an obfuscated \"orientation\")", replacement: Replacement.rotate(nil)))
        }
    }

    /// Uses of an Objective-C macro whose body is an orientation site, in any file. A macro built on such macros
    /// is one site, on the line of its first use (a `#define` continued over several lines that tests the status
    /// bar's side twice on each of four lines, KartaView's side menu, held-out set 178).
    private mutating func macroUses(_ file: FileFacts) {
        var defines: Set<Int> = []
        for use in file.macroUses {
            guard let site = macroSites[use.name] else { continue }
            if let define = use.define, !defines.insert(define).inserted { continue }
            findings.append(finding(site.code, file, use.position, today: site.today, replacement: site.replacement))
        }
    }

    func finding(
        _ code: DoctorCode, _ file: FileFacts, _ at: SourcePosition, today: String, replacement: String,
        mechanical: Bool = false
    ) -> DoctorFinding {
        DoctorFinding(
            code, file: file.path, line: at.line, column: at.column, today: today,
            replacement: replacement, isMechanical: mechanical)
    }

    private mutating func directSites(_ file: FileFacts) {
        var companions: Set<Int> = []
        var planned: [Int: String] = [:]
        for site in file.sites {
            guard let rotation = site.rotation, hierarchy.isViewController(rotation.enclosingClass) else { continue }
            planned[site.position.offset] = rotation.orientation
            companions.formUnion(rotation.companions)
        }
        for site in file.sites {
            if let call = site.call, declaredUIKitNames.contains(call.name), !isUIKitCall(call) { continue }
            if let owner = site.selfClass, isNotUIKitsMember(owner, site.code) { continue }
            if let selector = site.engineSelector,
                files.contains(where: { $0.functionSpans.contains { $0.selector == selector } })
            {
                continue
            }
            let offset = site.position.offset
            let mechanical = planned[offset] != nil || companions.contains(offset)
            findings.append(
                finding(
                    site.code, file, site.position, today: site.today,
                    replacement: site.replacement, mechanical: mechanical))
        }
        if !planned.isEmpty {
            plans[file.path, default: RewritePlan()].rotations.merge(planned) { first, _ in first }
            plans[file.path, default: RewritePlan()].removedStatements.formUnion(companions)
        }
    }

    /// For `self.interfaceOrientation` in a method of `owner`: the project declares the class and it is
    /// no view controller (a capture manager, OnePass), or declares the property on it: its own
    /// property, not UIKit's deprecated getter. For the iOS 5 answer, `owner` is a view the project declares.
    private func isNotUIKitsMember(_ owner: String, _ code: DoctorCode) -> Bool {
        // The iOS 5 answer in a view (HostileTakeover's chat view, held-out set 254): UIKit never asks it. An object's
        // may still answer for a controller that asks it (cocos2d 2.x's app controller, the director's delegate).
        if code == .shouldAutorotateOverride {
            return projectDeclares(owner) && hierarchy.kind(of: owner) == .other
                && (hierarchy.inherits(owner, from: "UIView") || hierarchy.inherits(owner, from: "UIControl"))
        }
        guard code == .viewControllerInterfaceOrientation else { return false }
        if projectDeclares(owner) && !hierarchy.isViewController(owner) { return true }
        return files.contains { file in
            file.variables.contains { $0.name == "interfaceOrientation" && $0.scope == .instance(owner) }
        }
    }

    /// For a method name the project also declares: whether this call
    /// reaches UIKit's (a view controller class or `self` in one, a scene).
    private func isUIKitCall(_ call: CallContext) -> Bool {
        guard let base = call.base else { return call.enclosingClass.map(hierarchy.isViewController) ?? false }
        if call.name.hasPrefix("requestGeometryUpdate/") { return base.lowercased().contains("scene") }
        if let first = base.first, first.isUppercase, !base.contains(".") { return hierarchy.isViewController(base) }
        return base.lowercased().contains("controller")
    }
}
