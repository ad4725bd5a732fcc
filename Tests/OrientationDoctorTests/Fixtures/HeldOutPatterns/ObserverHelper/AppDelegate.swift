import UIKit

// SpyGame (held-out set 113): a property whose observer requests a geometry update, written from the screens;
// no hook reads it, so it is no lock, but each write asks for a rotation.
final class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.portrait {
        didSet {
            for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
                scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientationLock)) { error in // expect: ORI-711 ORI-725
                    print(error)
                }
            }
        }
    }

    var theme = "light" {
        didSet { print(theme) }
    }
}
