/// The delegate spellings of a container's orientation answers:
/// `UINavigationControllerDelegate`, `UITabBarControllerDelegate`,
/// `UIPageViewControllerDelegate` and `UISplitViewControllerDelegate` each let a delegate answer
/// `supportedInterfaceOrientations` and
/// `preferredInterfaceOrientationForPresentation` for the container, in
/// place of an override. The method names are UIKit's own and distinctive.
struct ContainerDelegateAnswer: Sendable, Hashable {
    /// The container the delegate answers for (`UINavigationController`).
    var container: String
    /// The member it answers.
    var member: OrientationMember
    /// The method's name (`navigationControllerSupportedInterfaceOrientations`).
    var name: String

    private static let containers = [
        ("navigationController", "UINavigationController"), ("tabBarController", "UITabBarController"),
        ("pageViewController", "UIPageViewController"), ("splitViewController", "UISplitViewController"),
    ]

    private static let answers: [String: ContainerDelegateAnswer] = {
        var table: [String: ContainerDelegateAnswer] = [:]
        for (prefix, container) in containers {
            for member in [
                OrientationMember.supportedInterfaceOrientations, .preferredInterfaceOrientationForPresentation,
            ] {
                let name = prefix + member.rawValue.prefix(1).uppercased() + member.rawValue.dropFirst()
                table[name] = ContainerDelegateAnswer(container: container, member: member, name: name)
            }
        }
        return table
    }()

    /// The answer a method of this base name (Swift, one parameter) or selector (Objective-C,
    /// one part ending in a colon) gives, if it is one.
    static func named(_ name: String) -> ContainerDelegateAnswer? {
        answers[name.hasSuffix(":") ? String(name.dropLast()) : name]
    }

    /// The finding's code: a mask override or a preferred orientation; a mask read from a child
    /// (`navigationController.topViewController?.supportedInterfaceOrientations`) is container forwarding.
    func code(forwards: Bool) -> DoctorCode {
        forwards && member == .supportedInterfaceOrientations ? .forwardingContainer : member.overrideCode
    }

    /// What the site does today.
    func today(forwards: Bool) -> String {
        if code(forwards: forwards) == .forwardingContainer {
            return "\(name) forwards \(member.rawValue) to a child of a \(container) (its delegate's spelling of "
                + "container forwarding)"
        }
        return "\(name) answers \(member.rawValue) for a \(container) (its delegate's spelling of the override)"
    }

    /// What replaces it.
    var replacement: String {
        "delete it; give the screens inside the \(container) an orientationPolicy (the library asks the "
            + "visible screen, whatever container holds it)"
    }
}
