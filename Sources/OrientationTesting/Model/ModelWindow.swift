/// A window of the model: every declared view controller by id, the root and
/// the chain of presentations (each presented by the previous one, the first
/// by the root), as UIKit links `presentedViewController`.
struct ModelWindow: Hashable {
    /// Every declared view controller, in or out of the window.
    var controllers: [String: ModelViewController] {
        didSet { controllersRevision = revisions.next() }
    }
    /// The root view controller.
    var root: String
    /// The presentations, bottom to top. Every change notes the lowest
    /// position it touched in ``presentationChanges``.
    private(set) var presentations: [ModelPresentation] = []
    /// Which presentations changed since the simulator's snapshot last read
    /// them (not part of the window's value).
    var presentationChanges = ChangeMark()
    /// Which presentations changed since the simulator's layers last read them.
    var layerChanges = ChangeMark()
    /// How many presentations show each screen (in any phase).
    private(set) var presentedScreens: [String: Int] = [:]
    /// How many presentations are being presented or dismissed.
    private(set) var unsettledPresentations = 0
    /// Where ``controllersRevision`` numbers come from: shared by every copy
    /// of this window, so no two different contents get the same number.
    private(set) var revisions = ModelRevisionSource()
    /// Changes whenever ``controllers`` changes: what the simulator reads to
    /// reuse what it derived from unchanged controllers (the step's layers).
    private(set) var controllersRevision = 0
    /// Each controller's container, for ``parent(of:)``; shared by copies,
    /// rebuilt when the revision it was built for is not this copy's.
    private let parentIndex = ModelParentIndex()

    /// A window showing `root`, with nothing presented yet.
    init(controllers: [String: ModelViewController], root: String) {
        self.controllers = controllers
        self.root = root
    }

    /// Windows are equal when their controllers, root and presentations are.
    static func == (lhs: ModelWindow, rhs: ModelWindow) -> Bool {
        lhs.root == rhs.root && lhs.presentations == rhs.presentations && lhs.controllers == rhs.controllers
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(presentations)
        hasher.combine(controllers)
    }

    /// The root, then each presented controller not being dismissed.
    var chain: [String] { [root] + settledPresentations.map(\.screen) }

    /// The presentations not being dismissed.
    var settledPresentations: [ModelPresentation] { presentations.filter { $0.phase != .dismissing } }

    /// Ends every transition: presented controllers settle, dismissed ones leave.
    mutating func finishTransitions() {
        // Only the presentations in a transition change: searched from the
        // top, where transitions run, until all of them are found.
        var left = unsettledPresentations
        var position = presentations.count
        while left > 0, position > 0 {
            position -= 1
            switch presentations[position].phase {
            case .presented: continue
            case .presenting: presentations[position].phase = .presented
            case .dismissing:
                let removed = presentations.remove(at: position)
                presentedScreens[removed.screen, default: 1] -= 1
                if presentedScreens[removed.screen] == 0 { presentedScreens[removed.screen] = nil }
            }
            left -= 1
            notePresentationChange(at: position)
        }
        unsettledPresentations = 0
    }

    /// Sets a presentation's phase, keeping count of the unsettled ones.
    mutating func setPhase(_ phase: TransitionPhase, ofPresentationAt position: Int) {
        guard presentations.indices.contains(position) else { return }
        if presentations[position].phase != .presented { unsettledPresentations -= 1 }
        if phase != .presented { unsettledPresentations += 1 }
        presentations[position].phase = phase
        notePresentationChange(at: position)
    }

    /// Adds a presentation on top, in whatever phase it is in.
    mutating func append(_ presentation: ModelPresentation) {
        presentations.append(presentation)
        if presentation.phase != .presented { unsettledPresentations += 1 }
        presentedScreens[presentation.screen, default: 0] += 1
        notePresentationChange(at: presentations.count - 1)
    }

    /// Notes, for every reader, that the presentation at `position` changed.
    private mutating func notePresentationChange(at position: Int) {
        presentationChanges.note(position)
        layerChanges.note(position)
    }

    /// The visible path of one layer in view order: a controller, then each
    /// child it shows and their paths, recursively (cycles are cut). With
    /// several children shown at once, the last one's screens come last.
    func layerPath(from top: String) -> [String] {
        var path: [String] = []
        var seen: Set<String> = []
        var work = [top]
        while let id = work.popLast() {
            guard let vc = controllers[id], seen.insert(id).inserted else { continue }
            path.append(id)
            work += vc.visibleChildren.reversed()
        }
        return path
    }

    /// The visible path through every layer, bottom to top.
    var visiblePath: [String] { chain.flatMap { layerPath(from: $0) } }

    /// The topmost visible screen: the top of the topmost settled layer.
    var visibleScreen: String? {
        layerPath(from: presentations.last { $0.phase != .dismissing }?.screen ?? root).last
    }

    /// Every controller in the window: the chain (with controllers being
    /// dismissed) and all their descendants.
    var hierarchy: Set<String> {
        var found: Set<String> = []
        var work = [root] + presentations.map(\.screen)
        while let id = work.popLast() {
            guard let vc = controllers[id], found.insert(id).inserted else { continue }
            work += vc.children
        }
        return found
    }

