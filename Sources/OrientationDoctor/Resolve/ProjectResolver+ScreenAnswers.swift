/// Screens that answer the app delegate's hook through the app's own method:
/// the hook asks the top controller `(top as? RotatingViewController)?.customSupportedRotations()`,
/// so the protocol's requirement and each view controller's method returning a mask
/// are that screen's orientation override, in all but name. A manager's getter the
/// hook calls (`helper.getUserInterfaceOrientationMask()`) is its lock, found apart.
extension ProjectResolver {
    mutating func hookAskedScreenAnswers() {
        var asked: Set<String> = []
        var hookOwners: Set<String> = []
        for file in files {
            for hook in file.hooks {
                asked.formUnion(hook.reads)
                if let owner = hook.owner { hookOwners.insert(owner) }
            }
        }
        guard !asked.isEmpty else { return }
        for file in files {
            for function in file.orientationFunctions
            where function.returnsMask && asked.contains(function.name)
                && (function.isRequirement || function.owner.map(hierarchy.isViewController) == true)
                && !hookOwners.contains(function.owner ?? "")
            {
                let owner = function.owner.map { "\($0)." } ?? ""
                findings.append(
                    finding(
                        .maskOverride, file, function.position,
                        today: "\(owner)\(function.name)() answers the mask the app delegate's hook asks the "
                            + "screen for: a supportedInterfaceOrientations override under the app's own name",
                        replacement: Replacement.forOverride(.supportedInterfaceOrientations, constant: nil)))
            }
        }
    }
}
