import Foundation

/// The screens' locks: a variable a view controller's orientation override returns, an app
/// object's flag or mask it returns through the object's type or a property that holds the object,
/// a file's own C flag, a settings struct's field. `lockWrites(_:)` then finds their writers.
extension ProjectResolver {
    /// The lock variables found so far: name → owners (`""` for a global).
    struct LockSet {
        var owners: [String: Set<String>] = [:]
        /// Where each lock is declared, per file (a declaration is not a write).
        var positions: [String: Set<SourcePosition>] = [:]
        /// Owners the project does not declare (an SDK's shared object): their locks are written only
        /// through a receiver that names them.
        var external: Set<String> = []
        /// Locks each initializer sets (a `let` given when the screen is made): the initializer stores what its
        /// caller passes.
        var givenAtInit: Set<String> = []
        /// Locks a framework's view controller declares, written only through a controller
        /// (`self.capViewController?.supportedOrientations = …`).
        var ofFrameworkControllers: Set<String> = []
        /// Locks that are a control's state: a `UISwitch` whose `on` an override returns (written `.on = …`).
        var switches: Set<String> = []

        mutating func add(_ name: String, owner: String) { owners[name, default: []].insert(owner) }
    }

    /// True when the project declares a class, struct or enum of this name itself.
    func projectDeclares(_ name: String) -> Bool {
        files.contains { file in file.types.contains { $0.name == name && !$0.isExtension } }
    }

    /// A screen's own lock: a variable a view controller's orientation override returns
    /// (`var orientations = …` behind `supportedInterfaceOrientations`), and a settable
    /// `supportedInterfaceOrientations` itself.
    mutating func screenLocks(into locks: inout LockSet) {
        var wanted: [String: Set<String>] = [:] // class → names its overrides read
        var compared: [String: Set<String>] = [:] // class → names its overrides compare with a side
        // A read through a macro that stands for an object (`settingsS.isRotationLockEnabled`) reads its class's.
        let objectMacros = files.reduce(into: [String: String]()) { $0.merge($1.objectMacros) { first, _ in first } }
        for file in files {
            for member in file.members where hierarchy.isViewController(member.owner) {
                guard member.language == .objectiveC || (member.isOverride && member.typeMatches) else { continue }
                wanted[member.owner, default: []].formUnion(member.reads)
                wanted[member.owner, default: []].formUnion(member.reads.compactMap { objectMacros[$0] })
                compared[member.owner, default: []].formUnion(member.sideComparisons)
            }
            for (owner, reads) in file.legacyAnswerReads where hierarchy.isViewController(owner) {
                wanted[owner, default: []].formUnion(reads)
            }
        }
        objectLocks(wanted, into: &locks)
        structFieldLocks(into: &locks)
        frameworkControllerLocks(into: &locks)
        for file in files {
            for variable in file.variables {
                if case .global = variable.scope {
                    fileLock(variable, in: file, into: &locks)
                    continue
                }
                guard case .instance(let owner) = variable.scope, hierarchy.isViewController(owner) else { continue }
                // Not a string of that name (the name of a script's callback, `NSString *_supportedInterfaceOrientations`,
                // held-out set 89's Queries).
                if variable.name == OrientationMember.supportedInterfaceOrientations.rawValue, variable.isSettable,
                    !variable.typeText.contains("String")
                {
                    locks.add(variable.name, owner: owner)
                    locks.positions[file.path, default: []].insert(variable.position)
                    continue
                }
                if storedOverride(variable, owner: owner, in: file, into: &locks) { continue }
                let readers = wanted.filter {
                    hierarchy.inherits($0.key, from: owner) && $0.value.contains(variable.name)
                }
                // A `let` the screen is given when it is made (DuckDuckGo's `allowedOrientation`, held-out set 5)
                // is its lock too: the initializer's callers write it.
                // A mode of the app's own type that the override compares with a side (`layout == .landscape`).
                let comparedWithSide = compared.contains {
                    hierarchy.inherits($0.key, from: owner) && $0.value.contains(variable.name)
                }
                // A switch whose state the override returns (`self.portraitSwitch.on`): the user's lock control.
                let switchState = Self.isSwitch(variable) && readers.values.contains(where: Self.readsSwitchState)
                guard !readers.isEmpty, variable.isSettable || variable.isSetByInitializer,
                    Self.looksLikeLock(variable) || Self.isOrientationCollection(variable)
                        || Self.isOrientationSetting(variable) || comparedWithSide && Self.mayHoldMode(variable)
                        || Self.isCInteger(variable) && Self.namesLockOrRotation(variable.name)
                        || Self.hasRotationModeType(variable) || switchState,
                    OrientationMember(rawValue: variable.name) == nil
                else { continue }
                if !variable.isSettable { locks.givenAtInit.insert(variable.name) }
                if switchState { locks.switches.insert(variable.name) }
                recordLock(
                    variable, owner: owner, in: file, into: &locks,
                    today: "\(variable.name) is the lock \(owner)'s orientation override returns")
            }
        }
    }

