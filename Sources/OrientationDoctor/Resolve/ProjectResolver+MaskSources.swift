/// A mask kept in one object and copied into a screen's lock (MoPub's MRAID controller keeps the ad's
/// `forceOrientationMask` and sets `self.interstitialViewController.supportedOrientationMask =
/// self.forceOrientationMask`, held-out set 156): the kept mask is a lock too, and its writes decide
/// the screen's orientations as much as the copy does.
extension ProjectResolver {
    /// The masks the lock writes found copy from a property of the writer's own type: each becomes a lock
    /// (reported at its declarations), so that the next round finds its writes.
    mutating func maskSources(copiedBy writes: [(FileFacts, AssignmentFact)], into locks: inout LockSet) {
        for (_, write) in writes {
            guard let owner = write.function?.owner, let name = Self.copiedProperty(write.value),
                name != write.name, locks.owners[name]?.contains(owner) != true
            else { continue }
            let declarations = files.flatMap { file in
                file.variables.filter { variable in
                    variable.name == name && variable.scope == .instance(owner) && variable.isSettable
                        && !variable.isComputed && variable.typeText.fastContains("InterfaceOrientationMask")
                }
                .map { (file, $0) }
            }
            // A copy of the lock saved to be put back (`saved = controller.supportedInterfaceOrientations`, then
            // `controller.supportedInterfaceOrientations = self.saved`) keeps no mask of its own.
            let savesTheLock = files.contains { file in
                file.assignments.contains { saved in
                    saved.name == name && (saved.value == write.name || saved.value.hasSuffix("." + write.name))
                }
            }
            // A mask fixed when the object is made and copied back to restore the lock (react-native-orientation-
            // director's `initialSupportedInterfaceOrientations`, read from the Info.plist in `init`, held-out set
            // 162) is a default, not a lock: nothing changes it afterwards.
            let changedAfterMade = files.contains { file in
                file.assignments.contains { other in
                    other.name == name && other.function?.owner == owner
                        && other.function?.name.hasPrefix("init") == false
                }
            }
            guard !declarations.isEmpty, !savesTheLock, changedAfterMade else { continue }
            for (file, variable) in declarations {
                recordLock(
                    variable, owner: owner, in: file, into: &locks,
                    today: "\(name) keeps the mask \(owner) copies into the orientation lock \(write.name)")
            }
        }
    }

    /// The property a value reads as it stands, through `self` or as its instance variable:
    /// `self.forceOrientationMask`, `_forceOrientationMask` (as declared, without `self.` or the `_`); `nil`
    /// for anything else (a call, a constant, another object's property, a bare name that may be a parameter).
    static func copiedProperty(_ value: String) -> String? {
        var text = Substring(value.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("self.") {
            text = text.dropFirst(5)
        } else if text.hasPrefix("_") {
            text = text.dropFirst()
        } else {
            return nil
        }
        guard let first = text.first, first.isLowercase,
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(text)
    }
}
