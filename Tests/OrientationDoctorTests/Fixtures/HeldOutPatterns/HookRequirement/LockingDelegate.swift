import SwiftUI
import UIKit

// A library that requires the host's app delegate to keep the lock and answer with it (MijickCamera's
// `MApplicationDelegate`, held-out set 165): the requirement's mask is the lock, the library's writes through the
// delegate's type are its writes, and the hook's requirement, which UIKit never calls, is no hook.
public protocol LockingDelegate: UIApplicationDelegate {
    static var orientationLock: UIInterfaceOrientationMask { get set } // expect: ORI-706

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
}

public struct CameraScreen: View {
    var delegateType: LockingDelegate.Type?

    public var body: some View {
        Text("Camera")
            .onAppear { lock(.portrait) } // expect: ORI-708
            .onDisappear { lock(nil) } // expect: ORI-708
    }

    private func lock(_ mask: UIInterfaceOrientationMask?) {
        delegateType?.orientationLock = mask ?? .all // expect: ORI-707
    }
}