    /// An Objective-C view controller that redeclares one of UIKit's orientation properties as its own read-only
    /// property (`@property (readonly) UIInterfaceOrientationMask supportedInterfaceOrientations;`, Red5 Pro's test
    /// screens, held-out set 235): the override answers with the instance variable its own code sets
    /// (`_supportedInterfaceOrientations = …`), whose writes are the lock's.
    mutating func storedOverride(
        _ variable: VariableFact, owner: String, in file: FileFacts, into locks: inout LockSet
    ) -> Bool {
        guard variable.language == .objectiveC, !variable.isSettable, !variable.typeText.contains("String"),
            let member = OrientationMember(rawValue: variable.name),
            // A class that implements the getter itself only declares it: the method is the override.
            !files.contains(where: { file in
                file.members.contains { $0.owner == owner && $0.member == member && $0.language == .objectiveC }
            })
        else { return false }
        locks.add(variable.name, owner: owner)
        locks.positions[file.path, default: []].insert(variable.position)
        findings.append(
            finding(
                member.overrideCode, file, variable.position,
                today: "\(owner) overrides \(variable.name) with a read-only property: the answer is the instance "
                    + "variable its own code sets", replacement: Replacement.forOverride(member, constant: nil)))
        return true
    }

    /// A `UISwitch` (an outlet or a control the screen makes): a lock when an override returns its state.
    static func isSwitch(_ variable: VariableFact) -> Bool {
        variable.typeText.split(whereSeparator: { !$0.isLetter }).contains("UISwitch")
    }

    /// An override that reads a switch's state (`.on`, `.isOn`, `[sw isOn]`).
    static func readsSwitchState(_ names: Set<String>) -> Bool {
        names.contains("on") || names.contains("isOn")
    }

    /// An Objective-C property or instance variable of a C integer type (`int supportedOrientations`, the mask
    /// Unity Ads' ad screen returns, held-out set 159): a mask when named for the orientations or the lock.
    static func isCInteger(_ variable: VariableFact) -> Bool {
        let words = variable.typeText.split(separator: " ").filter { $0 != "static" && $0 != "const" }
        let integers: Set<String> = [
            "int", "unsigned", "long", "short", "uint32_t", "int32_t", "uint64_t", "NSUInteger",
        ]
        return variable.language == .objectiveC && !words.isEmpty && words.allSatisfy { integers.contains(String($0)) }
    }

    /// A declaration that can hold a screen's mode: no window, controller, view or string, by the type's last word
    /// (`ECSlidingViewControllerOperation`, an enum named after its class, holds one; `UIView *` does not).
    static func mayHoldMode(_ variable: VariableFact) -> Bool {
        let name =
            variable.typeText.filter { $0.isLetter || $0.isNumber || $0 == " " }
            .split(separator: " ").last.map { Substring($0) } ?? ""
        let last = camelCaseWords(name).last ?? ""
        return !["Window", "Controller", "View", "String"].contains(last)
    }

