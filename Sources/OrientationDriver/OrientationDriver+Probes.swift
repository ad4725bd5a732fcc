import OrientationCore

/// What a probe saw happen to the screen it serves.
public enum ProbeEvent: Sendable, Hashable {
    /// `viewWillAppear`.
    case willAppear
    /// `viewDidAppear`.
    case didAppear
    /// `viewWillDisappear`.
    case willDisappear
    /// `viewDidDisappear`.
    case didDisappear
}

/// The one reporting path of both probes (the UIKit probe of
/// `orientationPolicy` and the SwiftUI probe of `.orientationPolicy`,
/// finding 6), and the placement of the UIKit probe.
extension OrientationDriver {
    /// A probe reports an appearance callback of `screen` (the controller it
    /// serves: its parent, or the hosting controller of a SwiftUI view).
    /// The probe's view is installed if it was not; a transition in
    /// progress is announced first (an interactive one holds the engine,
    /// rule 57; any one delays geometry requests, finding 2); then the
    /// window is refreshed now, and again when the transition ends.
    public func probeReported(_ screen: Platform.Controller, _ event: ProbeEvent) {
        if event == .willAppear { installProbeViewIfNeeded(in: screen) }
        guard let window = platform.window(of: screen) else {
            refreshAll()
            return
        }
        startIfNeeded()
        if let transition = platform.transition(of: screen) { transitionReported(transition, in: window) }
        refresh(window)
    }

    /// The app set or removed a controller's own policy: its probe is added
    /// or removed, invalid policies are reported, and its window is
    /// refreshed. A policy on one of UIKit's containers gets no probe: a
    /// diagnostic says that its changes are seen only when something else
    /// reports (finding 10).
    public func policyDidChange(on controller: Platform.Controller, from old: OrientationPolicy?) {
        let policy = platform.ownPolicy(of: controller)
        if policy != nil {
            if platform.kind(of: controller).container != .none {
                if old == nil { reportContainerPolicy(controller) }
            } else if !platform.hasProbe(controller) {
                platform.addProbe(to: controller)
                installProbeViewIfNeeded(in: controller)
            }
        } else if platform.hasProbe(controller) {
            platform.removeProbe(from: controller)
        }
        guard old != policy else { return }
        for diagnostic in policy?.diagnostics ?? [] { report(diagnostic) }
        // The engine hears of the change by the screen's identity too: a
        // screen that is leaving (a pop under the user's finger) is in the
        // screens it holds but in no new snapshot.
        if let window = platform.window(of: controller), let session = existingSession(for: window),
            window === session.window, session.lastTree != nil
        {
            // A gesture no probe saw holds the change too (rule 57).
            if let transition = platform.transition(of: controller) { transitionReported(transition, in: window) }
            let id = WindowSnapshot.id(of: controller, platform: platform)
            let commands = session.engine.handle(.policyChanged(id, policy))
            reportEngineDiagnostics(session)
            execute(commands, in: session)
        }
        setNeedsUpdate(for: controller)
    }

    private func reportContainerPolicy(_ controller: Platform.Controller) {
        report(
            OrientationDiagnostic(
                .enginePolicyOnSystemContainer,
                "\(platform.label(of: controller)) is one of UIKit's containers: its policy counts, but a tab switch or a page turn in it asks UIKit nothing, so the change is seen at the next question or report. Give the policy to the screens inside, or call setNeedsUpdate(for:) after switching."
            ))
    }

    /// Puts the probe's view behind the screen's views once its view is
    /// loaded: into the content view of a visual effect view, where UIKit
    /// raises on a direct subview (finding 4).
    func installProbeViewIfNeeded(in controller: Platform.Controller) {
        guard platform.hasProbe(controller), !platform.isProbeViewInstalled(in: controller) else { return }
        let view = platform.view(of: controller)
        guard view.isLoaded else { return }
        platform.insertProbeView(in: controller, into: view.host)
    }

    /// Installs, on the next turn (never inside a snapshot, which may run
    /// inside UIKit's question; finding 7), the views of probes whose
    /// screen's view loaded after the policy was set, then refreshes.
    func installProbeViewsLater(_ controllers: [Platform.Controller]) {
        let boxes = controllers.map(WeakController<Platform>.init)
        platform.onNextTurn { [weak self] in
            guard let self else { return }
            for box in boxes {
                guard let controller = box.controller else { continue }
                self.installProbeViewIfNeeded(in: controller)
                if let window = self.platform.window(of: controller) { self.refresh(window) }
            }
        }
    }
}

/// A controller held weakly.
@MainActor
struct WeakController<Platform: OrientationPlatform> {
    weak var controller: Platform.Controller?

    init(_ controller: Platform.Controller) {
        self.controller = controller
    }
}
