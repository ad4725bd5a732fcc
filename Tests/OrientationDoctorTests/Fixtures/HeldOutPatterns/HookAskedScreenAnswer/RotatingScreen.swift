import UIKit

/// The app's own per-screen answer, asked by the app delegate's hook.
protocol RotatingScreen {
    func allowedRotations() -> UIInterfaceOrientationMask // expect: ORI-701
}
