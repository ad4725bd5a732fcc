import Foundation

/// The lock's writers: assignments to a lock variable, calls of the
/// helpers the app wrote around it (`lock()`, `lockOrientation(_:)`, a
/// property whose `didSet` writes it, a `View` modifier), and SwiftUI
/// preference keys that carry a mask to a hosting controller. Where a view
/// controller sets a constant mask as it appears, `--diff` turns the writes
/// into a policy.
extension ProjectResolver {
    /// One write found: where, and whether it came through SwiftUI.
    private struct Write {
        var file: FileFacts
        var position: SourcePosition
        var today: String
        var swiftUI: Bool
        var assignment: AssignmentFact?
    }

    /// UIKit's orientation answers, which UIKit calls: no helper of the app's.
    static let uikitAnswers: Set<String> = [
        "shouldAutorotateToInterfaceOrientation", "shouldAutorotate", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation",
    ]

    mutating func lockWrites(_ initial: LockSet) {
        var locks = initial
        var writes: [Write] = []
        var helpers: Set<FunctionKey> = []
        var reported: Set<String> = []
        preferenceKeys(helpers: &helpers)
        // "Type|Protocol" for each protocol a type adopts: a bare call reaches a protocol extension's helper.
        let adoptions = Set(files.flatMap(\.types).flatMap { type in type.inherited.map { "\(type.name)|\($0)" } })
        let views = Self.swiftUIViews(files)
        // Helpers that call helpers, and properties whose observers write a lock: a few rounds reach them all.
        for _ in 0..<4 {
            let before = writes.count + helpers.count + locks.owners.count
            for file in files {
                for assignment in file.assignments where isLockWrite(assignment, file: file, locks: locks) {
                    // UIKit's own answers write no lock for their callers: a call of `shouldAutorotateToInterfaceOrientation:`
                    // asks another controller (BITModalSheetController, held-out set 238).
                    if let function = assignment.function, !Self.uikitAnswers.contains(function.name) {
                        helpers.insert(function)
                    }
                    guard
                        reported.insert("\(file.path):\(assignment.position.offset):\(assignment.position.line)")
                            .inserted
                    else { continue }
                    let through = assignment.swiftUIModifier.map { "SwiftUI's \($0) sets" } ?? "sets"
                    let lock = Self.switchWritten(by: assignment).map { "\($0) (its on state)" } ?? assignment.name
                    writes.append(
                        Write(
                            file: file, position: assignment.position,
                            today: "\(through) the orientation lock \(lock)",
                            swiftUI: assignment.swiftUIModifier != nil, assignment: assignment))
                }
                for call in file.calls where call.preferenceKey == nil && !Self.isDelegateNotification(call) {
                    // Several helpers may match (a `View` extension's and a type's of the same name): one
                    // chosen the same way each run, a SwiftUI modifier first.
                    let matching = helpers.filter { matches(call, $0, adoptions: adoptions, in: file) }
                    guard
                        let helper = matching.first(where: \.isViewModifier)
                            ?? matching.min(by: { "\($0.owner ?? "")|\($0.name)" < "\($1.owner ?? "")|\($1.name)" })
                    else { continue }
                    // The caller is part of the lock's API when it is a method of the helper's own type
                    // whose name is about the lock (`lock(to:andRotate:)` calling `lock(to:)`) or a SwiftUI
                    // modifier; any other caller (a button's action, `closeFullscreenPlayback` tidying up
                    // after a dismissal) is a writer, reported here, whose own callers are not.
                    // Every method of a type named for the lock (`OrientationLock.restoreSystemDefault()`) is its API.
                    // So is a SwiftUI view's own function that calls it in its body (`forcePortrait()`, calling the app
                    // delegate's lock helper, held-out set 231): its calls from the view's `onAppear` are where the view sets
                    // the lock, as when the function assigns the lock itself. Only a function a modifier of its view calls:
                    // not one that builds a view whose button calls it (`playerSection()`, Yattee's player sheet).
                    if let function = call.function,
                        function.owner == helper.owner
                            && (Self.namesTheLock(function.name) || function.owner.map(Self.isLockManagerName) ?? false)
                            || function.isViewModifier
                            || call.swiftUIModifier == nil && function.owner.map(views.contains) == true
                                && views.calledFromModifiers.contains("\(function.owner ?? "")|\(function.name)")
                    {
                        helpers.insert(function)
                    }
                    // A caller that passes its own parameter on (`init(portraitOnly:)` calling
                    // `setup(portraitOnly: portraitOnly)`) is part of the API too: its callers that
                    // give that argument a value are the writers.
                    // An overload that passes its argument on to the helper of its own name
                    // (`lockOrientation(_:andRotateTo:)` calling `lockOrientation(_:)`) still writes the lock
                    // where it stands (held-out sets 27 and 113).
                    if call.forwardsParameter, let function = call.function, !function.isAccessor {
                        helpers.insert(function)
                        if function.name != helper.name { continue }
                    }
                    guard reported.insert("\(file.path):\(call.position.offset):\(call.position.line)").inserted else {
                        continue
                    }
                    // A modifier chained on a view names no receiver worth quoting.
                    let receiver = call.base.flatMap { $0.contains("\n") || $0.count > 40 ? nil : "\($0)." } ?? ""
                    let swiftUI = call.swiftUIModifier != nil || helper.isViewModifier
                    let through = call.swiftUIModifier.map { "SwiftUI's \($0) calls" } ?? "calls"
                    writes.append(
                        Write(
                            file: file, position: call.position,
                            today: "\(through) \(receiver)\(call.name)(…), which sets the orientation lock",
                            swiftUI: swiftUI))
                }
            }
            for helper in helpers where helper.isAccessor { locks.add(helper.name, owner: helper.owner ?? "") }
            maskSources(
                copiedBy: writes.compactMap { write in write.assignment.map { (write.file, $0) } }, into: &locks)
            if writes.count + helpers.count + locks.owners.count == before { break }
        }
        writes += helperCallsThroughDeclaredReceivers(helpers, reported: &reported)
        let assignments = writes.compactMap { write in write.assignment.map { (write.file, $0) } }
        let policies = policyRewrites(assignments)
        let swiftUIPolicies = swiftUIPolicyRewrites(assignments)
        for write in writes {
            let mechanical =
                write.assignment.map {
                    policies.contains($0.position.offset)
                        || swiftUIPolicies.contains("\(write.file.path):\($0.position.offset)")
                } ?? false
            findings.append(
                finding(
                    write.swiftUI ? .swiftUILockWrite : .lockWrite, write.file, write.position, today: write.today,
                    replacement: write.swiftUI ? Replacement.swiftUILock : Replacement.lockWrite,
                    mechanical: mechanical))
        }
        modifierDefinitions(helpers)
    }

