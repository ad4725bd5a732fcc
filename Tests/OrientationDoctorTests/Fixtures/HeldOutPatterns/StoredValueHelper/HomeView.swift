import SwiftUI

struct HomeView: View {
    let model = HeaderModel()

    var body: some View {
        OrientationStack(spacing: 10) { // expect: ORI-734
            Text(model.title)
            OrientationStack { // expect: ORI-734
                Text("Detail")
            }
        }
    }
}
