#if canImport(UIKit) && os(iOS)
#if canImport(SwiftUI)
import SwiftUI
#endif
import UIKit

/// The policies of every `.orientationPolicy` view, placed on the hosting
/// controllers that show them (the core's ``HostedPolicyTable``).
///
/// Probes place their views synchronously; the engine's snapshot reads a
/// host's policy when it walks the window (``policy(for:)``), so UIKit's
/// next question already sees it. A change of a host's policy (never a
/// re-placement that changes nothing) asks the engine for a fresh snapshot
/// on the next turn of the main queue. A host UIKit asks about before
/// SwiftUI rendered it (a `.fullScreenCover` being presented) is laid out
/// on the next turn, once, outside UIKit's question, and snapshotted again.
@MainActor
final class SwiftUIHostedPolicies {
    /// The table every `.orientationPolicy` modifier uses.
    static let shared = SwiftUIHostedPolicies()

    /// One view's probe, its host and its policy, held weakly.
    private struct Placement {
        weak var probe: HostingProbeController?
        weak var host: UIViewController?
        var policy: OrientationPolicy
    }

    private var table = HostedPolicyTable<ObjectIdentifier, ObjectIdentifier>()
    private var placements: [ObjectIdentifier: Placement] = [:]
    private let renderedHosts = NSHashTable<UIViewController>.weakObjects()
    private let changedHosts = NSHashTable<UIViewController>.weakObjects()
    private var isRendering = false
    private var isFlushScheduled = false

    private init() {}

    /// A probe reported, or its view's policy changed: place it on its host
    /// and measure its siblings again (the pages of a page-style `TabView`).
    func place(_ probe: HostingProbeController, policy: OrientationPolicy) {
        prune()
        let host = probe.hostingController
        let id = ObjectIdentifier(probe)
        let previousHost = placements[id]?.host
        placements[id] = Placement(probe: probe, host: host, policy: policy)
        apply(
            table.place(
                id, policy: policy, on: host.map(ObjectIdentifier.init),
                isShown: host.map(probe.isShown(in:)) ?? false), hosts: [host, previousHost])
        if let host { measure(host) }
    }

    /// SwiftUI dismantled the view (or the probe is gone): its policy stops counting.
    func remove(_ probe: HostingProbeController) {
        remove(ObjectIdentifier(probe))
    }

    /// SwiftUI says a view appeared or disappeared: measure its host again.
    func presenceMayHaveChanged(_ probe: HostingProbeController) {
        guard let placement = placements[ObjectIdentifier(probe)] else { return }
        place(probe, policy: placement.policy)
    }

    /// The policy the snapshot uses for `controller`: the intersection of
    /// the policies of the views shown in it, measured now; `nil` when none.
    func policy(for controller: UIViewController) -> OrientationPolicy? {
        let id = ObjectIdentifier(controller)
        if !table.hasViews(on: id) { renderFirstIfNeeded(controller) }
        guard table.hasViews(on: id) else { return nil }
        measure(controller)
        return table.policy(for: id)
    }

    /// Measures every view placed on `host` again.
    private func measure(_ host: UIViewController) {
        for viewID in table.views(on: ObjectIdentifier(host)) {
            guard let placement = placements[viewID], let probe = placement.probe else {
                remove(viewID)
                continue
            }
            let current = probe.hostingController
            guard current === host else {
                // The view moved to another host: place it there.
                place(probe, policy: placement.policy)
                continue
            }
            apply(
                table.place(
                    viewID, policy: placement.policy, on: ObjectIdentifier(host),
                    isShown: probe.isShown(in: host)), hosts: [host])
        }
    }

    private func remove(_ id: ObjectIdentifier) {
        let host = placements.removeValue(forKey: id)?.host
        apply(table.remove(id), hosts: [host])
    }

    /// Drops the placements whose probe is gone.
    private func prune() {
        for (id, placement) in placements where placement.probe == nil { remove(id) }
    }

    /// A presented SwiftUI hosting controller that UIKit asks about before
    /// SwiftUI rendered it (a cover being presented): on the next turn of
    /// the main queue, never inside UIKit's question (DRIVER-REVIEW finding
    /// 11: a layout there may run the cover's `onAppear` re-entrantly), it
    /// is laid out once if SwiftUI has not rendered it yet, and its host is
    /// snapshotted again so that its policy reaches UIKit. SwiftUI's own
    /// sheet and cover hosts are `UIHostingController<AnyView>` subclasses.
    private func renderFirstIfNeeded(_ controller: UIViewController) {
        #if canImport(SwiftUI)
        guard controller.presentingViewController != nil, controller is UIHostingController<AnyView>,
            controller.viewIfLoaded?.window == nil, !renderedHosts.contains(controller)
        else { return }
        renderedHosts.add(controller)
        DispatchQueue.main.async { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.render(controller)
        }
        #endif
    }

    /// Lays out a hosting controller SwiftUI has not rendered yet, then
    /// asks for a fresh snapshot of it.
    private func render(_ controller: UIViewController) {
        let id = ObjectIdentifier(controller)
        if !table.hasViews(on: id), !isRendering {
            isRendering = true
            controller.loadViewIfNeeded()
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
            isRendering = false
            // Probes made during the render may have reported before their
            // view was in the hosting view: place them again now that it is.
            for placement in placements.values where placement.host == nil {
                if let probe = placement.probe { place(probe, policy: placement.policy) }
            }
        }
        guard table.hasViews(on: id) else { return }
        changedHosts.add(controller)
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        DispatchQueue.main.async { [weak self] in self?.flush() }
    }

    /// Reports a new conflict (`ORI-502`) and schedules a fresh snapshot of
    /// each host whose policy changed.
    private func apply(
        _ changes: [HostedPolicyTable<ObjectIdentifier, ObjectIdentifier>.Change],
        hosts: [UIViewController?]
    ) {
        guard !changes.isEmpty else { return }
        for change in changes where change.entersConflict {
            if let diagnostic = change.current.diagnostic { OrientationManager.shared.report(diagnostic) }
        }
        for hostObject in hosts + placements.values.map(\.host) {
            guard let hostObject, changes.contains(where: { $0.host == ObjectIdentifier(hostObject) }) else { continue }
            changedHosts.add(hostObject)
        }
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        DispatchQueue.main.async { [weak self] in self?.flush() }
    }

    private func flush() {
        isFlushScheduled = false
        let hosts = changedHosts.allObjects
        changedHosts.removeAllObjects()
        for host in hosts { OrientationManager.shared.setNeedsUpdate(for: host) }
    }
}
#endif
