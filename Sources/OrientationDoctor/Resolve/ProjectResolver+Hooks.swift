/// The app delegate's hook, the lock variables it reads and their writers,
/// and the scene configuration the iOS 27 SDK requires.
extension ProjectResolver {
    mutating func hooksAndLocks() {
        var lockNames: Set<String> = []
        var owners: Set<String> = []
        for file in files {
            for hook in file.hooks {
                lockNames.formUnion(hook.reads)
                if let owner = hook.owner { owners.insert(owner) }
                let mechanical = hook.language == .swift && !hook.answersWithLibrary
                findings.append(
                    finding(
                        .appDelegateHook, file, hook.position,
                        today: hook.answersWithLibrary
                            ? "application(_:supportedInterfaceOrientationsFor:) answers with the library"
                            : "application(_:supportedInterfaceOrientationsFor:) answers UIKit from its own state",
                        replacement: (hook.answersWithLibrary ? "" : Replacement.appDelegateAnswer + " as its body; ")
                            + "and, for the iOS 27 SDK, the scene delegate's answer", mechanical: mechanical))
                if mechanical { plans[file.path, default: RewritePlan()].hookBodies.insert(hook.position.offset) }
            }
        }
        let singletons = Set(files.flatMap(\.types).filter(\.declaresShared).map(\.name))
        var lockPositions: [String: Set<SourcePosition>] = [:]
        var lockOwners: [String: Set<String>] = [:]
        for file in files {
            for variable in file.variables where lockNames.contains(variable.name) && Self.looksLikeLock(variable) {
                switch variable.scope {
                case .global:
                    lockOwners[variable.name, default: []].insert("")
                case .staticMember(let owner):
                    lockOwners[variable.name, default: []].insert(owner)
                case .instance(let owner) where owners.contains(owner) || singletons.contains(owner):
                    lockOwners[variable.name, default: []].insert(owner)
                case .instance:
                    continue
                }
                lockPositions[file.path, default: []].insert(variable.position)
                findings.append(
                    finding(
                        .lockVariable, file, variable.position,
                        today: "\(variable.name) is the lock the app delegate's hook returns",
                        replacement: Replacement.lockVariable))
            }
        }
        // Names that unrelated types also declare: a write must name the lock's owner.
        let shared = Set(
            files.flatMap { file in
                file.variables.filter {
                    lockOwners[$0.name] != nil && lockPositions[file.path]?.contains($0.position) != true
                }
                .map(\.name)
            })
        for file in files {
            for assignment in file.assignments {
                guard let owners = lockOwners[assignment.name],
                    lockPositions[file.path]?.contains(assignment.position) != true
                else { continue }
                if let base = assignment.base, let first = base.first, first.isUppercase,
                    base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !owners.contains(base)
                {
                    continue // `OtherType.name = …`: another type's property of the same name
                }
                if shared.contains(assignment.name) {
                    let base = assignment.base ?? ""
                    guard
                        owners.contains(where: { !$0.isEmpty && base.contains($0) })
                            || base.lowercased().contains("delegate") || base.contains("shared")
                    else { continue }
                }
                if let modifier = assignment.swiftUIModifier {
                    findings.append(
                        finding(
                            .swiftUILockWrite, file, assignment.position,
                            today: "SwiftUI's \(modifier) sets the orientation lock \(assignment.name)",
                            replacement: Replacement.swiftUILock))
                } else {
                    findings.append(
                        finding(
                            .lockWrite, file, assignment.position,
                            today: "sets the orientation lock \(assignment.name)",
                            replacement: "orientationPolicy = .locked(.landscapeRight) (or the mask "
                                + "it sets) on the screen, in viewDidLoad"))
                }
            }
        }
    }

    /// A mask, an orientation or a flag (not a window or a controller).
    static func looksLikeLock(_ variable: VariableFact) -> Bool {
        let text = variable.typeText
        // A singleton (`static let shared = Coordinator()`) is not a lock, whatever its type's name.
        if ["shared", "sharedInstance", "instance", "default", "current"].contains(variable.name) { return false }
        if text.hasPrefix("= ") {
            let value = text.dropFirst(2)
            return value.hasPrefix("UIInterfaceOrientation") || value.hasPrefix(".") || value.hasPrefix("[.")
                || ["true", "false"].contains(value)
        }
        if text.contains("Window") || text.contains("Controller") { return false }
        return text.contains("InterfaceOrientation") || text.contains("DeviceOrientation") || text.contains("Bool")
            || text.contains("BOOL") || text.contains("bool") || text.contains("NSUInteger")
    }

    mutating func sceneConfiguration() {
        let types = files.flatMap(\.types)
        let settings = files.flatMap(\.appSettings)
        let hasScenes = settings.contains(where: \.hasSceneManifest) || types.contains(where: \.isSwiftUIApp)
        if !hasScenes {
            var reported: Set<String> = []
            for file in files {
                for setting in file.appSettings where setting.isApp && reported.insert(setting.file).inserted {
                    findings.append(
                        finding(
                            .missingSceneManifest, file, setting.position,
                            today: "the app has no UIApplicationSceneManifest (no scene life cycle)",
                            replacement: Replacement.sceneManifest))
                }
            }
        }
        let hooks = files.flatMap { file in file.hooks.map { (file, $0) } }
        guard !hooks.isEmpty, !files.contains(where: { !$0.sceneAnswers.isEmpty }) else { return }
        let sceneDelegates = files.flatMap { file in
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
