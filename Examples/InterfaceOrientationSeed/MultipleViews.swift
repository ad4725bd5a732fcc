#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import OrientationKit

struct A: View {
    var body: some View { Text("A") }
}

struct B: View {
    var body: some View { Text("B") }
}

struct MultipleViews: View {
    var body: some View {
        VStack {
            A().interfaceOrientations([.portrait, .landscape])
            B().interfaceOrientations([.portrait, .portraitUpsideDown])
        }
    }
}

/// `nil` states no preference, as that package allowed.
struct NoPreference: View {
    var body: some View {
        Text("Defaults").interfaceOrientations(nil)
    }
}
#endif