    /// Calls of a lock helper under a name that says nothing of the lock (`rest()`), through a property or an instance
    /// variable of the caller's class declared with the helper's (`var recorder: RecordAR?`, `RecordAR *recorder;`):
    /// the declaration names the helper's class, so the name need not (ARVideoKit's examples, held-out set 146).
    private func helperCallsThroughDeclaredReceivers(
        _ helpers: Set<FunctionKey>, reported: inout Set<String>
    )
        -> [Write]
    {
        let byName = Dictionary(grouping: helpers.filter { !$0.isAccessor && $0.owner != nil }, by: \.name)
        guard !byName.isEmpty else { return [] }
        var writes: [Write] = []
        for file in files where !file.isTestCode {
            for call in file.plainCalls {
                // A subclass made by its name with the labels of its superclass's initializer that writes the lock.
                if call.name == "init", let type = call.base, let candidates = byName["init"],
                    candidates.contains(where: { helper in
                        helper.owner.map { type != $0 && hierarchy.inherits(type, from: $0) } ?? false
                            && Self.labels(call.labels, fit: helper.labels)
                    }),
                    reported.insert("\(file.path):\(call.position.offset):\(call.position.line)").inserted
                {
                    writes.append(
                        Write(
                            file: file, position: call.position,
                            today: "makes \(type), whose initializer sets the orientation lock", swiftUI: false))
                    continue
                }
                guard let candidates = byName[call.name], let base = call.base,
                    let declared = Self.declaredClass(ofStoredReceiver: base, in: file, enclosing: call.enclosingType),
                    candidates.contains(where: { helper in
                        helper.owner.map { declared == $0 || hierarchy.inherits(declared, from: $0) } ?? false
                            && Self.labels(call.labels, fit: helper.labels)
                    }),
                    reported.insert("\(file.path):\(call.position.offset):\(call.position.line)").inserted
                else { continue }
                writes.append(
                    Write(
                        file: file, position: call.position,
                        today: "calls \(base).\(call.name)(…), which sets the orientation lock", swiftUI: false))
            }
        }
        return writes
    }

