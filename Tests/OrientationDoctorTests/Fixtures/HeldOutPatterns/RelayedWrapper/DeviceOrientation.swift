import UIKit

/// Brave's shared rotation helper: one wrapper of the geometry request, and commands named for
/// orientation that reach it through their own type.
public final class DeviceOrientation {
    public static let shared = DeviceOrientation()

    private var windowScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }

    public func changeOrientation(_ mask: UIInterfaceOrientationMask) {
        windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) // expect: ORI-711
    }

    /// Takes no orientation, but its name says what it does: it rotates through `changeOrientation(_:)`.
    public func changeOrientationToPortraitOnPhone() {
        if UIDevice.current.userInterfaceIdiom != .pad {
            changeOrientation(.portrait) // expect: ORI-734
        }
    }

    /// Two calls away from the request.
    public func resetOrientationForSettings() {
        self.changeOrientationToPortraitOnPhone()
    }

    /// A command named for orientation that requests the update itself.
    public func forceLandscapeOrientation() {
        windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) // expect: ORI-711
    }

    /// Named for orientation, but what it calls wraps nothing.
    public func orientationSummary() -> String {
        describeOrientation()
    }

    func describeOrientation() -> String { "portrait" }
}

/// A read named for orientation that gives none: calling it reads nothing for the caller.
final class HeaderLayout {
    func currentOrientation() -> UIDeviceOrientation {
        UIDevice.current.orientation // expect: ORI-719
    }

    func logOrientation() {
        print(currentOrientation().rawValue) // expect: caller
    }
}