    /// A mode of the app's own type named for rotation or orientation (`RotateType rotateType`, whose values are
    /// fixed portrait, fixed landscape and auto-rotate, tested by the screen's `shouldAutorotate`: FUZegoExpress's
    /// video-rotation examples, held-out set 223). UIKit's and the system's own types (`UIInterfaceOrientation`) are
    /// not such a mode.
    static func hasRotationModeType(_ variable: VariableFact) -> Bool {
        let text = variable.typeText
        // A value, not an object: no pointer (`RotationManager *`), protocol (`id<RotationDelegate>`) or generic.
        guard !text.hasPrefix("= "), !text.contains("*"), !text.contains("<") else { return false }
        let type =
            text.filter { $0.isLetter || $0.isNumber || $0 == " " }.split(separator: " ").last.map(String.init) ?? ""
        guard !["UI", "AV", "CG", "CA", "NS"].contains(where: type.hasPrefix), mayHoldMode(variable) else {
            return false
        }
        // An object that does the rotating (`RotationManager *manager`) holds the lock; it is no mode itself.
        let objects = ["Manager", "Handler", "Helper", "Service", "Recognizer", "Animator", "Coordinator", "Delegate"]
        if objects.contains(where: type.hasSuffix) { return false }
        let lower = type.lowercased()
        return lower.contains("rotat") || lower.contains("orientation")
    }

    /// A string setting named for the orientation (cocos2d's `NSString *screenOrientation`, compared with
    /// `CCScreenOrientationAll` by the root controller's override, held-out set 147): the screen's lock when the
    /// override reads it.
    static func isOrientationSetting(_ variable: VariableFact) -> Bool {
        variable.name.fastContains("rientation") && variable.typeText.fastContains("String")
            && !variable.typeText.hasPrefix("= ")
    }

    /// A collection of orientations named for them (Capacitor's `var supportedOrientations: [Int] = []`, whose
    /// raw values the screen's override turns into a mask, held-out set 134): the screen's lock, written by
    /// `append` and the other mutations as by assignment.
    static func isOrientationCollection(_ variable: VariableFact) -> Bool {
        let text = variable.typeText
        // Objective-C's collections too (`NSMutableSet *supportedOrientations`, Codea's runtime, held-out set 254).
        let objectiveCCollections = ["NSMutableSet", "NSSet", "NSMutableArray", "NSArray", "NSMutableOrderedSet"]
        let isCollection =
            text.hasPrefix("[") || text.hasPrefix("Set<") || text.hasPrefix("= [")
            || variable.language == .objectiveC && objectiveCCollections.contains { text.hasPrefix($0) }
        return isCollection && variable.name.fastContains("rientation") && !text.fastContains("String")
    }

    /// The orientations a framework's view controller keeps, set from the project through a controller
    /// (`self.capViewController?.supportedOrientations = [orientation]`, Capacitor's screen-orientation plugin,
    /// held-out set 138): the framework declares the lock, the project writes it (the plugin's own list of the
    /// same name, which it restores, included). Only where no screen of the project holds a lock of that name.
    private func frameworkControllerLocks(into locks: inout LockSet) {
        let names = ["supportedOrientations"]
        for name in names where locks.owners[name] == nil {
            let written = files.contains { file in
                file.assignments.contains { $0.name == name && ($0.base?.fastContains("ontroller") ?? false) }
            }
            if written {
                locks.add(name, owner: "")
                locks.ofFrameworkControllers.insert(name)
            }
        }
    }

    /// The owner a lock has when it is a field of a C struct (`settings.orientation_flags`): its writes
    /// go through the struct, never a bare name.
    static let structFieldOwner = "."

