import OrientationCore

/// A value snapshot of one window's view controllers, read through the
/// platform seam: the `ScreenTree` the engine resolves, and what the
/// driver needs around it.
///
/// Containers are read through their public state (navigation stacks, the
/// selected tab and the More list, split columns, the current page, the
/// children a custom container or a hosting controller shows at once); the
/// presented chain through `presentedViewController`, attached to the
/// controller that really presented it, with its style and transition
/// phase. The tree also says which controller UIKit asks once the
/// transition in progress ends, and what that controller's class answers
/// when it is not the app's (UIKit rules 38-41). Nothing is retained: the
/// tree holds ``ScreenID``s; the controllers listed are used during the
/// call that takes the snapshot only.
@MainActor
struct WindowSnapshot<Platform: OrientationPlatform> {
    typealias Controller = Platform.Controller

    /// The screens, ready for `OrientationEvent.screensChanged`.
    private(set) var tree = ScreenTree(capacity: 16)
    /// The navigation controllers met on the way (their pop gestures are guarded).
    private(set) var navigationControllers: [Controller] = []
    /// The screens with a policy whose probe's view is not installed yet.
    private(set) var probesWithoutView: [Controller] = []
    /// The mask of the controller UIKit asks once the transition in
    /// progress ends (rules 6, 39).
    private(set) var ownerMask: InterfaceOrientationMask?
    /// The mask of the controller UIKit asks until then, when it is another one.
    private(set) var transitionOwnerMask: InterfaceOrientationMask?
    /// The mask of the controller UIKit asks under the other reading of
    /// rule 6 (nothing presented above a sheet owns), when it is another one.
    private(set) var uncertainOwnerMask: InterfaceOrientationMask?

    private var indices: [ObjectIdentifier: Int] = [:]
    private let platform: Platform
    private let window: Platform.Window
    private let playerPolicy: OrientationPolicy?
    static var maximumDepth: Int { 64 }

    /// Snapshots the controllers of `window`; an empty tree without a root.
    /// `playerPolicy` is the policy of AVKit's presented player, if set.
    init(window: Platform.Window, platform: Platform, playerPolicy: OrientationPolicy?) {
        self.platform = platform
        self.window = window
        self.playerPolicy = playerPolicy
        guard let root = platform.rootController(of: window) else { return }
        _ = add(root, depth: 0)
        let settled = Self.settledOwner(root: root, window: window, platform: platform)
        let current = Self.currentOwner(root: root, platform: platform)
        ownerMask = Self.mask(of: settled, platform: platform)
        transitionOwnerMask = current === settled ? nil : Self.mask(of: current, platform: platform)
        let strict = Self.settledOwner(root: root, window: window, platform: platform, stoppingAtFirstKeeper: true)
        uncertainOwnerMask = strict === settled ? nil : Self.mask(of: strict, platform: platform)
        if let index = indices[ObjectIdentifier(settled)] {
            tree.setOwner(index)
            tree.setOverrides(ownerOverrides(of: settled), of: index)
        }
    }

    /// The identity a controller has in every snapshot.
    static func id(of controller: Controller, platform: Platform) -> ScreenID {
        ScreenID(object: controller, label: platform.label(of: controller))
    }

    /// The policy the engine gives a screen: its SwiftUI views' policy, else
    /// its own, else the full-screen player policy when it is AVKit's
    /// presented player.
    static func policy(
        of controller: Controller, platform: Platform, playerPolicy: OrientationPolicy?
    ) -> OrientationPolicy? {
        if let hosted = platform.hostedPolicy(of: controller) { return hosted }
        if let own = platform.ownPolicy(of: controller) { return own }
        guard let playerPolicy, platform.kind(of: controller).origin == .avKit,
            platform.presenting(controller) != nil
        else { return nil }
        return playerPolicy
    }

    private func policy(of controller: Controller) -> OrientationPolicy? {
        Self.policy(of: controller, platform: platform, playerPolicy: playerPolicy)
    }

    private mutating func add(_ controller: Controller, depth: Int) -> Int? {
        let key = ObjectIdentifier(controller)
        guard depth < Self.maximumDepth, indices[key] == nil else { return nil }
        let policy = policy(of: controller)
        if policy != nil, platform.hasProbe(controller), !platform.isProbeViewInstalled(in: controller),
            platform.view(of: controller).isLoaded
        {
            probesWithoutView.append(controller)
        }
        let containment = ContainerReading(platform: platform).read(controller)
        if platform.kind(of: controller).container == .navigation { navigationControllers.append(controller) }
        let index = tree.add(Self.id(of: controller, platform: platform), kind: containment.kind, policy: policy)
        indices[key] = index
        var childIndices: [Int] = []
        var added: [Controller] = []
        for child in containment.children {
            guard let childIndex = add(child, depth: depth + 1) else { continue }
            childIndices.append(childIndex)
            added.append(child)
        }
        if !childIndices.isEmpty {
            let shown = containment.visible.compactMap { visible in added.firstIndex { $0 === visible } }
            if shown.isEmpty && containment.visible.isEmpty {
                tree.setChildren(childIndices, of: index)
            } else {
                tree.setChildren(childIndices, of: index, showing: shown)
            }
        }
        if let presented = platform.presented(by: controller), platform.presenting(presented) === controller,
            let presentedIndex = add(presented, depth: depth + 1)
        {
            let facts = platform.presentation(of: presented, in: window)
            tree.present(presentedIndex, from: index, style: facts.style, phase: Self.phase(facts))
        }
        return index
    }

    private static func phase(_ facts: PresentationFacts) -> TransitionPhase {
        if facts.isBeingDismissed { return .dismissing }
        if facts.isBeingPresented { return .presenting }
        return .presented
    }

    /// A controller's own mask; `nil` when it answers none.
    static func mask(of controller: Controller, platform: Platform) -> InterfaceOrientationMask? {
        let mask = platform.supportedMask(of: controller)
        return mask.isEmpty ? nil : mask
    }

    /// What a controller's class answers UIKit when it overrides the
    /// getters, a policy or not: UIKit reads the class, and a preferred
    /// orientation for presentation that the answer leaves out makes it
    /// raise (rule 18). `nil` for UIKit's defaults, for hosting controllers
    /// and for the library's containers, whose getters answer the engine's
    /// mask (rules 38, 41).
    func overrides(of controller: Controller) -> ScreenOverrides? {
        let kind = platform.kind(of: controller)
        guard !kind.isHosting, !kind.isLibraryContainer, kind.overridesSupported || kind.overridesPreferred
        else { return nil }
        let supported = platform.supportedMask(of: controller)
        guard !supported.isEmpty else { return nil }
        var preferred: InterfaceOrientation?
        if kind.overridesPreferred {
            let value = platform.preferredForPresentation(of: controller)
            preferred = value == .unknown ? nil : value
        }
        return ScreenOverrides(supported: supported, preferredForPresentation: preferred)
    }

    /// What the owner answers UIKit: its own overrides, else, for a
    /// navigation controller of a system framework or an SDK (the image
    /// picker), those of the controller on top of its stack (rule 38).
    func ownerOverrides(of owner: Controller) -> ScreenOverrides? {
        if let own = overrides(of: owner) { return own }
        let kind = platform.kind(of: owner)
        guard policy(of: owner) == nil, kind.container == .navigation, !kind.isLibraryContainer,
            kind.origin == .framework || kind.origin == .avKit,
            let top = platform.navigationStack(of: owner).last
        else { return nil }
        return overrides(of: top)
    }
}
