#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// A page-style `TabView`: one hosting controller shows every page, and
/// each page's policy decides while that page is shown. Swiping to the
/// middle page turns the interface to landscape; swiping away turns it back.
@available(iOS 14.0, *)
struct PagesView: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            PageCard(title: "Portrait page", color: .blue)
                .orientationPolicy(.portrait)
                .tag(0)
            PageCard(title: "Landscape page", color: .orange)
                .orientationPolicy(.landscape)
                .tag(1)
            PageCard(title: "Any orientation", color: .green)
                .orientationPolicy(.allButUpsideDown)
                .tag(2)
        }
        .tabViewStyle(PageTabViewStyle())
    }
}

/// One full-size page.
@available(iOS 14.0, *)
struct PageCard: View {
    let title: String
    let color: Color

    var body: some View {
        ZStack {
            color.edgesIgnoringSafeArea(.all)
            Text(title).font(.title).foregroundColor(.white)
        }
    }
}
#endif
