import Testing

@testable import OrientationCore

/// UIKit rules 43-44 in the resolver: a container showing several children
/// at once. Each child's branch decides as a path of its own; a branch that
/// states nothing is transparent; the branches that decide narrow each
/// other, the first in view order leading; empty: ORI-204.
@Suite("Resolver: several visible children (rules 43-44)")
struct VisibleChildrenResolverTests {
    let resolver = OrientationResolver()

    static func host(_ children: [ScreenSpec], policy: OrientationPolicy? = nil) -> ScreenTree {
        ScreenTree(.hosting("host", policy: policy, children))
    }

    static let tabs = ScreenSpec.tabBar("tabs", [.navigation("nav", [.screen("list", policy: .portrait)])])

    @Test("rule 43: a mini player stating nothing beside a TabView leaves the tab's screen deciding")
    func miniPlayerIsTransparent() {
        for children in [[Self.tabs, .screen("mini")], [.screen("mini"), Self.tabs]] {
            let r = resolver.resolve(Self.host(children))
            #expect(r.deciding == "list")
            #expect(r.alsoDeciding.isEmpty)
            #expect(r.mask == .portrait)
        }
    }

    @Test("rule 43: a screen the app does not own beside the tabs is not asked (rule 40): transparent")
    func foreignRepresentable() {
        let r = resolver.resolve(
            Self.host([Self.tabs, .screen("mini", overrides: ScreenOverrides(supported: .landscape))]))
        #expect(r.deciding == "list")
        #expect(r.mask == .portrait)
    }

    @Test("rule 43: two children with policies decide together: the intersection, the first leading")
    func intersection() {
        let r = resolver.resolve(
            Self.host([.screen("a", policy: .allButUpsideDown), .screen("b", policy: .landscape)]))
        #expect(r.deciding == "a")
        #expect(r.alsoDeciding == ["b"])
        #expect(r.mask == .landscape)
        #expect(r.diagnostics.isEmpty)
    }

    @Test("rule 43: children sharing nothing: the first in view order decides alone, ORI-204")
    func conflict() {
        let r = resolver.resolve(Self.host([.screen("a", policy: .portrait), .screen("b", policy: .landscape)]))
        #expect(r.deciding == "a")
        #expect(r.alsoDeciding.isEmpty)
        #expect(r.mask == .portrait)
        #expect(r.diagnostics.map(\.code) == [.resolverVisibleChildrenConflict])
        let swapped = resolver.resolve(Self.host([.screen("b", policy: .landscape), .screen("a", policy: .portrait)]))
        #expect(swapped.deciding == "b")
        #expect(swapped.mask == .landscape)
    }

