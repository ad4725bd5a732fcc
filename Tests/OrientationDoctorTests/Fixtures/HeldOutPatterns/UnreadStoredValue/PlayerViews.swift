import SwiftUI
import UIKit

// A view's private state seeded from the device's orientation: when the view reads it again, each place that makes
// the view reads the device through it (MultiList's stack, held-out set 73); when nothing reads it (Open edX's
// player, held-out set 166), making the view decides nothing, and only the read itself is reported.
struct UnusedSeedPlayer: View {
    @State private var orientation = UIDevice.current.orientation // expect: ORI-719
    @State private var isLoading = true

    var body: some View {
        Text(isLoading ? "Loading" : "Playing")
    }
}

struct SeededStack: View {
    @State private var orientation = UIDevice.current.orientation // expect: ORI-719

    var body: some View {
        if orientation.isLandscape {
            Text("wide")
        } else {
            Text("tall")
        }
    }
}

struct CourseScreen: View {
    var body: some View {
        VStack {
            UnusedSeedPlayer()
            SeededStack() // expect: caller
        }
    }
}
