/// The app delegate's hook, the lock variables it reads and their writers,
/// and the scene configuration the iOS 27 SDK requires.
extension ProjectResolver {
    /// The app delegate's method declared by a view controller (`DirectionMPMoviePlayerViewController`, held-out
    /// set 112): UIKit asks only the application's delegate, so it answers nothing.
    func isViewControllersHook(_ hook: HookFact) -> Bool {
        guard let owner = hook.owner else { return false }
        return hierarchy.isViewController(owner)
    }

    mutating func hooksAndLocks() {
        var lockNames: Set<String> = []
        var owners: Set<String> = []
        // The app may declare a type of the library's name itself (a vendored coordinator, its own manager).
        let ownNames = ["OrientationManager", "InterfaceOrientationCoordinator"].filter(projectDeclares)
        for file in files {
            for hook in file.hooks where !isViewControllersHook(hook) {
                lockNames.formUnion(hook.reads)
                if let owner = hook.owner { owners.insert(owner) }
                let own = ownNames.first(where: hook.reads.contains)
                let answers = hook.answersWithLibrary && own == nil
                let mechanical = hook.language == .swift && !answers
                let today: String
                if answers {
                    today = "application(_:supportedInterfaceOrientationsFor:) answers with the library"
                } else if hook.answersWithLibrary {
                    today =
                        "application(_:supportedInterfaceOrientationsFor:) answers with the app's own "
                        + "\(own ?? "OrientationManager"), not the library's"
                } else {
                    today = "application(_:supportedInterfaceOrientationsFor:) answers UIKit from its own state"
                }
                findings.append(
                    finding(
                        .appDelegateHook, file, hook.position, today: today,
                        replacement: answers
                            ? "keep it while you build with SDKs older than 27; for the iOS 27 SDK, also "
                                + "the scene delegate's answer"
                            : Replacement.appDelegateAnswer + " as its body and, for the iOS 27 SDK, "
                                + "the scene delegate's answer", mechanical: mechanical))
                if mechanical { plans[file.path, default: RewritePlan()].hookBodies.insert(hook.position.offset) }
            }
        }
        // A protocol that requires the hook and the masks it answers with: its adopters' hooks read them.
        for requirement in files.flatMap(\.hookRequirements) {
            lockNames.formUnion(requirement.reads)
            if let owner = requirement.owner { owners.insert(owner) }
        }
        // A manager the hook's own type holds (`loopAppManager.supportedInterfaceOrientations`, where
        // the app delegate declares `let loopAppManager = LoopAppManager()`) owns the lock like a singleton.
        for file in files {
            for variable in file.variables where lockNames.contains(variable.name) {
                guard case .instance(let owner) = variable.scope, owners.contains(owner),
                    let type = Self.declaredTypeName(variable.typeText), projectDeclares(type)
                else { continue }
                owners.insert(type)
            }
        }
        owners.formUnion(screensCastByHooks())
        var locks = LockSet()
        let singletons = Set(files.flatMap(\.types).filter(\.declaresShared).map(\.name)).union(sharedValueTypes())
        // A computed answer the hook reads (`manager.supportedOrientations`) holds no state: the
        // stored masks and flags of the same type that its getter reads (through other computed
        // answers too) are the lock.
        var ownedNames: Set<String> = [] // "owner|name"
        var followed: Set<String> = []
        for _ in 0..<4 {
            let before = ownedNames.count
            for file in files {
                for variable in file.variables where variable.isComputed && Self.looksLikeLock(variable) {
                    let owner = Self.owner(of: variable.scope)
                    // A view controller's override is the screen's answer (its own locks are found apart).
                    if OrientationMember(rawValue: variable.name) != nil { continue }
                    if case .instance = variable.scope, !owners.contains(owner), !singletons.contains(owner) {
                        continue
                    }
                    guard lockNames.contains(variable.name) || ownedNames.contains("\(owner)|\(variable.name)"),
                        followed.insert("\(owner)|\(variable.name)").inserted
                    else { continue }
                    for name in variable.getterReads { ownedNames.insert("\(owner)|\(name)") }
                }
            }
            if ownedNames.count == before { break }
        }
        for file in files {
            for variable in file.variables where !variable.isComputed && Self.looksLikeLock(variable) {
                let owned = ownedNames.contains("\(Self.owner(of: variable.scope))|\(variable.name)")
                guard lockNames.contains(variable.name) || owned else { continue }
                switch variable.scope {
                case .global:
                    locks.add(variable.name, owner: "")
                case .staticMember(let owner):
                    locks.add(variable.name, owner: owner)
                case .instance(let owner) where owned || owners.contains(owner) || singletons.contains(owner):
                    locks.add(variable.name, owner: owner)
                case .instance:
                    continue
                }
                locks.positions[file.path, default: []].insert(variable.position)
                findings.append(
                    finding(
                        .lockVariable, file, variable.position,
                        today: "\(variable.name) is the lock the app delegate's hook returns",
                        replacement: Replacement.lockVariable))
            }
        }
        // A flag of an SDK's shared object the hook returns on (`ContoursAIFramework.shared.isLandscape`,
        // held-out set 55): the project declares neither, but its writes through that object are the lock's.
        for file in files {
            for hook in file.hooks {
                for read in hook.sharedReads.sorted() {
                    let parts = read.split(separator: "|").map(String.init)
                    guard parts.count == 2, !projectDeclares(parts[0]), !parts[0].hasPrefix("UI"),
                        !parts[0].hasPrefix("NS"), OrientationMember(rawValue: parts[1]) == nil
                    else { continue }
                    locks.add(parts[1], owner: parts[0])
                    locks.external.insert(parts[0])
                }
            }
        }
        screenLocks(into: &locks)
        lockWrites(locks)
    }

