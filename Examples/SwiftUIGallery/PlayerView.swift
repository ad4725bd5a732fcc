#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// A video player locked to landscape: it rotates there when pushed from the
/// portrait list, and comes back to landscape when the portrait sign-in
/// sheet it presents is dismissed.
struct PlayerView: View {
    @Environment(\.interfaceOrientation) private var orientation
    @State private var isSigningIn = false

    var body: some View {
        ZStack {
            Color.black.edgesIgnoringSafeArea(.all)
            VStack(spacing: 16) {
                Text("Playing").font(.largeTitle).foregroundColor(.white)
                Text(orientation.isLandscape ? "Landscape" : "Rotating…").foregroundColor(.gray)
                Button("Sign in to comment") { isSigningIn = true }
            }
        }
        .orientationPolicy(.locked(.landscapeRight))
        .sheet(isPresented: $isSigningIn) {
            SignInSheet(isPresented: $isSigningIn)
        }
    }
}
#endif
