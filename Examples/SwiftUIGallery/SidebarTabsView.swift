#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

#if canImport(UIKit, _version: 9000)
/// iOS 18 tabs: `Tab` and `TabSection` with `.sidebarAdaptable`, and more
/// than five tabs, so that an iPhone shows the rest in the More list. Each
/// tab's content is hosted in its own hosting controller, selected through
/// the tab bar controller (or pushed onto the More navigation controller),
/// and the policy inside the selected tab decides.
@available(iOS 18.0, *)
struct SidebarTabsView: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Home").orientationPolicy(.portrait)
            }
            Tab("Player", systemImage: "play.rectangle") {
                PlayerView()
            }
            TabSection("Library") {
                Tab("Albums", systemImage: "square.stack") {
                    Text("Albums").orientationPolicy(.portrait)
                }
                Tab("Artists", systemImage: "music.mic") {
                    Text("Artists").orientationPolicy(.portrait)
                }
                Tab("Songs", systemImage: "music.note") {
                    Text("Songs").orientationPolicy(.portrait)
                }
                Tab("Videos", systemImage: "film") {
                    Text("Videos, in the More list on iPhone").orientationPolicy(.landscape)
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
#endif
#endif