    /// The types the hook casts the top screen to (`as? RotationEnabled`) and every type that adopts or
    /// inherits one of them: what the hook reads of the cast value (`vc.canRotate`) is the property each of
    /// them declares, the lock of that screen (held-out set 78's RotationLockDemo).
    func screensCastByHooks() -> Set<String> {
        let tested = Set(files.flatMap(\.hooks).flatMap(\.testedTypes))
        guard !tested.isEmpty else { return [] }
        let adopters = files.flatMap(\.types).filter { !tested.isDisjoint(with: $0.inherited) }.map(\.name)
        return tested.union(adopters)
    }

    /// The marker methods the app delegate's hook looks for (`respondsToSelector:@selector(canRotate)`
    /// on the top controller): each screen that declares one opts into the hook's wider answer, so
    /// the empty method is the screen's lock (held-out set 54).
    mutating func hookMarkers() {
        let selectors = files.reduce(into: Set<String>()) { result, file in
            for hook in file.hooks { result.formUnion(hook.testedSelectors) }
        }
        reportMarkers(selectors, in: \.emptyMethods) { method in
            (
                "\(method.name) is a marker the app delegate's hook looks for (responds to it): "
                    + "the screen that declares it may rotate",
                "orientationPolicy (the orientations the hook allows it) on "
                    + "\(method.owner ?? "the screen"), in viewDidLoad; then delete the marker"
            )
        }
    }

    /// An empty protocol the orientation code tests screens against (`rootVC is CanRotate` in a helper
    /// the hook calls, `top as? InterfaceOrientationOverriding` in a container's override): a marker
    /// screens adopt to say they may rotate.
    mutating func markerProtocols() {
        let tested = files.reduce(into: Set<String>()) { $0.formUnion($1.orientationTypeTests) }
        reportMarkers(tested, in: \.emptyProtocols) { marker in
            (
                "\(marker.name) is an empty protocol the orientation code tests screens against: "
                    + "a screen that adopts it may rotate",
                "orientationPolicy (the orientations the marker allows) on each screen that "
                    + "adopts \(marker.name), in viewDidLoad; then delete the protocol"
            )
        }
    }

    /// Each marker (an empty method or protocol) of the app's code whose name is in `names`, reported as
    /// the lock of the screens that declare or adopt it, with what it does today and what replaces it.
    private mutating func reportMarkers(
        _ names: Set<String>, in markers: KeyPath<FileFacts, [EmptyMethodFact]>,
        _ describe: (EmptyMethodFact) -> (today: String, replacement: String)
    ) {
        guard !names.isEmpty else { return }
        for file in files where !file.isTestCode {
            for marker in file[keyPath: markers] where names.contains(marker.name) {
                let (today, replacement) = describe(marker)
                findings.append(finding(.lockVariable, file, marker.position, today: today, replacement: replacement))
            }
        }
    }

