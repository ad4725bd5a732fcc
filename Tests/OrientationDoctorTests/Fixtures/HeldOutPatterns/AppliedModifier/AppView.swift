import SwiftUI

/// The root view applies the observing modifier itself, in a file whose words name no orientation API:
/// the application is a use of the modifier's observation; another modifier is not.
struct AppView: View {
    var body: some View {
        Text("Play")
            .padding()
            .modifier(DeviceStateModifier()) // expect: ORI-716
            .modifier(CardStyle())
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding()
    }
}
