import OrientationCore

/// What ``ViewRegistration`` needs of the platform: the registry of the
/// view's coordinator, the view's probe, and the main queue.
/// OrientationKit implements it, one member per read or call.
@MainActor
public protocol ViewRegistrationPlatform: AnyObject {
    /// Applies `body` to the coordinator's registry, in the view's scene
    /// (`InterfaceOrientationCoordinator.mutate(scene:_:)`).
    func mutate(_ body: (inout InterfaceOrientationRegistry) -> Void)
    /// True when the view's probe is in a window and shown there.
    var isShownInWindow: Bool { get }
    /// Tells the other probes of the view's host that they may have moved.
    func siblingsMayHaveMoved()
    /// Runs `work` on the next turn of the main queue.
    func onNextTurn(_ work: @escaping @MainActor () -> Void)
}

/// One `.interfaceOrientations` view's registration with its coordinator.
/// The rules are the core's `InterfaceOrientationRegistry.ViewLifecycle`:
/// the mask counts exactly while the view appeared, is in a window and
/// shown there, and was not dismantled, in whatever order SwiftUI and UIKit
/// report these. This decides when: whether the view is in a window is
/// measured on the next turn, once per turn, outside SwiftUI's update and
/// UIKit's layout; a mask its probe reports (iOS 13, with no `onChange`)
/// and the dismantling apply on the next turn too; a mask that did not
/// change changes nothing.
@MainActor
public final class ViewRegistration<Platform: ViewRegistrationPlatform> {
    /// The platform read and called; held for as long as the registration.
    public let platform: Platform
    private var lifecycle = InterfaceOrientationRegistry.ViewLifecycle()
    private var isMeasureScheduled = false

    /// A registration on `platform`, with nothing registered yet.
    public init(platform: Platform) {
        self.platform = platform
    }

    /// SwiftUI called `onAppear`.
    public func appear(_ mask: InterfaceOrientationMask) {
        apply { $0.appear(mask, in: &$1) }
        scheduleMeasure()
    }

    /// The mask changed; takes effect at once while the view is live.
    public func change(_ mask: InterfaceOrientationMask) {
        guard mask != lifecycle.mask else { return }
        apply { $0.change(mask, in: &$1) }
    }

    /// SwiftUI called `onDisappear`.
    public func disappear() {
        apply { $0.disappear(in: &$1) }
    }

    /// SwiftUI dismantled the view: its registration goes on the next
    /// turn, for good, even if the view's objects are gone by then.
    public func dismantle() {
        platform.onNextTurn { [self] in apply { $0.dismantle(in: &$1) } }
    }

    /// The probe reported a structural change (window, size, SwiftUI
    /// update) with the view's current mask: a mask that changed without
    /// `onChange` (iOS 13) is taken on the next turn, and the view is
    /// measured on the next turn.
    public func probeReported(mask: InterfaceOrientationMask) {
        if mask != lifecycle.mask {
            platform.onNextTurn { [self] in change(mask) }
        }
        scheduleMeasure()
    }

    private func scheduleMeasure() {
        guard !isMeasureScheduled else { return }
        isMeasureScheduled = true
        platform.onNextTurn { [self] in
            isMeasureScheduled = false
            let isShown = platform.isShownInWindow
            guard isShown != lifecycle.presence.isInWindow else { return }
            apply { $0.window(contains: isShown, in: &$1) }
            platform.siblingsMayHaveMoved()
        }
    }

    /// Applies one lifecycle step to the registry.
    private func apply(
        _ step: (inout InterfaceOrientationRegistry.ViewLifecycle, inout InterfaceOrientationRegistry) -> Void
    ) {
        platform.mutate { step(&lifecycle, &$0) }
    }
}
