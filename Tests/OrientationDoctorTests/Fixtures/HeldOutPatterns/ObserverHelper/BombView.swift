import SwiftUI

struct BombView: View {
    var body: some View {
        Text("Bomb")
            .onAppear {
                AppDelegate.orientationLock = .landscape // expect: ORI-734
            }
            .onDisappear {
                AppDelegate.orientationLock = .portrait // expect: ORI-734
            }
    }

    func restyle(_ delegate: AppDelegate) {
        delegate.theme = "dark"
        let orientationLock = UIInterfaceOrientationMask.all
        print(orientationLock)
    }
}
