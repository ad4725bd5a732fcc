/// The names pass two looks up across files, computed from the facts of
/// the files parsed so far: a Swift file whose own words hold no site
/// (``SwiftWords/mayHoldSite``) still has to be parsed when it declares or
/// uses one of them, because its facts would then take part in a finding.
///
/// - ``types``: the types whose declaration pass two reads (the superclass
///   chain of a class that answers for orientation, owns a lock, a helper
///   or a window; a singleton's `shared`), UIKit's own classes aside
///   (``ClassHierarchy`` knows them by name).
/// - ``variables``: candidate locks, declared anywhere: what a hook, an
///   override or a lock-like computed answer reads.
/// - ``uses``: the names whose writers and callers pass two reports: the
///   candidate locks that some parsed declaration makes a mask or a flag,
///   the functions that write them and the functions that call those
///   (helpers; an initializer is called by its type's name), SwiftUI
///   preference keys, window factories and the app's wrappers of an
///   orientation API (`var portraitOrLandscape: Bool` on `UIDevice`), and
///   the app's functions whose body holds a site (their calls are ORI-734).
///
/// The sets only grow as more files are parsed, so the doctor parses in
/// rounds until no unparsed file is wanted.
struct SwiftParseInterest {
    private(set) var types: Set<String> = []
    private(set) var variables: Set<String> = []
    private(set) var uses: Set<String> = []
    /// SwiftUI preference keys whose value is an orientation or a mask.
    private var preferenceKeys: Set<String> = []
    /// The app's functions whose body holds a site, by name, with their types: a file that names
    /// one and its type may call it (``ProjectResolver/helperCalls()``).
    private(set) var helperOwners: [String: Set<String>] = [:]
    /// The types whose initializer writes a lock (called by the type's name).
    private var lockInitializerOwners: Set<String> = []

    /// Keywords (`init` among them: an initializer is called by its type's name) and UIKit's own classes.
    private static let ignored: Set<String> =
        ClassHierarchy.containers.union(ClassHierarchy.viewControllers).union(ClassHierarchy.unrelatedRoots)
        .union(["UIWindow", "self", "Self", "super", "true", "false", "nil", "init", ""])

    init(_ files: [FileFacts]) {
        var candidates: Set<String> = []
        var wrapperNames: Set<String> = []
        var globalHelpers: Set<String> = []
        for file in files {
            for hook in file.hooks {
                candidates.formUnion(hook.reads)
                // A file declaring a marker the hook looks for (`@objc func canRotate() {}`) is parsed too.
                uses.formUnion(hook.testedSelectors)
                // So is one writing a shared object's flag the hook reads (an SDK's `isLandscape`).
                uses.formUnion(hook.sharedReads.compactMap { $0.split(separator: "|").last.map(String.init) })
                if let owner = hook.owner { types.insert(owner) }
            }
            for member in file.members {
                candidates.formUnion(member.reads)
                types.insert(member.owner)
            }
            for write in file.computedKeyWrites { candidates.insert(write.receiver) }
            for type in file.types where type.inherited.contains("PreferenceKey") {
                let value = file.variables.first { $0.name == "defaultValue" && $0.scope == .staticMember(type.name) }
                if value?.typeText.contains("Orientation") == true { preferenceKeys.insert(type.name) }
            }
            for window in file.windows { collectTypes(of: window) }
            for site in file.sites {
                if let type = site.rotation?.enclosingClass { types.insert(type) }
                if let type = site.call?.enclosingClass { types.insert(type) }
                if let base = site.call?.base { types.insert(base) }
            }
            types.formUnion(file.superReads.keys)
            // A file declaring a marker protocol the orientation code tests is parsed too.
            uses.formUnion(file.orientationTypeTests)
            // So is one writing a user defaults key an orientation answer reads.
            uses.formUnion(file.defaultsKeyReads.filter { !$0.hasPrefix("\"") })
            // So is one that names a function whose body holds a site, and its type (ORI-734).
            for helper in ProjectResolver.helperKeys(in: file) {
                if let owner = helper.owner {
                    helperOwners[helper.name, default: []].insert(owner)
                } else {
                    globalHelpers.insert(helper.name)
                }
            }
            // A monitor's `start` is found through its type's name, which the caller's file declares or uses.
            wrapperNames.formUnion(file.wrappers.map { $0.needsNamedReceiver ? $0.owner ?? $0.name : $0.name })
            // A member that may relay a wrapper (`UIDevice.isPortrait` reading `UIApplication.hx_interfaceOrientation`)
            // is found where it is read, by its name.
            wrapperNames.formUnion(file.wrapperRelays.map(\.caller))
            // A view modifier whose `body` observes the device is found where a view applies it, by its name.
            wrapperNames.formUnion(file.observingViewModifiers.compactMap(\.owner))
        }
        uses.formUnion(globalHelpers)
        callingHelpers(files, globalHelpers: globalHelpers)
        let locks = lockNames(candidates, files)
        helpers(writing: locks, files)
        uses.formUnion(locks)
        uses.formUnion(preferenceKeys)
        uses.formUnion(wrapperNames)
        // Names the resolver never takes for a lock (`shared`, `current`...).
        variables = candidates.subtracting(ProjectResolver.neverLocks)
        subclassInitializers(files)
        superclasses(files)
        for name in Self.ignored {
            types.remove(name)
            variables.remove(name)
            uses.remove(name)
        }
    }