    /// The topmost visible controller of a kind, searched from the top layer down.
    func topmostVisible(_ kind: ScreenKind) -> String? {
        for layer in chain.reversed() {
            if let found = layerPath(from: layer).last(where: { controllers[$0]?.kind == kind }) { return found }
        }
        return nil
    }

    /// Rule 80: while a dismissal runs (the user's finger drives it), UIKit
    /// neither presents nor dismisses anything else in the window.
    private func dismissalInProgress(action: String) -> StepProblem? {
        guard unsettledPresentations > 0, let dismissing = presentations.last(where: { $0.phase == .dismissing })
        else { return nil }
        return .ignored(
            "\(action): '\(dismissing.screen)' is being dismissed; UIKit does not \(action) until that transition ends (rule 80)"
        )
    }

    /// The container holding a controller, if any.
    func parent(of id: String) -> String? {
        parentIndex.parent(of: id, in: self)
    }

    /// True when a controller is in the window: the root, a presented
    /// controller (in any phase) or a descendant of one. Walks up from the
    /// controller, so a deep presentation chain costs no set of every id.
    func holds(_ id: String) -> Bool {
        var current = id
        for _ in 0...controllers.count {
            if current == root || presentedScreens[current] != nil { return true }
            guard let up = parent(of: current) else { return false }
            current = up
        }
        return false
    }

    /// Why a screen cannot enter the window, or `nil` when it can. A
    /// controller already on screen cannot be pushed or presented again.
    private func problemAdding(_ id: String, action: String, into stack: String? = nil) -> StepProblem? {
        guard let vc = controllers[id] else { return .ignored("\(action): no screen '\(id)' is declared") }
        if vc.kind == .navigation && action == "push" {
            return .exception(
                name: StepProblem.invalidArgument, reason: "Pushing a navigation controller is not supported")
        }
        guard holds(id) else { return nil }
        if let stack, controllers[stack]?.children.contains(id) == true {
            return .exception(
                name: StepProblem.invalidArgument,
                reason: "Pushing the same view controller instance more than once is not supported (\(id))")
        }
        if action == "present" {
            if let presentation = presentations.first(where: { $0.screen == id }) {
                return .exception(
                    name: StepProblem.invalidArgument,
                    reason:
                        "Application tried to present modally a view controller \(id) that is already being presented by \(presentation.from)."
                )
            }
            return .exception(
                name: StepProblem.invalidArgument,
                reason: "Application tried to present modally an active controller \(id).")
        }
        return .ignored("\(action): '\(id)' is already on screen; the model does not move a screen that is shown")
    }

    /// Removes a controller from the container holding it, as UIKit does when
    /// a controller moves to another parent.
    private mutating func detach(_ id: String) {
        // The index knows every container's children: none holds `id` when
        // it names no parent (the usual case), and nothing needs searching.
        guard parent(of: id) != nil else { return }
        for index in controllers.values.indices {
            if let position = controllers.values[index].children.firstIndex(of: id) {
                controllers.values[index].children.remove(at: position)
            }
        }
    }

    /// Pushes onto the topmost visible navigation controller; returns a problem or `nil`.
    mutating func push(_ id: String) -> StepProblem? {
        let nav = topmostVisible(.navigation)
        if let problem = problemAdding(id, action: "push", into: nav) { return problem }
        guard let nav else { return .ignored("push: no navigation controller is visible to push onto") }
        detach(id)
        controllers[nav]?.children.append(id)
        return nil
    }

    /// Pops the topmost visible navigation controller; returns a problem or `nil`.
    mutating func pop() -> StepProblem? {
        guard let nav = topmostVisible(.navigation), let stack = controllers[nav]?.children else {
            return .ignored("pop: no navigation controller is visible")
        }
        guard stack.count > 1 else {
            return .ignored(
                "pop: '\(nav)' holds only its root view controller; popViewController(animated:) keeps it and returns nil"
            )
        }
        controllers[nav]?.children.removeLast()
        return nil
    }

    /// Starts presenting from the topmost visible screen; returns a problem or `nil`.
    mutating func present(_ id: String, style: PresentationStyle) -> StepProblem? {
        if let problem = problemAdding(id, action: "present") { return problem }
        if let problem = dismissalInProgress(action: "present") { return problem }
        detach(id)
        append(ModelPresentation(screen: id, style: style, from: visibleScreen ?? root))
        return nil
    }

    /// Starts dismissing the topmost presented controller; returns a problem or `nil`.
    mutating func dismiss() -> StepProblem? {
        if let problem = dismissalInProgress(action: "dismiss") { return problem }
        guard let top = presentations.lastIndex(where: { $0.phase != .dismissing }) else {
            return .ignored("dismiss: nothing is presented; dismiss(animated:) does nothing")
        }
        setPhase(.dismissing, ofPresentationAt: top)
        return nil
    }

    /// Selects a tab of the topmost visible tab bar; returns a problem or `nil`.
    mutating func selectTab(_ index: Int) -> StepProblem? {
        guard let bar = topmostVisible(.tabBar), let count = controllers[bar]?.children.count else {
            return .ignored("selectTab: no tab bar controller is visible")
        }
        guard (0..<count).contains(index) else {
            return .ignored(
                "selectTab: '\(bar)' has \(count) tab\(count == 1 ? "" : "s"); UITabBarController ignores selectedIndex \(index)"
            )
        }
        controllers[bar]?.selectedIndex = index
        return nil
    }
}
