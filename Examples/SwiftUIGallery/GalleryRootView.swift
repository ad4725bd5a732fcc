#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// The portrait list: its rows lead to the other screens.
struct GalleryRootView: View {
    @Environment(\.interfaceOrientation) private var orientation

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Screens")) {
                    NavigationLink(destination: PlayerView()) {
                        Text("Player (locked landscape)")
                    }
                    NavigationLink(destination: LandscapeToggleView()) {
                        Text("Toggle that allows landscape")
                    }
                }
                Section(header: Text("Now")) {
                    Text("Interface orientation: \(orientation.name)")
                }
            }
            .navigationBarTitle("Orientation gallery")
            // On the list, not the NavigationView: it disappears when a
            // screen is pushed, so it does not narrow the pushed screens.
            .interfaceOrientations(.portrait)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
#endif
