import OrientationCore

/// The policies of every `.orientationPolicy` view, placed on the hosting
/// controllers that show them (the core's `HostedPolicyTable`), and when
/// the driver hears of a change.
///
/// Probes place their views synchronously; the driver's snapshot reads a
/// host's policy when it walks the window (``policy(for:)``), so UIKit's
/// next question already sees it. A change of a host's policy (never a
/// re-placement that changes nothing) asks for a fresh snapshot of the host
/// on the next turn, once per turn however many hosts changed. A
/// presented SwiftUI host UIKit asks about before SwiftUI rendered it (a
/// `.fullScreenCover` being presented) is laid out on the next turn, once,
/// never inside UIKit's question (DRIVER-REVIEW finding 11), and its host
/// is snapshotted again.
@MainActor
public final class HostedPolicyPlacements<Platform: HostingPlatform> {
    /// The platform the probes and hosts belong to.
    public let platform: Platform

    /// One view's probe, its host and its policy, held weakly.
    private struct Placement {
        weak var probe: Platform.Probe?
        weak var host: Platform.Host?
        var policy: OrientationPolicy
    }

    private var table = HostedPolicyTable<ObjectIdentifier, ObjectIdentifier>()
    private var placements: [ObjectIdentifier: Placement] = [:]
    private var renderedHosts = WeakObjects<Platform.Host>()
    private var changedHosts = WeakObjects<Platform.Host>()
    private var isFlushScheduled = false

    /// Placements on `platform`.
    public init(platform: Platform) {
        self.platform = platform
    }

    /// A probe reported, or its view's policy changed: places it on its host
    /// and measures its siblings again (the pages of a page-style `TabView`).
    public func place(_ probe: Platform.Probe, policy: OrientationPolicy) {
        prune()
        let host = platform.host(of: probe)
        let id = ObjectIdentifier(probe)
        let previousHost = placements[id]?.host
        placements[id] = Placement(probe: probe, host: host, policy: policy)
        let isShown = host.map { platform.isShown(probe, in: $0) } ?? false
        apply(
            table.place(id, policy: policy, on: host.map(ObjectIdentifier.init), isShown: isShown),
            hosts: [host, previousHost])
        if let host { measure(host) }
    }

    /// SwiftUI dismantled the view (or the probe is gone): its policy stops counting.
    public func remove(_ probe: Platform.Probe) {
        remove(ObjectIdentifier(probe))
    }

    /// SwiftUI says a view appeared or disappeared: measures its host again.
    public func presenceMayHaveChanged(_ probe: Platform.Probe) {
        guard let placement = placements[ObjectIdentifier(probe)] else { return }
        place(probe, policy: placement.policy)
    }

    /// The policy the snapshot uses for `host`: the intersection of the
    /// policies of the views shown in it, measured now; `nil` when none.
    /// Calls nothing but reads: UIKit may be asking its question.
    public func policy(for host: Platform.Host) -> OrientationPolicy? {
        let id = ObjectIdentifier(host)
        guard table.hasViews(on: id) else {
            renderFirstIfNeeded(host)
            return nil
        }
        measure(host)
        return table.policy(for: id)
    }

    /// Measures every view placed on `host` again.
    private func measure(_ host: Platform.Host) {
        for viewID in table.views(on: ObjectIdentifier(host)) {
            guard let placement = placements[viewID], let probe = placement.probe else {
                remove(viewID)
                continue
            }
            guard platform.host(of: probe) === host else {
                // The view moved to another host: place it there.
                place(probe, policy: placement.policy)
                continue
            }
            apply(
                table.place(
                    viewID, policy: placement.policy, on: ObjectIdentifier(host),
                    isShown: platform.isShown(probe, in: host)), hosts: [host])
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

    /// A presented SwiftUI host that UIKit asks about before SwiftUI
    /// rendered it (a cover being presented): on the next turn, never
    /// inside UIKit's question (DRIVER-REVIEW finding 11: a layout there may
    /// run the cover's `onAppear` re-entrantly), it is laid out once if
    /// SwiftUI has not rendered it yet, and snapshotted again so that its
    /// policy reaches UIKit. SwiftUI's own sheet and cover hosts are
    /// `UIHostingController<AnyView>` subclasses.
    private func renderFirstIfNeeded(_ host: Platform.Host) {
        guard !renderedHosts.contains(host), platform.isPresented(host), platform.isSwiftUIPresentationHost(host),
            !platform.isInWindow(host)
        else { return }
        renderedHosts.add(host)
        platform.onNextTurn { [weak self, weak host] in
            guard let self, let host else { return }
            self.render(host)
        }
    }

    /// Lays out a host SwiftUI has not rendered yet, then asks for a fresh
    /// snapshot of it.
    private func render(_ host: Platform.Host) {
        let id = ObjectIdentifier(host)
        if !table.hasViews(on: id) {
            platform.layOut(host)
            // Probes made during the layout may have reported before their
            // view was in the hosting view: place them again now that it is.
            for placement in placements.values where placement.host == nil {
                if let probe = placement.probe { place(probe, policy: placement.policy) }
            }
        }
        guard table.hasViews(on: id) else { return }
        changedHosts.add(host)
        scheduleFlush()
    }

    /// Reports a new conflict (`ORI-502`) and schedules a fresh snapshot of
    /// each host whose policy changed.
    private func apply(
        _ changes: [HostedPolicyTable<ObjectIdentifier, ObjectIdentifier>.Change], hosts: [Platform.Host?]
    ) {
        guard !changes.isEmpty else { return }
        for change in changes where change.entersConflict {
            if let diagnostic = change.current.diagnostic { platform.report(diagnostic) }
        }
        for host in hosts {
            guard let host, changes.contains(where: { $0.host == ObjectIdentifier(host) }) else { continue }
            changedHosts.add(host)
        }
        scheduleFlush()
    }

    /// Asks for the changed hosts' snapshots on the next turn, once.
    private func scheduleFlush() {
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        platform.onNextTurn { [weak self] in self?.flush() }
    }

    private func flush() {
        isFlushScheduled = false
        for host in changedHosts.removeAll() { platform.setNeedsUpdate(for: host) }
    }
}