    /// A lock kept in the user defaults: a key an orientation override or the hook reads
    /// (`UserDefaults.standard.integer(forKey: Constants.orientationLock)`). Its writes anywhere are the
    /// lock's writes, and a constant that names the key is the lock.
    mutating func defaultsLocks() {
        let keys = files.reduce(into: Set<String>()) { $0.formUnion($1.defaultsKeyReads) }
        guard !keys.isEmpty else { return }
        for file in files where !file.isTestCode {
            for write in file.defaultsKeyWrites where keys.contains(write.key) {
                let code: DoctorCode = write.swiftUIModifier == nil ? .lockWrite : .swiftUILockWrite
                findings.append(
                    finding(
                        code, file, write.position,
                        today: "writes the user defaults key \(write.key) that an orientation answer reads "
                            + "(a lock kept in the user defaults)",
                        replacement: code == .lockWrite ? Replacement.lockWrite : Replacement.swiftUILock))
            }
            for variable in file.variables where keys.contains(variable.name) && variable.typeText.hasPrefix("= \"") {
                findings.append(
                    finding(
                        .lockVariable, file, variable.position,
                        today: "\(variable.name) names the user defaults key an orientation answer reads: "
                            + "the lock, kept in the user defaults",
                        replacement: Replacement.lockVariable))
            }
        }
    }

    /// The type a variable's declaration names: `LoopAppManager!`, `= LoopAppManager()`,
    /// `= LoopAppManager(…)`, Objective-C's `WMPlayer *` (qualifiers such as `__weak` and
    /// `_Nullable` left out); `nil` for anything else.
    static func declaredTypeName(_ typeText: String) -> String? {
        var text = Substring(typeText)
        if text.hasPrefix("= ") { text = text.dropFirst(2).prefix { $0 != "(" } }
        let qualifiers: Set<Substring> = [
            "const", "__strong", "__weak", "__unsafe_unretained", "nonnull", "nullable", "_Nonnull", "_Nullable",
        ]
        let words = text.split(whereSeparator: { " *".contains($0) }).filter { !qualifiers.contains($0) }
        guard words.count == 1, let word = words.first else { return nil }
        // A nested type is named by its last component (`SwiftMessages.Config` declares `Config`).
        let name = (word.split(separator: ".").last.map(String.init) ?? "").trimmingCharacters(in: ["?", "!", " "])
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return name
    }

    /// The project's types whose one instance another type keeps as its `shared` (`@objc public static let shared =
    /// OrientationDirectorImpl()` in a bridge class, held-out set 162): singletons too.
    func sharedValueTypes() -> Set<String> {
        var types: Set<String> = []
        for file in files {
            for variable in file.variables where Self.neverLocks.contains(variable.name) {
                guard case .staticMember = variable.scope, let type = Self.declaredTypeName(variable.typeText),
                    projectDeclares(type)
                else { continue }
                types.insert(type)
            }
        }
        return types
    }

    /// The type a variable belongs to (`""` for a global).
    static func owner(of scope: VariableScope) -> String {
        switch scope {
        case .global: ""
        case .staticMember(let owner), .instance(let owner): owner
        }
    }

    /// Names never taken for a lock: a singleton (`static let shared = Coordinator()`), whatever its type's name.
    static let neverLocks: Set<String> = ["shared", "sharedInstance", "instance", "default", "current"]