    /// A field of a settings struct that an Objective-C screen's mask override returns and the app sets
    /// to masks (RetroArch's `return apple_frontend_settings.orientation_flags;`, set to
    /// `UIInterfaceOrientationMaskLandscape` from a setting): its writes are the lock's.
    private func structFieldLocks(into locks: inout LockSet) {
        var maskFields: Set<String> = []
        for file in files {
            for assignment in file.assignments
            where assignment.language == .objectiveC && assignment.base?.hasSuffix(".") == true
                && assignment.value.hasPrefix("UIInterfaceOrientationMask")
            {
                maskFields.insert(assignment.name)
            }
        }
        guard !maskFields.isEmpty else { return }
        for file in files {
            for member in file.members
            where member.language == .objectiveC && member.member == .supportedInterfaceOrientations
                && hierarchy.isViewController(member.owner)
            {
                for name in member.reads.sorted()
                where maskFields.contains(name) && locks.owners[name] == nil && Self.namesLockOrRotation(name) {
                    locks.add(name, owner: Self.structFieldOwner)
                }
            }
        }
    }

    /// An app object's mask or flag that a screen's override reads through the object's type
    /// (LittleGo's `return [LayoutManager sharedManager].shouldAutorotate;`): the lock is the object's,
    /// each of its declarations (a `readonly` one in the header, `readwrite` in the class extension)
    /// when one of them can be set.
    private mutating func objectLocks(_ wanted: [String: Set<String>], into locks: inout LockSet) {
        let reads = wanted.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // The types of a screen's own properties its overrides read: a player held by the screen
        // (`self.wmPlayer.isLockScreen` reaches `WMPlayer`), whose flags count when named for a lock
        // or a rotation (the player's `isMuted`, read beside it, is no lock).
        var reached: [String: Set<String>] = [:] // screen → types
        for file in files {
            for variable in file.variables {
                guard case .instance(let owner) = variable.scope, wanted[owner]?.contains(variable.name) == true,
                    let type = Self.declaredTypeName(variable.typeText)
                else { continue }
                reached[owner, default: []].insert(type)
            }
        }
        // A held object's flag that is the only one a screen's overrides read (Lumina's
        // `return !camera.recordingVideo`, held-out set 97) is the lock whatever its name: the answer
        // depends on nothing else. Beside another flag (WMPlayer's `isMuted`), only the name tells.
        var readers: [String: [String]] = [:] // name → the screens whose overrides read it
        for (screen, names) in wanted where reached[screen] != nil {
            for name in names { readers[name, default: []].append(screen) }
        }
        var heldFlags: [String: Set<String>] = [:] // screen → "owner|name" of the held objects' flags it reads
        for file in files {
            for variable in file.variables {
                guard case .instance(let owner) = variable.scope, let screens = readers[variable.name],
                    Self.looksLikeLock(variable)
                else { continue }
                for screen in screens where reached[screen]?.contains(owner) == true {
                    heldFlags[screen, default: []].insert("\(owner)|\(variable.name)")
                }
            }
        }
        var candidates: [String: [(FileFacts, VariableFact)]] = [:] // "owner|name" → declarations
        for file in files {
            for variable in file.variables {
                guard case .instance(let owner) = variable.scope, reads.contains(variable.name),
                    !hierarchy.isViewController(owner), projectDeclares(owner) || Self.declaresCategory(owner, file),
                    OrientationMember(rawValue: variable.name) != nil || Self.looksLikeLock(variable)
                        || Self.isBoxedLockFlag(variable)
                        || Self.isSwitch(variable) && wanted.values.contains(where: Self.readsSwitchState),
                    wanted.contains(where: { screen, names in
                        names.contains(variable.name)
                            && (names.contains(owner)
                                || (reached[screen]?.contains(owner) == true
                                    && (Self.namesLockOrRotation(variable)
                                        || heldFlags[screen] == ["\(owner)|\(variable.name)"])))
                    })
                else { continue }
                candidates["\(owner)|\(variable.name)", default: []].append((file, variable))
            }
        }
        for (key, declarations) in candidates.sorted(by: { $0.key < $1.key }) {
            let owner = String(key.prefix { $0 != "|" })
            // Settable as declared, or written by its own class (a `readonly` property whose class
            // implements the setter and writes `self.isLockScreen = …`).
            let name = declarations[0].1.name
            let writtenByOwner = files.contains { file in
                file.assignments.contains {
                    $0.name == name && $0.base?.hasSuffix("self.") == true && $0.function?.owner == owner
                }
            }
            guard declarations.contains(where: { $0.1.isSettable }) || writtenByOwner else { continue }
            for (file, variable) in declarations {
                if Self.isSwitch(variable) { locks.switches.insert(variable.name) }
                recordLock(
                    variable, owner: owner, in: file, into: &locks,
                    today: "\(variable.name) of \(owner) is the lock a screen's orientation override returns")
            }
        }
    }

