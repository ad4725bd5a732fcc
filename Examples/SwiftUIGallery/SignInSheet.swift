#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// A sheet with its own policy: portrait while shown, over the landscape player.
struct SignInSheet: View {
    @Binding var isPresented: Bool
    @State private var name = ""

    var body: some View {
        VStack(spacing: 20) {
            Text("Sign in").font(.title)
            TextField("Name", text: $name)
                .textFieldStyle(RoundedBorderTextFieldStyle())
            Button("Done") { isPresented = false }
        }
        .padding()
        .orientationPolicy(.portrait)
    }
}
#endif
