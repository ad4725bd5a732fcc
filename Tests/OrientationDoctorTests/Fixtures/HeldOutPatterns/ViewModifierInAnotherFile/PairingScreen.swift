import SwiftUI

struct PairingScreen: View {
    @State private var orientation = UIDeviceOrientation.unknown

    var body: some View {
        Text("Pair")
            .detectOrientation($orientation) // expect: ORI-716
            .cardStyle()
    }
}

// The modifier chained inside `#if os(iOS)`: its base is the view before the `#if`.
struct KeysignScreen: View {
    @State private var orientation = UIDeviceOrientation.unknown

    var body: some View {
        Text("Sign")
        #if os(iOS)
            .detectOrientation($orientation) // expect: ORI-716
        #endif
    }
}
