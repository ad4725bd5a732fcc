import SwiftUI

struct PlayerView: View {
    @State private var isLandscape = false

    var body: some View {
        Text(isLandscape ? "Landscape" : "Portrait")
            .onRotate { newOrientation in // expect: ORI-716
                isLandscape = newOrientation.isLandscape
            }
    }
}
