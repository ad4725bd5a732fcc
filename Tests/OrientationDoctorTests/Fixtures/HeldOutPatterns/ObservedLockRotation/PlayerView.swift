import SwiftUI

struct PlayerView: View {
    @State private var saved = UIInterfaceOrientationMask.portrait

    var body: some View {
        Text("Player")
            .onAppear {
                saved = AppDelegate.orientation
                AppDelegate.orientation = .landscape // expect: ORI-708
            }
            .onDisappear {
                AppDelegate.orientation = saved // expect: ORI-708
            }
    }
}
