#if canImport(UIKit) && canImport(SwiftUI)
import AVKit
import OrientationKit
import SwiftUI

/// A `TabView` with a mini player laid over it: an AVPlayerViewController
/// (what SwiftUI's `VideoPlayer` is too), a child of the same hosting
/// controller as the tab bar controller. The policies inside the tabs still decide (the
/// container holding the navigated screens beats a child that states no
/// policy), and the mini player's own full-screen mode turns with the
/// device through `OrientationManager.shared.fullScreenPlayerPolicy`, set
/// by the app delegate.
@available(iOS 14.0, *)
struct MiniPlayerTabsView: View {
    @State private var player = AVPlayer()

    var body: some View {
        TabView {
            NavigationView {
                List {
                    NavigationLink(destination: Text("Wide chart").orientationPolicy(.landscape)) {
                        Text("A landscape detail")
                    }
                }
                .navigationBarTitle("Home")
                .orientationPolicy(.portrait)
            }
            .navigationViewStyle(StackNavigationViewStyle())
            .tabItem { Label("Home", systemImage: "house") }
            Text("Library")
                .orientationPolicy(.portrait)
                .tabItem { Label("Library", systemImage: "books.vertical") }
        }
        .overlay(
            MiniPlayer(player: player)
                .frame(height: 72)
                .padding(.bottom, 56),
            alignment: .bottom)
    }
}
/// An inline AVPlayerViewController, as `VideoPlayer` shows one. Its full
/// screen button presents AVKit's own full-screen controller.
@available(iOS 14.0, *)
struct MiniPlayer: UIViewControllerRepresentable {
    let player: AVPlayer

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
        controller.player = player
    }
}
#endif
