#if canImport(UIKit) && os(iOS)
import UIKit

/// A value snapshot of a window's live view controllers: the ``ScreenTree``
/// the engine resolves, and what the driver needs around it.
///
/// Containers are read through their public state (navigation stacks, the
/// selected tab and the More list, split columns, the current page, the
/// children a custom container or a hosting controller shows at once); the
/// presented chain through `presentedViewController`, attached to the
/// controller that really presented it (`presentingViewController`), with
/// its `modalPresentationStyle` and transition phase. The tree also says
/// which controller UIKit asks once the transition in progress ends, and
/// what that controller's class answers when it is not the app's (UIKit
/// rules 38-41). Nothing is retained: the tree holds ``ScreenID``s, and the
/// navigation controllers are only used during the call that takes the
/// snapshot.
@MainActor
struct ScreenTreeSnapshot {
    /// The screens, ready for `OrientationEvent.screensChanged`.
    private(set) var tree = ScreenTree(capacity: 16)
    /// The navigation controllers met on the way (to guard their pop gesture).
    private(set) var navigationControllers: [UINavigationController] = []
    /// The mask of the view controller UIKit asks once the transition in
    /// progress ends (rules 6, 39).
    private(set) var ownerMask: InterfaceOrientationMask?
    /// The mask of the view controller UIKit asks until then, when it is
    /// another one; else `nil`.
    private(set) var transitionOwnerMask: InterfaceOrientationMask?

    private var indices: [ObjectIdentifier: Int] = [:]
    static let maximumDepth = 64

    /// Snapshots the controllers of `window`; an empty tree without a root.
    init(window: UIWindow) {
        guard let root = window.rootViewController else { return }
        _ = add(root, depth: 0)
        let settled = Self.settledOwner(root: root, traits: window.traitCollection)
        let current = Self.currentOwner(root: root)
        ownerMask = Self.mask(of: settled)
        transitionOwnerMask = current === settled ? nil : Self.mask(of: current)
        if let index = indices[ObjectIdentifier(settled)] {
            tree.setOwner(index)
            tree.setOverrides(ControllerClassInspector.ownerOverrides(of: settled), of: index)
        }
    }

    /// The identity a view controller has in every snapshot.
    static func id(of viewController: UIViewController) -> ScreenID {
        ScreenID(object: viewController, label: String(describing: type(of: viewController)))
    }

    private mutating func add(_ viewController: UIViewController, depth: Int) -> Int? {
        let key = ObjectIdentifier(viewController)
        guard depth < Self.maximumDepth, indices[key] == nil else { return nil }
        if let probe = OrientationProbeViewController.probe(of: viewController),
            viewController.effectiveOrientationPolicy != nil
        {
            probe.installViewIfPossible()
        }
        let containment = ContainerReader.read(viewController)
        if let navigation = viewController as? UINavigationController { navigationControllers.append(navigation) }
        let index = tree.add(
            Self.id(of: viewController), kind: containment.kind, policy: viewController.effectiveOrientationPolicy)
        indices[key] = index
        var childIndices: [Int] = []
        var added: [UIViewController] = []
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
        if let presented = viewController.presentedViewController,
            presented.presentingViewController === viewController,
            let presentedIndex = add(presented, depth: depth + 1)
        {
            tree.present(
                presentedIndex, from: index, style: PresentationStyle(presented.modalPresentationStyle),
                phase: Self.phase(of: presented))
        }
        return index
    }

    private static func phase(of presented: UIViewController) -> TransitionPhase {
        if presented.isBeingDismissed { return .dismissing }
        if presented.isBeingPresented { return .presenting }
        return .presented
    }

    /// A controller's own mask; `nil` when it answers none.
    static func mask(of viewController: UIViewController) -> InterfaceOrientationMask? {
        let mask = InterfaceOrientationMask(viewController.supportedInterfaceOrientations)
        return mask.isEmpty ? nil : mask
    }
}
#endif
