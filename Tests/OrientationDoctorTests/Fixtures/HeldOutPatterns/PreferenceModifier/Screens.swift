import SwiftUI

struct VideoScreen: View {
    var body: some View {
        Text("Video")
            .supportedOrientations(.landscape) // expect: ORI-708
    }
}

final class HostingController<Content: View>: UIHostingController<Content> {}

struct Root: View {
    @State private var mask: UIInterfaceOrientationMask = .all

    var body: some View {
        VideoScreen()
            .onPreferenceChange(SupportedOrientationsKey.self) { mask = $0 } // expect: ORI-708
    }
}