    /// A call sent to a delegate (`delegate?.controlsDidTapRotationLock(self)`): an event, not a call
    /// of a lock helper; the delegate's method that handles it is the writer. An app delegate is no
    /// such delegate (`appDelegate.lockOrientation(_:)` is a helper call).
    static func isDelegateNotification(_ call: CallFact) -> Bool {
        guard let base = call.base else { return false }
        let last = (base.split(separator: ".").last.map(String.init) ?? base).filter { $0 != "?" && $0 != "!" }
        let lower = last.lowercased()
        return lower == "delegate"
            || (lower.hasSuffix("delegate") && !lower.contains("app") && last.first?.isLowercase == true)
    }

    /// Whether a call reaches a helper: by name, and for a name as common as
    /// `lock()` by a receiver that names the helper's type.
    /// A call's labels fit a Swift function's when they are its labels in order, some left out (the
    /// parameters with a default value): `updateUI(isLandscape:)` does not call `updateUI(isFullScreen:)`.
    /// Unknown labels fit anything.
    static func labels(_ call: [String]?, fit function: [String]?) -> Bool {
        guard let call, let function else { return true }
        var remaining = function[...]
        for label in call {
            guard let index = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }

    private func matches(_ call: CallFact, _ helper: FunctionKey, adoptions: Set<String>, in file: FileFacts) -> Bool {
        // `OptionsPicker(title:portraitOnly:)` calls the type's initializer.
        if helper.name == "init", let owner = helper.owner, call.name == owner, call.base == nil { return true }
        let sameName =
            call.name == helper.name
            || (call.language == .objectiveC && Self.objectiveCNames(of: helper).contains(call.name))
        guard sameName, call.function != helper || call.base != nil, Self.labels(call.labels, fit: helper.labels)
        else { return false }
        // `[super willRotateToInterfaceOrientation:…]` in an unrelated class reaches UIKit's method, not the helper.
        if let base = call.base, base == "self" || base == "super", let owner = helper.owner,
            let type = call.enclosingType
        {
            let reaches =
                base == "self"
                ? type == owner || hierarchy.inherits(type, from: owner)
                : type != owner && hierarchy.inherits(type, from: owner)
            if !reaches { return false }
        }
        // A bare call (`[self setup…]`, `setup()`) stays in its own type: another class's method of the same
        // name (LittleGo's UI-test copy of `setupSupportedInterfaceOrientations`) is no call of the helper. A
        // protocol extension's method is the adopting type's own (`modifyOrientation(_:)` in `extension View`,
        // called from a view's body, held-out set 79).
        if call.base == nil, let owner = helper.owner, let type = call.enclosingType, type != owner,
            !hierarchy.inherits(type, from: owner), !hierarchy.inherits(owner, from: type),
            !adoptions.contains("\(type)|\(owner)")
        {
            return false
        }
        let distinctive = ["orient", "rotat", "landscape", "portrait", "autorotat", "fullscreen"]
        if distinctive.contains(where: call.name.lowercased().contains) { return true }
        guard let owner = helper.owner else { return call.base == nil }
        guard let base = call.base else {
            return call.enclosingType.map { $0 == owner || hierarchy.inherits($0, from: owner) } ?? false
        }
        if Self.base(base, names: owner) { return true }
        // A stored property of the caller's type declared with the helper's (`implementation.lock(…)`), or an
        // instance variable (`RecordAR *recorder;`).
        guard let declared = Self.declaredClass(ofStoredReceiver: base, in: file, enclosing: call.enclosingType)
        else { return false }
        return declared == owner || hierarchy.inherits(declared, from: owner)
    }

    /// SwiftUI preference keys whose value is an orientation or a mask: the key, each
    /// `.preference(key:)` that sets it and each `onPreferenceChange` that feeds a
    /// hosting controller. The functions that set one become helpers.
    private mutating func preferenceKeys(helpers: inout Set<FunctionKey>) {
        var keys: Set<String> = []
        for file in files {
            for type in file.types where type.inherited.contains("PreferenceKey") {
                let value = file.variables.first {
                    $0.name == "defaultValue" && $0.scope == .staticMember(type.name)
                }
                guard let value, value.typeText.contains("Orientation") else { continue }
                keys.insert(type.name)
                findings.append(
                    finding(
                        .lockVariable, file, type.position,
                        today: "the preference key \(type.name) carries an orientation mask to a hosting controller",
                        replacement: "delete it; " + Replacement.swiftUILock + " on the views that set it"))
            }
        }
        guard !keys.isEmpty else { return }
        for file in files {
            for call in file.calls {
                guard let key = call.preferenceKey, keys.contains(key) else { continue }
                let feeds = call.name == "onPreferenceChange"
                if !feeds, let function = call.function { helpers.insert(function) }
                findings.append(
                    finding(
                        .swiftUILockWrite, file, call.position,
                        today: feeds
                            ? "onPreferenceChange(\(key).self) feeds a hosting controller's orientation mask"
                            : "sets the orientation preference \(key) for a hosting controller's mask",
                        replacement: Replacement.swiftUILock))
            }
        }
    }

    /// `--diff`: a view controller that sets a constant mask in `viewWillAppear`
    /// (or `viewDidAppear`, `viewDidLoad`) and has no orientation override of its
    /// own gets that mask as its policy; the write, and the restoring writes in
    /// `viewWillDisappear`/`viewDidDisappear`, go, when only hooks `--diff` rewrites read
    /// the lock (``isReadOnlyByRewrittenHooks(_:)``). The offsets of the rewritten writes.
    private mutating func policyRewrites(_ writes: [(FileFacts, AssignmentFact)]) -> Set<Int> {
        let appear: Set<String> = ["viewWillAppear", "viewDidAppear", "viewDidLoad"]
        let disappear: Set<String> = ["viewWillDisappear", "viewDidDisappear"]
        let overridden = Set(files.flatMap { $0.members.map(\.owner) })
        let byClass = Dictionary(grouping: writes.filter { $0.1.language == .swift && $0.1.isStatement }) {
            "\($0.0.path)|\($0.1.function?.owner ?? "")"
        }
        var rewritten: Set<Int> = []
        for key in byClass.keys.sorted() {
            guard let group = byClass[key], let (file, first) = group.first, let owner = first.function?.owner,
                hierarchy.isViewController(owner), !overridden.contains(owner),
                plans[file.path]?.policies[owner] == nil
            else { continue }
            let setting = group.filter { appear.contains($0.1.function?.name ?? "") }
            let restoring = group.filter { disappear.contains($0.1.function?.name ?? "") }
            guard setting.count == 1, let write = setting.first?.1, setting.count + restoring.count == group.count,
                let mask = Self.maskNames(write.value), isReadOnlyByRewrittenHooks(write.name)
            else { continue }
            var plan = plans[file.path, default: RewritePlan()]
            plan.policies[owner] = Replacement.policyExpression(mask: mask, preferred: nil)
            for (_, assignment) in setting + restoring {
                plan.removedStatements.insert(assignment.position.offset)
                rewritten.insert(assignment.position.offset)
            }
            plans[file.path] = plan
        }
        return rewritten
    }

    /// `.landscape`, `[.landscapeLeft, .landscapeRight]`, `UIInterfaceOrientationMask.portrait`: the mask names.
    static func maskNames(_ value: String) -> [String]? {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var names: [String] = []
        for part in parts {
            let name = part.replacingOccurrences(of: "UIInterfaceOrientationMask", with: "")
            guard name.hasPrefix("."), SwiftSyntaxReading.maskNames.contains(String(name.dropFirst())) else {
                return nil
            }
            names.append(String(name.dropFirst()))
        }
        return names.isEmpty ? nil : names
    }
}
