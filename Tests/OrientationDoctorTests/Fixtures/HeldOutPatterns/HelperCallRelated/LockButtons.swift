import SwiftUI

/// A lock helper that also forces the rotation: its call is the lock helper's finding (ORI-708),
/// and the geometry request and the update inside it are that finding's related sites.
extension View {
    func modifyOrientation(_ mask: UIInterfaceOrientationMask) {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
        AppDelegate.orientation = mask // expect: ORI-707
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) // expect: ORI-711
        scene.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations() // expect: ORI-712
    }
}

struct PlayerScreen: View {
    var body: some View {
        Text("Player")
            .onAppear {
                modifyOrientation(.landscapeRight) // expect: ORI-708
            }
    }
}