    @Test(
        "rule 43: every order of three children: the first stating a policy leads, the others narrow",
        arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func everyOrder(order: [Int]) {
        let children: [ScreenSpec] = [
            .screen("wide", policy: .allButUpsideDown), .screen("none"),
            .screen("narrow", policy: OrientationPolicy(supported: [.portrait, .landscapeLeft])),
        ]
        let r = resolver.resolve(Self.host(order.map { children[$0] }))
        let stating = order.filter { $0 != 1 }
        #expect(r.deciding == children[stating[0]].id)
        #expect(r.alsoDeciding == [children[stating[1]].id])
        #expect(r.mask == [.portrait, .landscapeLeft])
    }

    @Test("rule 44: the host's own policy decides when no child states one, and yields to a child that does")
    func hostPolicy() {
        #expect(resolver.resolve(Self.host([.screen("mini")], policy: .landscape)).deciding == "host")
        let covered = resolver.resolve(
            Self.host([.screen("mini"), .screen("chart", policy: .portrait)], policy: .landscape))
        #expect(covered.deciding == "chart")
        #expect(covered.mask == .portrait)
    }

    @Test("only the top of a stack in a branch counts; a presentation over the host covers every branch")
    func sequentialAndPresented() {
        let stack = ScreenSpec.navigation(
            "nav", [.screen("list", policy: .portrait), .screen("player", policy: .landscape)])
        let r = resolver.resolve(Self.host([stack, .screen("chart", policy: .all)]))
        #expect(r.deciding == "player")
        #expect(r.alsoDeciding == ["chart"])
        #expect(r.mask == .landscape)
        let covered = ScreenTree(
            ScreenSpec.hosting("host", [stack, .screen("chart", policy: .portrait)])
                .presenting(.screen("sheet", policy: .allButUpsideDown), style: .pageSheet))
        let s = resolver.resolve(covered)
        #expect(s.deciding == "sheet")
        #expect(s.alsoDeciding.isEmpty)
        #expect(s.mask == .allButUpsideDown)
    }

    @Test("nested hosts: every branch that decides joins, in view order")
    func nested() {
        let inner = ScreenSpec.hosting("inner", [.screen("x", policy: .allButUpsideDown), .screen("y")])
        let r = resolver.resolve(
            Self.host([
                .screen("none"), inner,
                .screen("z", policy: OrientationPolicy(supported: [.portrait, .landscapeRight])),
            ]))
        #expect(r.deciding == "x")
        #expect(r.alsoDeciding == ["z"])
        #expect(r.mask == [.portrait, .landscapeRight])
    }

    @Test("a presentation from inside one branch (a context) replaces that branch's decision only")
    func presentationInBranch() {
        let branch = ScreenSpec.screen("left", policy: .allButUpsideDown)
            .presenting(.screen("leftSheet", policy: .landscape), style: .currentContext)
        let r = resolver.resolve(Self.host([branch, .screen("right", policy: .all)]))
        #expect(r.deciding == "leftSheet")
        #expect(r.alsoDeciding == ["right"])
        #expect(r.mask == .landscape)
    }

    @Test("matchPresenting beside another screen narrows only by its pin")
    func matchPresentingAlongside() {
        let tree = Self.host([.screen("a", policy: .allButUpsideDown), .screen("hud", policy: .matchPresenting)])
        #expect(resolver.resolve(tree).mask == .allButUpsideDown)
        #expect(resolver.resolve(tree).alsoDeciding.isEmpty)
        let pinned = resolver.resolve(tree, context: ResolverContext(pinned: ["hud": .landscapeLeft]))
        #expect(pinned.mask == .landscapeLeft)
        #expect(pinned.alsoDeciding == ["hud"])
    }

    @Test("a container naming one child (OrientationChildProviding) is an ordinary container")
    func namedChild() {
        var tree = Self.host([.screen("a", policy: .portrait), .screen("b", policy: .landscape)])
        let host = try! #require(tree.index(of: "host"))
        tree.setVisibleChildren([1], of: host)
        let r = resolver.resolve(tree)
        #expect(r.deciding == "b")
        #expect(r.alsoDeciding.isEmpty)
        tree.setVisibleChildren([], of: host)
        #expect(resolver.resolve(tree).deciding == nil)
    }

    @Test("the tree keeps positions in range, once each; a hosting screen shows every child by default")
    func treeAPI() {
        var tree = ScreenTree()
        let host = tree.add("host", kind: .hosting)
        let a = tree.add("a")
        let b = tree.add("b")
        tree.setChildren([a, b], of: host)
        #expect(tree[host].visibleChildren == [0, 1])
        #expect(tree[host].visibleChildIndices == [a, b])
        tree.setVisibleChildren([1, 1, 7, 0], of: host)
        #expect(tree[host].visibleChildren == [1, 0])
        #expect(tree[host].visibleChild == 1)
        tree.setVisibleChildren([1], of: host)
        #expect(tree[host].visibleChildren.isEmpty)
        #expect(tree[host].visibleChildIndices == [b])
        let box = tree.add("box", kind: .container)
        let c = tree.add("c")
        tree.setChildren([c], of: box)
        #expect(tree[box].visibleChildIndices == [c])
    }

    @Test("the engine finds a screen in the second branch on the visible path (no ORI-302)")
    func engineVisiblePath() {
        let engine = OrientationEngine()
        engine.handle(.screensChanged(Self.host([.screen("a", policy: .allButUpsideDown), .screen("b")])))
        engine.handle(.rotationRequested(.landscapeLeft, screen: "b"))
        #expect(!engine.diagnostics.contains { $0.code == .engineRotationForHiddenScreen })
        #expect(engine.currentOrientation == .landscapeLeft)
    }
}

/// The walk tries a buffer that lives on the stack, then one sized for the
/// whole tree: both give the same answers.
@Suite("Resolver: visible paths beyond the small walk budget")
struct ResolverBudgetTests {
    let resolver = OrientationResolver()

    @Test("forty children shown at once: every one that states a policy takes part")
    func wideHost() {
        let children = (0..<40).map { ScreenSpec.screen(ScreenID("c\($0)"), policy: $0 == 39 ? .portrait : .all) }
        let r = resolver.resolve(ScreenTree(.hosting("host", children)), tracing: true)
        #expect(r.deciding == "c0")
        #expect(r.alsoDeciding.count == 39)
        #expect(r.mask == .portrait)
        #expect(r.trace.filter { $0.hasSuffix("states all") }.count == 39)
    }

    @Test("a chain of thirty presentations that each state a policy: the top one decides, its owner derived")
    func longChain() {
        var spec = ScreenSpec.screen("p29", policy: .landscape, overrides: ScreenOverrides(supported: .portrait))
        for i in (0..<29).reversed() {
            spec = ScreenSpec.screen(ScreenID("p\(i)"), policy: .portrait).presenting(spec, style: .fullScreen)
        }
        let tree = ScreenTree(spec)
        let r = resolver.resolve(tree)
        #expect(r.deciding == "p29")
        #expect(r.ownerIndex.map { tree[$0].id } == "p29")
        #expect(r.mask == .landscape)
        #expect(r.beneathIndex.map { tree[$0].id } == "p28")
    }
}
