/// Orientation members: which are UIKit overrides, which containers only
/// forward, which base classes have a fixed mask (`--diff` turns those into
/// a policy).
extension ProjectResolver {
    mutating func members(_ file: FileFacts) {
        let groups = Dictionary(grouping: file.members) { "\($0.owner)|\($0.ownerIsExtension)" }
        for key in groups.keys.sorted() {
            guard let members = groups[key], let first = members.first else { continue }
            resolve(members, owner: first.owner, isExtension: first.ownerIsExtension, file: file)
        }
    }

    private mutating func resolve(_ members: [MemberFact], owner: String, isExtension: Bool, file: FileFacts) {
        let kind = hierarchy.kind(of: owner)
        let relevant = members.filter { member in
            switch member.language {
            case .swift: member.isOverride && member.typeMatches
            case .objectiveC: member.typeMatches || kind != .other
            }
        }
        guard !relevant.isEmpty else { return }
        switch kind {
        case .other, .window:
            if owner == "UIViewController" && isExtension {
                for member in relevant {
                    findings.append(
                        finding(
                            .viewControllerCategoryOverride, file, member.position,
                            today: "a category overrides \(member.member.rawValue) for every view controller",
                            replacement: Replacement.categoryOverride))
                }
            }
        case .container(let container):
            containerMembers(relevant, owner: owner, container: container, isExtension: isExtension, file: file)
        case .viewController, .external:
            if owner == "UIViewController" && isExtension {
                for member in relevant {
                    findings.append(
                        finding(
                            .viewControllerCategoryOverride, file, member.position,
                            today: "a category overrides \(member.member.rawValue) for every view controller",
                            replacement: Replacement.categoryOverride))
                }
                return
            }
            screenMembers(relevant, owner: owner, isExtension: isExtension, file: file)
        }
    }

    private mutating func containerMembers(
        _ members: [MemberFact], owner: String, container: String,
        isExtension: Bool, file: FileFacts
    ) {
        let what = isExtension ? "an extension of \(container)" : "\(owner), a \(container) subclass,"
        let onlyForwards =
            members.allSatisfy { $0.forwardsOnly || $0.constant == .bool(true) }
            && members.contains { $0.forwardsOnly }
        let mechanical = onlyForwards && members.allSatisfy { $0.language == .swift }
        for member in members {
            if member.forwards {
                findings.append(
                    finding(
                        .forwardingContainer, file, member.position,
                        today: "\(what) forwards \(member.member.rawValue) to a child",
                        replacement: Replacement.plainContainer, mechanical: mechanical))
            } else {
                findings.append(
                    finding(
                        member.member.overrideCode, file, member.position,
                        today: "\(what) answers \(member.member.rawValue) itself" + describe(member.constant),
                        replacement: "put " + Replacement.forOverride(member.member, constant: member.constant)
                            + " on the screens inside (a policy on a UIKit container is seen late)",
                        mechanical: mechanical))
            }
        }
        if mechanical {
            plans[file.path, default: RewritePlan()].removedMembers.formUnion(members.map(\.position.offset))
        }
    }

    private mutating func screenMembers(_ members: [MemberFact], owner: String, isExtension: Bool, file: FileFacts) {
        let policy = fixedPolicy(members, owner: owner, isExtension: isExtension)
        for member in members {
            let replacement =
                policy.map { Replacement.policy($0) + " in viewDidLoad" }
                ?? Replacement.forOverride(member.member, constant: member.constant)
            findings.append(
                finding(
                    member.member.overrideCode, file, member.position,
                    today: "\(owner) overrides \(member.member.rawValue)" + describe(member.constant),
                    replacement: replacement, mechanical: policy != nil))
        }
        if let policy {
            plans[file.path, default: RewritePlan()].removedMembers.formUnion(members.map(\.position.offset))
            plans[file.path, default: RewritePlan()].policies[owner] = policy
        }
    }

    /// The policy that replaces a class's fixed answers, when they are all
    /// constants in Swift and no subclass reads them through `super`.
    private func fixedPolicy(_ members: [MemberFact], owner: String, isExtension: Bool) -> String? {
        guard !isExtension, members.allSatisfy({ $0.language == .swift }) else { return nil }
        var mask: [String]?
        var preferred: String?
        for member in members {
            switch (member.member, member.constant) {
            case (.supportedInterfaceOrientations, .mask(let names)?): mask = names
            case (.supportedInterfaceOrientations, .orientation(let name)?): mask = [name]
            case (.preferredInterfaceOrientationForPresentation, .orientation(let name)?): preferred = name
            case (.shouldAutorotate, .bool(true)?): continue
            default: return nil
            }
        }
        guard mask != nil else { return nil }
        let readThroughSuper = files.contains { file in
            file.superReads.contains { subclass, names in
                subclass != owner && hierarchy.inherits(subclass, from: owner) && !names.isEmpty
            }
        }
        guard !readThroughSuper else { return nil }
        return Replacement.policyExpression(mask: mask, preferred: preferred)
    }

    private func describe(_ constant: ConstantValue?) -> String {
        switch constant {
        case .mask(let names)?: " with a fixed " + names.joined(separator: " + ")
        case .orientation(let name)?: " with a fixed ." + name
        case .bool(let value)?: " with a fixed \(value)"
        case nil: " with a computed answer"
        }
    }
}
