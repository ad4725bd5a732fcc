#if canImport(UIKit) && os(iOS)
import UIKit

/// A value snapshot of a window's live view controllers: the ``ScreenTree``
/// the engine resolves, and what the driver needs around it.
///
/// Containers are read through their public state (navigation stacks, the
/// selected tab, split columns, the current page, `children`); the presented
/// chain through `presentedViewController`, attached to the controller that
/// really presented it (`presentingViewController`), with its
/// `modalPresentationStyle` and transition phase. Nothing is retained: the
/// tree holds ``ScreenID``s, and the navigation controllers are only used
/// during the call that takes the snapshot.
@MainActor
struct ScreenTreeSnapshot {
    /// The screens, ready for `OrientationEvent.screensChanged`.
    private(set) var tree = ScreenTree(capacity: 16)
    /// The navigation controllers met on the way (to guard their pop gesture).
    private(set) var navigationControllers: [UINavigationController] = []
    /// The mask of the view controller UIKit asks (rule 6).
    private(set) var ownerMask: InterfaceOrientationMask?

    private var visited = Set<ObjectIdentifier>()
    private static let maximumDepth = 64

    /// Snapshots the controllers of `window`; an empty tree without a root.
    init(window: UIWindow) {
        guard let root = window.rootViewController else { return }
        _ = add(root, depth: 0)
        ownerMask = Self.ownerMask(root: root)
    }

    /// The identity a view controller has in every snapshot.
    static func id(of viewController: UIViewController) -> ScreenID {
        ScreenID(object: viewController, label: String(describing: type(of: viewController)))
    }

    private mutating func add(_ viewController: UIViewController, depth: Int) -> Int? {
        guard depth < Self.maximumDepth, visited.insert(ObjectIdentifier(viewController)).inserted else { return nil }
        if let probe = OrientationProbeViewController.probe(of: viewController), viewController.orientationPolicy != nil {
            probe.installViewIfPossible()
        }
        let containment = ContainerReader.read(viewController)
        if let navigation = viewController as? UINavigationController { navigationControllers.append(navigation) }
        let index = tree.add(Self.id(of: viewController), kind: containment.kind, policy: viewController.effectiveOrientationPolicy)
        var childIndices: [Int] = []
        var visiblePosition: Int?
        for child in containment.children {
            guard let childIndex = add(child, depth: depth + 1) else { continue }
            if child === containment.visible { visiblePosition = childIndices.count }
            childIndices.append(childIndex)
        }
        if !childIndices.isEmpty {
            tree.setChildren(childIndices, of: index, visible: visiblePosition)
        }
        if let presented = viewController.presentedViewController,
           presented.presentingViewController === viewController,
           let presentedIndex = add(presented, depth: depth + 1) {
            tree.present(presentedIndex, from: index, style: PresentationStyle(presented.modalPresentationStyle),
                         phase: Self.phase(of: presented))
        }
        return index
    }

    private static func phase(of presented: UIViewController) -> TransitionPhase {
        if presented.isBeingDismissed { return .dismissing }
        if presented.isBeingPresented { return .presenting }
        return .presented
    }

    /// Rule 6: the root, or the first presented controller whose presenter's
    /// view left the window. Its mask always counts, UIKit's defaults
    /// included: UIKit intersects it with the app delegate's answer (rule 16),
    /// and on iPhone the default leaves out portraitUpsideDown (rule 9).
    private static func ownerMask(root: UIViewController) -> InterfaceOrientationMask? {
        var owner = root
        var steps = 0
        while owner.viewIfLoaded?.window == nil, let next = owner.presentedViewController, steps < maximumDepth {
            owner = next
            steps += 1
        }
        let mask = InterfaceOrientationMask(owner.supportedInterfaceOrientations)
        return mask.isEmpty ? nil : mask
    }
}
#endif