    /// The functions that call a helper, helpers one call further (``ProjectResolver/callingHelpers(from:)``): a
    /// file that names one and its type may call it. Taken from every call of a helper's name, a few more than
    /// the resolver keeps, which costs a parse and changes no finding.
    private mutating func callingHelpers(_ files: [FileFacts], globalHelpers: Set<String>) {
        var callers: [FunctionKey] = []
        for file in files where !file.isTestCode {
            for call in file.plainCalls where helperOwners[call.name] != nil || globalHelpers.contains(call.name) {
                guard let function = call.function, !function.isAccessor else { continue }
                // An initializer is called by its type's name.
                if call.name == "init", !(call.base.map { helperOwners["init"]?.contains($0) == true } ?? false) {
                    continue
                }
                callers.append(function)
            }
        }
        for function in callers {
            if let owner = function.owner {
                helperOwners[function.name, default: []].insert(owner)
            } else if ProjectResolver.isSpecific(function.name) {
                uses.insert(function.name)
            }
        }
    }

    /// The candidates (grown by the lock-like computed answers that read them) that a parsed
    /// declaration makes a mask, an orientation or a flag.
    private mutating func lockNames(_ initial: Set<String>, _ files: [FileFacts]) -> Set<String> {
        var candidates = initial
        var locks: Set<String> = []
        for _ in 0..<8 {
            let before = candidates.count
            for file in files {
                for variable in file.variables where candidates.contains(variable.name) {
                    // Another type's variable of a lock's name is told apart by its type's chain.
                    types.insert(ProjectResolver.owner(of: variable.scope))
                    guard ProjectResolver.looksLikeLock(variable) else { continue }
                    locks.insert(variable.name)
                    if variable.isComputed { candidates.formUnion(variable.getterReads) }
                }
            }
            if candidates.count == before { break }
        }
        return locks.union(["supportedInterfaceOrientations"])
    }

    /// The functions that write a lock and the functions that call them, with a helper that is a
    /// property's accessor making that property a lock: a few rounds reach them all.
    private mutating func helpers(writing initial: Set<String>, _ files: [FileFacts]) {
        var locks = initial
        var helpers: Set<String> = []
        for _ in 0..<8 {
            let before = locks.count + helpers.count
            for file in files {
                for assignment in file.assignments where locks.contains(assignment.name) {
                    if let type = assignment.receiverType { types.insert(type) }
                    if let function = assignment.function { add(function, to: &helpers, locks: &locks) }
                }
                for call in file.calls
                where helpers.contains(call.name) || call.preferenceKey.map(preferenceKeys.contains) == true {
                    if let type = call.enclosingType { types.insert(type) }
                    if let function = call.function { add(function, to: &helpers, locks: &locks) }
                }
            }
            if locks.count + helpers.count == before { break }
        }
        uses.formUnion(locks)
        uses.formUnion(helpers)
    }

