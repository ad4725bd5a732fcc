/// `--diff` for SwiftUI: a view that sets the lock to a constant mask as it appears (`.onAppear`) and puts it back as
/// it goes (`.onDisappear`) says, in the library's terms, `.interfaceOrientations(mask)`: the modifier holds the mask
/// while the view is on screen, rotates into it, and restores the orientations beneath when the view goes.
extension ProjectResolver {
    /// A lock whose only readers are Swift app-delegate hooks that `--diff` rewrites to the library's answer: once
    /// patched, nothing reads it, so a write of it can become the screen's own orientations. A lock an override or
    /// an Objective-C hook reads still answers UIKit after the patch, and its writes stay.
    func isReadOnlyByRewrittenHooks(_ lock: String) -> Bool {
        var rewrittenReaders = 0
        for file in files {
            for hook in file.hooks where hook.reads.contains(lock) && !isViewControllersHook(hook) {
                guard plans[file.path]?.hookBodies.contains(hook.position.offset) == true else { return false }
                rewrittenReaders += 1
            }
            if file.members.contains(where: { $0.reads.contains(lock) }) { return false }
            if file.hookRequirements.contains(where: { $0.reads.contains(lock) }) { return false }
        }
        return rewrittenReaders > 0
    }

    /// Plans the rewrite of each view whose `.onAppear` sets the lock once to a constant mask and whose
    /// `.onDisappear` (if it writes the lock) only restores a constant: the lock writes go, and so do the forced
    /// rotations beside them in those closures (a KVC write of the device's orientation,
    /// `attemptRotationToDeviceOrientation()`, `setNeedsUpdateOfSupportedInterfaceOrientations()`), which the modifier
    /// makes needless. An `.onAppear` left empty becomes `.interfaceOrientations(mask)`; one that still does
    /// something (`player.play()`) gets the modifier after it; an `.onDisappear` left empty goes.
    ///
    /// Returns the offsets of the statements removed, by file (`path:offset`), so their findings say `--diff`
    /// handles them.
    mutating func swiftUIPolicyRewrites(_ writes: [(FileFacts, AssignmentFact)]) -> Set<String> {
        var lockWrites: [String: [Int: AssignmentFact]] = [:]
        for (file, write) in writes
        where write.language == .swift && write.isStatement
            && ["onAppear", "onDisappear"].contains(write.swiftUIModifier ?? "")
        {
            lockWrites[file.path, default: [:]][write.position.offset] = write
        }
        var removed: Set<String> = []
        for file in files {
            guard let fileWrites = lockWrites[file.path] else { continue }
            let chains = Dictionary(grouping: file.lifecycleModifiers, by: \.chain)
            // The forced rotations the view's own orientations make needless, by the offset of their statement.
            let rotations = Set(
                file.sites.filter { Self.rotationRequestCodes.contains($0.code) }.map(\.position.offset))
            for chain in chains.keys.sorted() {
                guard let modifiers = chains[chain],
                    let rewrite = Self.policyRewrite(of: modifiers, lockWrites: fileWrites, rotations: rotations),
                    isReadOnlyByRewrittenHooks(rewrite.lock)
                else { continue }
                var plan = plans[file.path, default: RewritePlan()]
                plan.removedStatements.formUnion(rewrite.removed)
                plan.modifierRewrites.merge(rewrite.modifiers) { first, _ in first }
                plans[file.path] = plan
                removed.formUnion(rewrite.removed.map { "\(file.path):\($0)" })
                markMechanical(sitesAt: rewrite.removed, in: file)
            }
        }
        return removed
    }

    /// Sites that only ask UIKit to rotate now: a KVC write of the device's orientation,
    /// `attemptRotationToDeviceOrientation()`, `setNeedsUpdateOfSupportedInterfaceOrientations()`.
    static let rotationRequestCodes: Set<DoctorCode> = [
        .deviceOrientationWrite, .attemptRotation, .manualOrientationUpdate,
    ]

    /// The forced rotations that go with a rewrite are handled by `--diff` too.
    private mutating func markMechanical(sitesAt offsets: Set<Int>, in file: FileFacts) {
        for site in file.sites where offsets.contains(site.position.offset) {
            for index in findings.indices
            where findings[index].file == file.path && findings[index].line == site.position.line
                && findings[index].column == site.position.column && findings[index].code == site.code.rawValue
            {
                findings[index].isMechanical = true
            }
        }
    }

    /// The Swift types that declare themselves SwiftUI views (`struct PlayerScreen: View`), and the functions of
    /// theirs that a modifier's closure of the same view calls (`.onAppear { forcePortrait() }`), as `Type|name`.
    struct SwiftUIViews {
        var names: Set<String> = []
        var calledFromModifiers: Set<String> = []

        func contains(_ name: String) -> Bool { names.contains(name) }
    }

    static func swiftUIViews(_ files: [FileFacts]) -> SwiftUIViews {
        var views = SwiftUIViews()
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        views.names = Set(
            swift.flatMap(\.types).filter { !$0.isExtension && $0.inherited.contains("View") }.map(\.name))
        for call in swift.flatMap(\.calls) where call.swiftUIModifier != nil && call.base == nil {
            if let owner = call.enclosingType, views.names.contains(owner) {
                views.calledFromModifiers.insert("\(owner)|\(call.name)")
            }
        }
        return views
    }

    /// What one view's modifiers become, when the intent is clear.
    struct SwiftUIPolicyRewrite: Equatable {
        /// The lock's name.
        var lock: String
        /// The statements that go (offsets).
        var removed: Set<Int>
        /// What becomes of each modifier (by the offset of its name).
        var modifiers: [Int: RewritePlan.ModifierRewrite]
    }

    /// The rewrite of one view's `onAppear`/`onDisappear` modifiers (sharing the view's start), or `nil` when the
    /// lock is set more than once, to something other than a constant mask, or in two locks' names.
    static func policyRewrite(
        of modifiers: [LifecycleModifierFact], lockWrites: [Int: AssignmentFact], rotations: Set<Int>
    ) -> SwiftUIPolicyRewrite? {
        let writing = modifiers.filter { modifier in
            modifier.statements.contains { lockWrites[$0.offset] != nil }
        }
        let appearing = writing.filter { $0.name == "onAppear" }
        guard appearing.count == 1, let appear = appearing.first else { return nil }
        let written = writing.flatMap { modifier in modifier.statements.compactMap { lockWrites[$0.offset] } }
        let setting = appear.statements.compactMap { lockWrites[$0.offset] }
        guard setting.count == 1, let set = setting.first, let mask = maskNames(set.value),
            Set(written.map(\.name)).count == 1,
            written.allSatisfy({ maskNames($0.value) != nil })
        else { return nil }
        var removed: Set<Int> = []
        var rewrites: [Int: RewritePlan.ModifierRewrite] = [:]
        for modifier in writing {
            let going = modifier.statements.filter { lockWrites[$0.offset] != nil || rotations.contains($0.offset) }
            removed.formUnion(going.map(\.offset))
            let leftEmpty = going.count == modifier.statements.count
            if modifier.name == "onAppear" {
                rewrites[modifier.nameOffset] = leftEmpty ? .replace(mask: mask) : .append(mask: mask)
            } else if leftEmpty {
                rewrites[modifier.nameOffset] = .drop
            }
        }
        return SwiftUIPolicyRewrite(lock: set.name, removed: removed, modifiers: rewrites)
    }
}