    /// A mask, an orientation or a flag (not a window or a controller).
    static func looksLikeLock(_ variable: VariableFact) -> Bool {
        let text = variable.typeText
        if neverLocks.contains(variable.name) { return false }
        if text.hasPrefix("= ") {
            let value = text.dropFirst(2)
            // `= defaultSupportedInterfaceOrientations`: a constant named for the orientations (not a string).
            let namesConstant =
                value.first?.isLetter == true && value.fastContains("InterfaceOrientations")
                && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            return value.hasPrefix("UIInterfaceOrientation") || value.hasPrefix(".") || value.hasPrefix("[.")
                || ["true", "false"].contains(value) || namesConstant || namesOrientationCase(value)
        }
        if text.fastContains("Window") || text.fastContains("Controller") { return false }
        // `volatile bool _running`: state another thread reads (an emulation loop's run flag), not
        // a screen's lock, which lives on the main thread.
        if isVolatile(text) { return false }
        // An Objective-C integer used as a 0/1 flag (`NSInteger allowRotate`, tested `== 1` by the hook) too.
        return text.fastContains("InterfaceOrientation") || text.fastContains("DeviceOrientation")
            || text.fastContains("Bool") || text.fastContains("BOOL") || text.fastContains("bool")
            || text.fastContains("NSUInteger") || text.fastContains("NSInteger")
    }

    /// A case of the app's own enum named for a side (`EZPlayerFullScreenMode.landscape`,
    /// `PlayerMode.portraitOnly`): a mode the screens turn into masks.
    static func namesOrientationCase(_ value: Substring) -> Bool {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let type = parts.first, let side = parts.last, type.first?.isUppercase == true,
            value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        else { return false }
        return side.hasPrefix("portrait") || side.hasPrefix("landscape")
    }

    /// A C declaration qualified `volatile`.
    static func isVolatile(_ typeText: String) -> Bool {
        typeText.split(separator: " ").contains("volatile")
    }

    mutating func sceneConfiguration() {
        let types = files.flatMap(\.types)
        let settings = files.flatMap(\.appSettings)
        let hasScenes = settings.contains(where: \.hasSceneManifest) || types.contains(where: \.isSwiftUIApp)
        if !hasScenes {
            var reported: Set<String> = []
            // When a project names its Info.plists, only those (or, for a localized variant group, its
            // Base.lproj copy) stand for the app: localized and stale copies would repeat the finding.
            func plain(_ path: String) -> String { path.replacingOccurrences(of: "Base.lproj/", with: "") }
            let named = files.flatMap(\.plistTargets).map { plain($0.path) }
            func isNamed(_ path: String) -> Bool {
                let path = plain(path)
                return named.contains { path.hasSuffix("/" + $0) || path == $0 }
            }
            let anyNamed = files.contains { file in
                file.appSettings.contains { !$0.file.hasSuffix(".pbxproj") && isNamed($0.file) }
            }
            for file in files {
                for setting in file.appSettings where setting.isApp && reported.insert(setting.file).inserted {
                    if anyNamed, !setting.file.hasSuffix(".pbxproj"), !isNamed(setting.file) { continue }
                    findings.append(
                        finding(
                            .missingSceneManifest, file, setting.position,
                            today: "the app has no UIApplicationSceneManifest (no scene life cycle)",
                            replacement: Replacement.sceneManifest))
                }
            }
        }
        let hooks = files.flatMap { file in file.hooks.filter { !isViewControllersHook($0) }.map { (file, $0) } }
        guard !hooks.isEmpty, !files.contains(where: { !$0.sceneAnswers.isEmpty }) else { return }
        // A tvOS, watchOS or macOS target's scene delegate is not asked for iOS orientations.
        let sceneDelegates = files.filter { !Self.folderNamesOtherOS($0.path) }.flatMap { file in
            file.types.filter { $0.inherited.contains("UIWindowSceneDelegate") }.map { (file, $0) }
        }
        if let (file, delegate) = sceneDelegates.first {
            findings.append(
                finding(
                    .missingSceneDelegateAnswer, file, delegate.position,
                    today: "the scene delegate \(delegate.name) does not answer "
                        + "supportedInterfaceOrientations(for:)",
                    replacement: Replacement.sceneDelegateAnswer))
        } else if let (file, hook) = hooks.first {
            findings.append(
                finding(
                    .missingSceneDelegateAnswer, file, hook.position,
                    today: "only the app delegate answers for orientation; no scene delegate "
                        + "answers supportedInterfaceOrientations(for:)",
                    replacement: "a scene delegate with " + Replacement.sceneDelegateAnswer))
        }
    }
}
