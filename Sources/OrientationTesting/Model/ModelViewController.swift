/// One view controller of the model: a plain one, a navigation controller
/// (its stack), a tab bar controller (its tabs and selection), a custom
/// container or a hosting controller (the children it shows at once).
struct ModelViewController: Hashable {
    /// The screen id.
    let id: String
    /// plain, navigation or tabBar (other kinds behave as plain containers
    /// without orientation forwarding).
    let kind: ScreenKind
    /// A navigation stack bottom to top, or the tabs.
    var children: [String] = []
    /// The selected tab.
    var selectedIndex: Int = 0
    /// A container's or hosting controller's children shown at once, when
    /// the scenario names them (`visible`).
    var shown: [String]?
    /// Its own overrides.
    var overrides = ViewControllerOverrides()

    /// The class name UIKit prints in exception reasons: the container's
    /// UIKit class, or the screen id for an app's own controller.
    var className: String {
        switch kind {
        case .navigation: overrides.supported == nil ? "UINavigationController" : id
        case .tabBar: overrides.supported == nil ? "UITabBarController" : id
        default: id
        }
    }

    /// `supportedInterfaceOrientations`: the override, else a container's
    /// delegate hook, else the idiom's default. Containers never ask their
    /// children (rules 9, 12, 13).
    func supported(idiom: Idiom) -> InterfaceOrientationMask {
        if let own = overrides.supported { return own }
        if kind == .navigation || kind == .tabBar, let hook = overrides.delegateSupported { return hook }
        return idiom.defaultMask
    }

    /// `shouldAutorotate` (rule 10).
    var shouldAutorotate: Bool { overrides.shouldAutorotate ?? true }

    /// The overridden `preferredInterfaceOrientationForPresentation`, if any (rule 11).
    var preferredForPresentation: InterfaceOrientation? { overrides.preferredForPresentation }

    /// The child shown: the top of a stack or the selected tab; for a
    /// container showing several children, the first of them.
    var visibleChild: String? { visibleChildren.first }

    /// Every child shown, in view order: the top of a stack, the selected
    /// tab, the named children of a container (else its first or selected
    /// child), all children of a hosting controller (else the named ones).
    var visibleChildren: [String] {
        switch kind {
        case .navigation, .split:
            return children.last.map { [$0] } ?? []
        case .tabBar:
            return (children.indices.contains(selectedIndex) ? children[selectedIndex] : children.first).map { [$0] }
                ?? []
        case .container, .hosting:
            if let shown { return shown.filter(children.contains) }
            if kind == .hosting { return children }
            return (children.indices.contains(selectedIndex) ? children[selectedIndex] : children.first).map { [$0] }
                ?? []
        case .plain:
            return []
        }
    }
}

/// One presentation in a window's chain.
struct ModelPresentation: Hashable {
    /// The presented controller.
    var screen: String
    /// The style it was presented with.
    var style: PresentationStyle
    /// The visible screen it was presented from (shown in traces).
    var from: String
    /// Where it is in its transition: presenting, presented or dismissing.
    var phase: TransitionPhase = .presenting
}
