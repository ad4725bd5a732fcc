#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// A button that presents a landscape-locked player as a full-screen cover.
/// The cover's policy is known before UIKit first asks about the
/// presentation, so it opens in landscape from its first frame.
@available(iOS 14.0, *)
struct CoverLauncherView: View {
    @State private var isPresented = false

    var body: some View {
        Button("Play in landscape") { isPresented = true }
            .orientationPolicy(.portrait)
            .fullScreenCover(isPresented: $isPresented) {
                LandscapeCoverView(isPresented: $isPresented)
            }
    }
}

/// The cover: locked to landscape right while shown; the portrait screen
/// beneath comes back in portrait when it is dismissed.
@available(iOS 14.0, *)
struct LandscapeCoverView: View {
    @Binding var isPresented: Bool
    @Environment(\.interfaceOrientation) private var orientation

    var body: some View {
        ZStack {
            Color.black.edgesIgnoringSafeArea(.all)
            VStack(spacing: 16) {
                Text("Cover").font(.largeTitle).foregroundColor(.white)
                Text(orientation.isLandscape ? "Landscape" : "Rotating…").foregroundColor(.gray)
                Button("Close") { isPresented = false }
            }
        }
        .orientationPolicy(.locked(.landscapeRight))
    }
}
#endif
