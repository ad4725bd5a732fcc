#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import UIKit

/// One view's registration with the shared coordinator. The rules are the
/// core's ``InterfaceOrientationRegistry/ViewLifecycle``: the mask counts
/// exactly while the view appeared, is in a window and shown there (the
/// probe's report, measured again on the next turn of the main queue), and
/// was not dismantled, in whatever order SwiftUI and UIKit report these.
@MainActor
final class InterfaceOrientationRegistrationHolder {
    private var lifecycle = InterfaceOrientationRegistry.ViewLifecycle()
    /// The view's scene, followed through its probe.
    let scene = ProbeScene()
    private var isMeasureScheduled = false

    /// Created by SwiftUI's `@State` outside the main actor; holds nothing yet.
    nonisolated init() {}

    /// SwiftUI called `onAppear`.
    func appear(_ mask: InterfaceOrientationMask) {
        mutate { $0.appear(mask, in: &$1) }
        scheduleMeasure()
    }

    /// The mask changed; takes effect at once while the view is live.
    func change(_ mask: InterfaceOrientationMask) {
        guard mask != lifecycle.mask else { return }
        mutate { $0.change(mask, in: &$1) }
    }

    /// SwiftUI called `onDisappear`.
    func disappear() {
        mutate { $0.disappear(in: &$1) }
    }

    /// SwiftUI dismantled the view: its registration goes, for good.
    func dismantle() {
        DispatchQueue.main.async { [self] in mutate { $0.dismantle(in: &$1) } }
    }

    /// The probe reported a structural change (window, size, SwiftUI
    /// update): follow its scene, pick up a mask that changed without
    /// `onChange` (iOS 13), and measure the view on the next turn, outside
    /// SwiftUI's update and UIKit's layout.
    func probe(_ controller: HostingProbeController, mask: InterfaceOrientationMask) {
        scene.follow(controller)
        if mask != lifecycle.mask {
            DispatchQueue.main.async { [self] in change(mask) }
        }
        scheduleMeasure()
    }

    private func scheduleMeasure() {
        guard !isMeasureScheduled else { return }
        isMeasureScheduled = true
        DispatchQueue.main.async { [self] in
            isMeasureScheduled = false
            let probe = scene.probe
            let isShown = probe?.isShownInWindow ?? false
            guard isShown != lifecycle.presence.isInWindow else { return }
            mutate { $0.window(contains: isShown, in: &$1) }
            probe?.siblingsMayHaveMoved()
        }
    }

    /// Applies one lifecycle step to the shared registry, in the view's scene.
    private func mutate(
        _ step: (
            inout InterfaceOrientationRegistry.ViewLifecycle,
            inout InterfaceOrientationRegistry
        ) -> Void
    ) {
        InterfaceOrientationCoordinator.shared.mutate(scene: scene.windowScene) { step(&lifecycle, &$0) }
    }
}
#endif
