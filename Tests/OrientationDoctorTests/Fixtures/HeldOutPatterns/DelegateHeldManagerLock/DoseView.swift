import SwiftUI

/// A package's modifier that sets the lock while the view lives (LoopKit's).
struct DoseView: View {
    var body: some View {
        Form {
            Text("Dose")
        }
        .navigationTitle("Dose")
        .supportedInterfaceOrientations(.portrait) // expect: ORI-708
    }
}