    /// An Objective-C category the file declares on a class the project does not (a settings pod's class,
    /// `@interface GVUserDefaults (Properties)`): the properties it declares are the app's, kept by that class.
    static func declaresCategory(_ owner: String, _ file: FileFacts) -> Bool {
        file.types.contains { $0.name == owner && $0.isExtension && $0.language == .objectiveC }
    }

    /// An Objective-C flag boxed in an `NSNumber` and named for the lock (`NSNumber *orientationLocked`, a setting
    /// kept in the user defaults, NovelReader, held-out set 179).
    static func isBoxedLockFlag(_ variable: VariableFact) -> Bool {
        variable.language == .objectiveC && variable.typeText.fastContains("NSNumber")
            && namesLockOrRotation(variable.name)
    }

    /// A name that says lock or rotation (`isLockScreen`, `rotationLocked`, `allowsAutorotation`).
    static func namesLockOrRotation(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["lock", "rotat", "orientation"].contains(where: lower.contains)
    }

    /// A held object's property that says lock or rotation by its name, or by its first value, a case
    /// of the app's enum named for a side (EZPlayer's `fullScreenMode = EZPlayerFullScreenMode.landscape`,
    /// switched on by the full-screen screen's mask override).
    static func namesLockOrRotation(_ variable: VariableFact) -> Bool {
        if namesLockOrRotation(variable.name) { return true }
        return variable.typeText.hasPrefix("= ") && namesOrientationCase(variable.typeText.dropFirst(2))
    }

    /// A screen's lock found: its owner (`""` for a file's own), where it is declared (not a write), the finding.
    mutating func recordLock(
        _ variable: VariableFact, owner: String, in file: FileFacts, into locks: inout LockSet, today: String
    ) {
        locks.add(variable.name, owner: owner)
        locks.positions[file.path, default: []].insert(variable.position)
        findings.append(
            finding(.lockVariable, file, variable.position, today: today, replacement: Replacement.lockVariable))
    }

    /// A file's own flag that a view controller's override in the same file returns on
    /// (`static int change_layout` behind `shouldAutorotate`, MAME4iOS): C code keeps its flags in ints.
    private mutating func fileLock(_ variable: VariableFact, in file: FileFacts, into locks: inout LockSet) {
        let cType = variable.typeText.split(separator: " ").filter { $0 != "static" }.joined(separator: " ")
        let isCFlag = variable.language == .objectiveC && ["int", "NSInteger", "unsigned int"].contains(cType)
        guard variable.isSettable, Self.looksLikeLock(variable) || isCFlag,
            let member = file.members.first(where: { member in
                member.reads.contains(variable.name) && hierarchy.isViewController(member.owner)
                    && (member.language == .objectiveC || (member.isOverride && member.typeMatches))
            }),
            locks.owners[variable.name]?.contains("") != true
        else { return }
        recordLock(
            variable, owner: "", in: file, into: &locks,
            today: "\(variable.name) is the lock \(member.owner)'s \(member.member.rawValue) returns on")
    }
}