    private mutating func add(_ function: FunctionKey, to helpers: inout Set<String>, locks: inout Set<String>) {
        helpers.insert(function.name)
        if let owner = function.owner {
            if function.name == "init" {
                helpers.insert(owner)
                lockInitializerOwners.insert(owner)
            }
            types.insert(owner)
        }
        if function.isAccessor { locks.insert(function.name) }
    }

    private mutating func collectTypes(of window: WindowFact) {
        types.insert(window.typeName)
        types.formUnion(window.rootCandidates)
        if let factory = window.factory {
            uses.insert(factory.name)
            if let owner = factory.owner { types.insert(owner) }
        }
        if let owner = window.factoryCall?.owner { types.insert(owner) }
    }

    /// The subclasses, declared in parsed files, of a type whose initializer holds a site or writes a lock: a
    /// subclass is made by its own name (`RecordAR(ARSceneKit:)` running `ARView`'s initializer, ARVideoKit,
    /// held-out set 146), so a file naming it may make that call. A file declaring a subclass names its
    /// superclass, and so is parsed already.
    ///
    /// The same holds for every helper: a subclass calls a method it inherits without naming the class that
    /// declares it (`refreshSupportedOrientations()` in `extension WatchViewController`, from `extension
    /// UIViewController`, Opaline, held-out set 182), so a file naming the helper and a subclass may call it.
    private mutating func subclassInitializers(_ files: [FileFacts]) {
        guard !helperOwners.isEmpty || !lockInitializerOwners.isEmpty else { return }
        let declared = files.flatMap(\.types).filter { !$0.isExtension }
        for (name, owners) in helperOwners {
            helperOwners[name] = Self.withSubclasses(owners, declared)
        }
        uses.formUnion(Self.withSubclasses(lockInitializerOwners, declared))
    }

    /// The types and their subclasses among the declared types, down their chains.
    private static func withSubclasses(_ types: Set<String>, _ declared: [TypeFact]) -> Set<String> {
        var result = types
        guard !result.isEmpty else { return result }
        for _ in 0..<32 {
            let before = result.count
            for type in declared {
                if let superclass = type.superclass, result.contains(superclass) { result.insert(type.name) }
            }
            if result.count == before { break }
        }
        return result
    }

    /// The superclasses of the types of interest declared in parsed files, up their chains.
    private mutating func superclasses(_ files: [FileFacts]) {
        let declared = files.flatMap(\.types)
        for _ in 0..<32 {
            let before = types.count
            for type in declared where types.contains(type.name) {
                if let superclass = type.superclass { types.insert(superclass) }
            }
            if types.count == before { break }
        }
    }

    /// True when a file with these words must be parsed for the facts pass two looks up.
    func wants(_ words: SwiftWords) -> Bool {
        !words.declaredTypes.isDisjoint(with: types) || !words.declaredVariables.isDisjoint(with: variables)
            || !words.identifiers.isDisjoint(with: uses) || namesHelper(words)
    }

    /// Whether the words name one of the app's helpers and its type.
    private func namesHelper(_ words: SwiftWords) -> Bool {
        // An initializer is called by its type's name alone.
        helperOwners.contains { name, owners in
            guard name == "init" || words.identifiers.contains(name) else { return false }
            return !words.identifiers.isDisjoint(with: owners)
                || owners.contains("UIViewController")
                    && words.declaredTypes.contains {
                        ProjectResolver.isViewControllerByName($0, helperOwner: "UIViewController")
                    }
        }
    }
}
