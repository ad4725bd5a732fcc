import SwiftUI

struct HomeView: View {
    let model = HeaderModel()

    var body: some View {
        OrientationStack(spacing: 10) { // expect: caller
            Text(model.title)
            OrientationStack { // expect: caller
                Text("Detail")
            }
        }
    }
}
