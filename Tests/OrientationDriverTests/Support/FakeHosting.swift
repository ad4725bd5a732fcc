import OrientationCore
import OrientationDriver

/// A probe behind a SwiftUI view, for ``FakeHosting``.
@MainActor
final class FakeProbe {
    /// The controller hosting the probe's view (`nil` before SwiftUI put
    /// the view in the hosting view).
    weak var host: FakeController?
    /// True while the view is shown within its host's bounds.
    var isShown = true

    init(on host: FakeController? = nil) {
        self.host = host
    }
}

/// SwiftUI's side of ``FakeUIKit``: hosting controllers and the probes of
/// their views. Work runs on ``FakeUIKit``'s turns; a host's snapshot
/// request reaches the driver as `OrientationManager.setNeedsUpdate(for:)`
/// does. A layout asked for while UIKit asks its question is recorded in
/// `callsInsideQuestion` (DRIVER-REVIEW finding 11).
@MainActor
final class FakeHosting: HostingPlatform {
    private weak var uikit: FakeUIKit?
    /// The hosts laid out, by name, in order.
    var layouts: [String] = []
    /// The hosts whose snapshot was asked for, by name, in order.
    var updates: [String] = []
    /// The diagnostics reported.
    var diagnostics: [OrientationDiagnostic] = []

    init(_ uikit: FakeUIKit) {
        self.uikit = uikit
    }

    func host(of probe: FakeProbe) -> FakeController? { probe.host }
    func isShown(_ probe: FakeProbe, in host: FakeController) -> Bool { probe.isShown }
    func isPresented(_ host: FakeController) -> Bool { host.presenting != nil }
    func isSwiftUIPresentationHost(_ host: FakeController) -> Bool { host.isSwiftUIPresentationHost }
    func isInWindow(_ host: FakeController) -> Bool { uikit?.windowOf(host) != nil }
    func layOut(_ host: FakeController) {
        if uikit?.isAsking == true { uikit?.callsInsideQuestion.append("layoutIfNeeded(\(host.name))") }
        layouts.append(host.name)
        host.isViewLoaded = true
        host.onLayOut?()
    }
    func setNeedsUpdate(for host: FakeController) {
        updates.append(host.name)
        uikit?.driver?.setNeedsUpdate(for: host)
    }
    func report(_ diagnostic: OrientationDiagnostic) { diagnostics.append(diagnostic) }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) { uikit?.turnQueue.append(work) }
}
