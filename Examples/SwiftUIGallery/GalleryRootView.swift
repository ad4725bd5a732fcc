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
                Section(header: Text("SwiftUI containers")) {
                    if #available(iOS 14.0, *) {
                        NavigationLink(destination: CoverLauncherView()) { Text("Landscape cover") }
                        NavigationLink(destination: PagesView()) { Text("Pages with a landscape page") }
                        NavigationLink(destination: MiniPlayerTabsView()) { Text("Tabs with a mini player") }
                    }
                    if #available(iOS 15.0, *) {
                        NavigationLink(destination: PreviewOrientationsView()) {
                            Text("SwiftUI's InterfaceOrientation")
                        }
                    }
                    SidebarTabsLink()
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

/// The row of the iOS 18 tab layout, only with an SDK and a system that have it.
struct SidebarTabsLink: View {
    var body: some View {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 18.0, *) {
            NavigationLink(destination: SidebarTabsView()) { Text("iOS 18 tabs and the More list") }
        }
        #endif
    }
}
#endif
