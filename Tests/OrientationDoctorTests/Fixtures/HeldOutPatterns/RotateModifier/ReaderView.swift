import SwiftUI

struct ReaderView: View {
    @State private var twoPages = false

    var body: some View {
        Text("Page")
            .rotated(by: 0)
            .onRotate { orientation in // expect: ORI-716
                twoPages = orientation.isLandscape
            }
    }
}
