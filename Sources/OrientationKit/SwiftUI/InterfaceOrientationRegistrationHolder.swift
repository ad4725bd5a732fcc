#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import OrientationCore
import OrientationDriver
import UIKit

/// One view's registration with the shared coordinator. When it counts is
/// decided by the driver's `ViewRegistration`, tested on Linux; this
/// forwards SwiftUI's and the probe's callbacks.
@MainActor
final class InterfaceOrientationRegistrationHolder {
    /// The view's scene, followed through its probe.
    let scene = ProbeScene()
    /// When the view's mask counts (appear, change, disappear, dismantle).
    private(set) lazy var registration = ViewRegistration(platform: SwiftUIRegistrationPlatform(scene: scene))

    /// Created by SwiftUI's `@State` outside the main actor; holds nothing yet.
    nonisolated init() {}

    /// The probe reported a structural change: follow its scene.
    func probe(_ controller: HostingProbeController, mask: InterfaceOrientationMask) {
        scene.follow(controller)
        registration.probeReported(mask: mask)
    }
}

/// The UIKit adapter of `ViewRegistrationPlatform` for one view: each
/// member forwards one call and decides nothing.
@MainActor
final class SwiftUIRegistrationPlatform: ViewRegistrationPlatform {
    private let scene: ProbeScene

    init(scene: ProbeScene) {
        self.scene = scene
    }

    func mutate(_ body: (inout InterfaceOrientationRegistry) -> Void) {
        InterfaceOrientationCoordinator.shared.mutate(scene: scene.windowScene, body)
    }
    var isShownInWindow: Bool { scene.probe?.isShownInWindow ?? false }
    func siblingsMayHaveMoved() { scene.probe?.siblingsMayHaveMoved() }
    func onNextTurn(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { work() }
    }
}
#endif
